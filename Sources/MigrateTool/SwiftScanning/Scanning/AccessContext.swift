/// What the tokens around a member access say about it beyond its receiver chain: whether it is
/// a key path's component or a type's name (never a finding), and whether the token before its
/// dot ends an expression or a statement.
struct AccessContext {
  /// A position in the scopes and brackets: the scope depth and the bracket depth in it.
  struct Level: Equatable {
    var scope: Int
    var bracket: Int
  }

  /// The open key paths (`\Foo.a?.b[0].c`), innermost last, each with the level where its
  /// components go on; the code in its subscripts is a level deeper.
  var keyPaths: [Level] = []
  /// The next name starts a type: after `->`, `as`, `as?`, `as!`, `is`, or a binding's `:`.
  var expectsType = false
  /// Where the last type read ahead (`TypeGrammar`) ends: a member name before it is a type's.
  var typeEnd = -1
  /// The level of a declaration's signature being read (`func`, `init`, `subscript`, a type's
  /// or extension's header, `typealias`, `associatedtype`), where `<` opens generic parameters
  /// and `where` a generic where clause.
  var signature: Level?
  /// The level of a generic where clause being read: a type follows its `where`, `,`, `:`, `==`.
  var whereClause: Level?
  /// The level of a `typealias` or `associatedtype` being read: a type follows its `=` or `:`.
  var typeAlias: Level?
  /// The level of an enum's `case` being read: a name there may be followed by its payload type.
  var enumCase: Level?
  /// Where a binding's name starts (`let x`), which a `:` right after it annotates with a type.
  var bindingName = -1
  /// The level where a statement or declaration keyword (`if`, `for`, `func`, ...) waits for
  /// its body's `{`.
  var pendingBody: Level?
  /// The level where `func`, `init` or `subscript` waits for its parameter clause's `(`.
  var pendingParameters: Level?
  /// The bracket depth inside the parameter clause being read (a `:` there is followed by a
  /// type), or -1.
  var parameterDepth = -1
  /// Where the `}` that closed the last statement or declaration body stands: a dot after it
  /// starts an implicit member (`if x {\n}\n.shared`), unlike one after a closure's `}`.
  var statementEnd = -1
  /// The level where an `if`, `while`, `guard`, `for` or `switch` waits for its body.
  var conditionBody: Level?
  /// Where the `}` of the last body that may have been a trailing closure in a condition
  /// stands (`if x.map { $0 }.shared {}`): a `.` after it on its line makes it one.
  var trailingClosureEnd = -1
  /// Where the line of the last `#if` or `#elseif` ends: its condition is not part of the code
  /// around it (`x\n#if DEBUG\n.shared\n#endif` is a member of `x`, not of `DEBUG`).
  var conditionEnd = -1

  /// A declaration keyword at `level`: it may open a signature, a type alias or an enum case,
  /// and ends those before it.
  mutating func declaration(_ keyword: Keyword, at level: Level, inTypeBody: Bool) {
    switch keyword {
    case .func, .initializer, .subscript, .struct, .class, .enum, .actor, .extension, .protocol:
      signature = level
    case .typealias, .associatedtype:
      signature = level
      typeAlias = level
      return
    default:
      // `let`, `var`, `import`, `case`, a modifier: no generic parameters follow.
      signature = nil
    }
    typeAlias = nil
    whereClause = nil
    enumCase = keyword == .case && inTypeBody ? level : nil
  }

  /// A `{`, `}` or `;`: a signature, where clause, type alias or enum case being read ends.
  mutating func endSignature() {
    signature = nil
    whereClause = nil
    typeAlias = nil
    enumCase = nil
  }

  /// Whether a dot right after `token` is a key path's next component (the key path is at
  /// `level`): a dot, a name after a dot or `\`, a postfix `?` or `!`, or a subscript's `[`.
  static func continuesKeyPath(
    _ token: Token, after previous: Token, bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    switch token.kind {
    case .dot: return true
    case .identifier: return previous.kind == .dot || previous.kind == .backslash
    case .leftBracket: return token.isLeftBound
    case .operator: return token.isLeftBound && isPostfixOptional(token, bytes)
    default: return false
    }
  }

  /// Whether `token` is a lone `?` or `!`.
  static func isPostfixOptional(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    token.end - token.start == 1
      && (bytes[token.start] == UInt8(ascii: "?") || bytes[token.start] == UInt8(ascii: "!"))
  }

  /// Whether `token` is `->`.
  static func isArrow(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    token.end - token.start == 2 && bytes[token.start] == UInt8(ascii: "-")
      && bytes[token.start + 1] == UInt8(ascii: ">")
  }
}
