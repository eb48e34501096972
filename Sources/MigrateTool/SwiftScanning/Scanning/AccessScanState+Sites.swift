/// Sites: whether an access stands in an instance member, a static one, free code or a
/// parameter's default value (`AccessSite`).
extension AccessScanState {
  /// Follows the members of type bodies: a declaration that starts with `static` (or `class`
  /// as a modifier) makes the members of its body static, up to the next declaration at the
  /// same depth.
  @inline(__always)
  mutating func noteMember(_ keyword: Keyword) {
    // Most keywords neither follow `static` nor end a static member: told before the keyword
    // is looked at.
    if case .sawStatic = declaration {
      if keyword.startsDeclaration && !keyword.isModifier { scopes.readsStaticMember = true }
    } else if scopes.readsStaticMember && keyword.startsDeclaration && !keyword.isModifier {
      scopes.readsStaticMember = false
    }
  }

  /// Where the access being recorded stands.
  // Inlined, as `plainReceiver` is: as a call it would copy the whole scanner state.
  @_transparent
  var site: AccessSite {
    if parameterClause.scope == scopes.depth && parenDepth > parameterClause.outerParenDepth {
      return .defaultArgument
    }
    if scopes.isStaticMember || scopes.readsStaticMember { return .static }
    return scopes.isInType ? .instance : .free
  }
}
