/// The braces the scanner is inside, and the type or extension header being read.
///
/// Roles and declarations depend on the enclosing scope: a body of a type conforming to
/// `DependencyKey` makes accesses bridges; the innermost type names a singleton declaration.
struct ScopeTracker {
  /// One open `{`.
  struct Scope {
    enum Kind { case type, `protocol`, other }
    var kind: Kind
    /// The innermost enclosing type, as an index into `typeNames`; -1 outside any type. (An
    /// index, not the name: a scope is then plain data, opened and closed with no reference
    /// counting.)
    var typeName: Int
    /// Inside a type or extension conforming to `DependencyKey` or `TestDependencyKey`.
    var isBridge: Bool
    /// The bracket depth outside the `{`, restored at its `}`: brackets are counted per brace
    /// level, so a block's own (unbalanced) brackets never leak out of it.
    var outerParenDepth = 0
    /// The body of a statement or declaration, not a closure: its `}` ends a statement.
    var isStatementBody = false
    /// Taken for the body of an `if`, `while`, `guard`, `for` or `switch`, but a trailing
    /// closure if a `.` follows its `}` on the same line (`if x.map { $0 }.y {}`).
    var mayBeTrailingClosure = false
    /// Inside the body of a `static` or `class` member (not in a type nested in it).
    var isStaticMember = false
    /// The member declaration being read directly in this scope is `static` or `class`.
    var readsStaticMember = false
  }

  /// A `struct`/`class`/`enum`/`actor`/`extension`/`protocol` header before its `{`.
  struct Header {
    var kind: Scope.Kind
    var isExtension: Bool
    /// Set for `class`, which may still turn out to be a modifier (`class var shared`).
    var mayBeModifier: Bool
    /// The name read so far; an extension's may be qualified (`A.B`).
    var name = ""
    /// Waiting for the (next part of the) name.
    var awaitsName = true
    var conforms = false
  }

  /// The state saved at `#if`, restored at `#elseif`/`#else` so every branch starts alike.
  struct Snapshot {
    var scopes: [Scope]
    var header: Header?
  }

  var scopes: [Scope] = []
  /// The qualified names (`Outer.Inner`) of the types opened so far, which scopes refer to.
  private var typeNames: [String] = []
  var header: Header?
  var conditionals: [Snapshot] = []

  init() {
    // Room for the nesting and the types most files have, so that each list is allocated once
    // per file, not grown a few entries at a time.
    scopes.reserveCapacity(16)
    typeNames.reserveCapacity(4)
  }

  var depth: Int { scopes.count }
  var isBridge: Bool { scopes.last?.isBridge ?? false }
  /// The innermost enclosing type, qualified (`Outer.Inner`); nil outside any type.
  var typeName: String? {
    guard let index = scopes.last?.typeName, index >= 0 else { return nil }
    return typeNames[index]
  }
  var isTypeBody: Bool { scopes.last?.kind == .type }
  /// Inside a type's or extension's body, at any depth.
  var isInType: Bool { (scopes.last?.typeName ?? -1) >= 0 }
  /// Inside the body of a `static` or `class` member.
  var isStaticMember: Bool { scopes.last?.isStaticMember ?? false }
  /// The member declaration being read in the innermost scope is `static` or `class` (its
  /// initializer, or its body's `{` next); kept in the scope, so that `#if` branches and
  /// closing braces restore it with the scope.
  var readsStaticMember: Bool {
    get { scopes.last?.readsStaticMember ?? false }
    set {
      guard !scopes.isEmpty else { return }
      scopes[scopes.count - 1].readsStaticMember = newValue
    }
  }
  var isProtocolBody: Bool { scopes.last?.kind == .protocol }

  mutating func beginHeader(_ keyword: Keyword) {
    // `protocol P: class` and `where Self: ...` must not restart a header being read.
    if let header, !header.awaitsName { return }
    switch keyword {
    case .protocol: header = Header(kind: .protocol, isExtension: false, mayBeModifier: false)
    case .extension: header = Header(kind: .type, isExtension: true, mayBeModifier: false)
    case .class: header = Header(kind: .type, isExtension: false, mayBeModifier: true)
    default: header = Header(kind: .type, isExtension: false, mayBeModifier: false)
    }
  }

  /// Feeds an identifier to the header being read. Returns false when a `class` header turned
  /// out to be a modifier, so the caller treats `class` like `static`.
  /// `isMemberName`: the name follows a dot (`Module.DependencyKey` is not taken for the key).
  mutating func headerIdentifier(
    _ name: UnsafeBufferPointer<UInt8>, keyword: Keyword?, isMemberName: Bool
  ) -> Bool {
    // The header is changed in place: a copy taken out and put back would copy its name too.
    guard let awaitsName = header?.awaitsName else { return true }
    if awaitsName {
      if header?.mayBeModifier == true, let keyword, keyword.startsDeclaration {
        header = nil
        return false
      }
      header?.name += String(decoding: name, as: UTF8.self)
      header?.awaitsName = false
    } else if !isMemberName && AuditWord.isKeyProtocol(name, 0..<name.count) {
      header?.conforms = true
    }
    return true
  }

  /// A `.` right after an extension's name continues it (`extension A.B`).
  mutating func headerDot(follows previous: TokenKind) {
    guard header?.isExtension == true, header?.awaitsName == false, previous == .identifier
    else { return }
    header?.name += "."
    header?.awaitsName = true
  }

  /// Any token other than an identifier, `.`, `{` cancels a header still waiting for its name.
  mutating func headerOther() {
    if header?.awaitsName == true { header = nil }
  }

  /// A `{`, with the bracket depth outside it; `isStatementBody` when a statement keyword
  /// waits for it (a type's body always is one); `opensStaticMember` when it belongs to a
  /// `static` or `class` member.
  mutating func open(
    outerParenDepth: Int, isStatementBody: Bool, mayBeTrailingClosure: Bool = false,
    opensStaticMember: Bool = false
  ) {
    let parent = scopes.last
    guard let current = header, !current.awaitsName else {
      header = nil
      scopes.append(
        Scope(
          kind: .other, typeName: parent?.typeName ?? -1, isBridge: parent?.isBridge ?? false,
          outerParenDepth: outerParenDepth, isStatementBody: isStatementBody,
          mayBeTrailingClosure: mayBeTrailingClosure,
          isStaticMember: opensStaticMember || (parent?.isStaticMember ?? false)))
      return
    }
    header = nil
    let name = current.name
    if !current.isExtension, let outer = parent?.typeName, outer >= 0 {
      typeNames.append(typeNames[outer] + "." + name)
    } else {
      typeNames.append(name)
    }
    scopes.append(
      Scope(
        kind: current.kind, typeName: typeNames.count - 1,
        isBridge: current.conforms || (parent?.isBridge ?? false),
        outerParenDepth: outerParenDepth, isStatementBody: true))
  }

  /// A `}`; returns the scope it closes (nil when none is open).
  mutating func close() -> Scope? {
    header = nil
    return scopes.popLast()
  }

  mutating func cancelHeader() { header = nil }

  /// `#if`, `#elseif`, `#else`, `#endif`: all branches are scanned from the same state.
  mutating func conditional(_ directive: ConditionalDirective) {
    switch directive {
    case .if:
      conditionals.append(Snapshot(scopes: scopes, header: header))
    case .elseif, .else:
      if let saved = conditionals.last {
        scopes = saved.scopes
        header = saved.header
      }
    case .endif:
      if !conditionals.isEmpty { conditionals.removeLast() }
    }
  }
}
