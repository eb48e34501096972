/// Sites: whether an access stands in an instance member, a static one, free code or a
/// parameter's default value (`AccessSite`).
extension AccessScanState {
  /// Follows the members of type bodies: a declaration that starts with `static` (or `class`
  /// as a modifier) makes the members of its body static, up to the next declaration at the
  /// same depth.
  @inline(__always)
  mutating func noteMember(_ keyword: Keyword) {
    guard keyword.startsDeclaration, !keyword.isModifier else { return }
    if case .sawStatic = declaration {
      scopes.readsStaticMember = true
    } else if scopes.readsStaticMember {
      scopes.readsStaticMember = false
    }
  }

  /// Where the access being recorded stands.
  var site: AccessSite {
    if parameterClause.scope == scopes.depth && parenDepth > parameterClause.outerParenDepth {
      return .defaultArgument
    }
    if scopes.isStaticMember || scopes.readsStaticMember { return .static }
    return scopes.isInType ? .instance : .free
  }
}
