#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Swift's type grammar, read ahead of the scanner on a copy of its lexer: where a type that
/// starts at a token ends, so that no name inside it is taken for a member access
/// (`[A.x: (B.x) -> C<D.x>?]` is one type).
///
/// The rules are the compiler's lookahead ones (swift-syntax's `canParseType`,
/// `canParseAsGenericArgumentList` and `canParseClosureSignature`, in `Types.swift` and
/// `Expressions.swift`), written again on this lexer's tokens. An operator the lexer keeps
/// whole (`>?`, `>>`) is split as the compiler's parser splits it.
struct TypeGrammar {
  private var lexer: SwiftLexer
  private var token: Token
  /// Where the last token read (or the part of an operator split off) ends.
  private var consumedEnd: Int
  /// How many more tokens one reading may take: a type is short, and a bound keeps the scan
  /// linear on input built to look like an endless one (`a<b, a<b, ...`).
  private var budget = 512
  /// How deeply types nest in the one being read; bounded for the same reason.
  private var depth = 0

  private init(bytes: UnsafeBufferPointer<UInt8>, at token: Token) {
    lexer = SwiftLexer(bytes: bytes)
    lexer.position = token.end
    lexer.state = .code(previous: token)
    self.token = token
    consumedEnd = token.start
  }

  /// Where the type that starts at `token` ends, or nil when no type starts there.
  static func typeEnd(_ bytes: UnsafeBufferPointer<UInt8>, at token: Token) -> Int? {
    if let end = plainTypeEnd(bytes, at: token) { return end }
    var reader = TypeGrammar(bytes: bytes, at: token)
    return reader.type() && reader.budget > 0 ? reader.consumedEnd : nil
  }

  /// The end of the types most code writes, read from the bytes: a capitalized ASCII name, maybe
  /// in brackets, maybe optional (`Int`, `[Item]?`), before a byte that no type goes on with
  /// (`,`, `)`, `=`, a line's end); nil for any other type, which the grammar reads.
  private static func plainTypeEnd(_ bytes: UnsafeBufferPointer<UInt8>, at token: Token) -> Int? {
    let count = bytes.count
    var index = token.start
    let isArray = token.kind == .leftBracket
    if isArray {
      index += 1
    } else if token.kind != .identifier {
      return nil
    }
    guard index < count, bytes[index] &- UInt8(ascii: "A") < 26 else { return nil }
    index += 1
    // The table once, not per byte: each read of a global checks that it is initialized.
    let table = ByteTable.entries
    while index < count && bytes[index] < 0x80 && table[Int(bytes[index])].contains(.identifierBody)
    {
      index += 1
    }
    if isArray {
      guard index < count, bytes[index] == UInt8(ascii: "]") else { return nil }
      index += 1
    }
    while index < count && (bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!"))
    {
      index += 1
    }
    let end = index
    while index < count && ByteTable.isHorizontalSpace(bytes[index]) { index += 1 }
    guard index < count else { return end }
    switch bytes[index] {
    case UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="):
      return end
    case 0x0A, 0x0D:
      // A type goes on with a `.` on the next line.
      while index < count && ByteTable.entries[Int(bytes[index])].contains(.whitespace) {
        index += 1
      }
      let next = index < count ? bytes[index] : 0
      return next == UInt8(ascii: ".") || next == UInt8(ascii: "/") ? nil : end
    default:
      return nil
    }
  }

  /// Where the inline array type that starts at the `[` of `token` in an expression ends
  /// (`[3 of A.x]()`), or nil when that `[` opens a collection literal or a subscript: the
  /// compiler takes `[` as a type when a type (or an integer) and `of` follow on its line.
  static func inlineArrayTypeEnd(_ bytes: UnsafeBufferPointer<UInt8>, at token: Token) -> Int? {
    guard mayOpenInlineArray(bytes, at: token.start) else { return nil }
    var reader = TypeGrammar(bytes: bytes, at: token)
    reader.advance()
    guard reader.inlineArrayBody(), reader.budget > 0 else { return nil }
    return reader.consumedEnd
  }

  /// False for the brackets most code writes, read from the bytes: a subscript or a literal whose
  /// first element is a name or a number that a `]`, `,`, `:`, `(` or `)` ends (`cache[key]`,
  /// `[1, 2]`, `[a: b]`), or that starts with what starts no type (`[.a]`, `["a"]`, `[]`).
  private static func mayOpenInlineArray(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int)
    -> Bool
  {
    let count = bytes.count
    var index = start + 1
    while index < count && ByteTable.isHorizontalSpace(bytes[index]) { index += 1 }
    guard index < count else { return false }
    switch bytes[index] {
    case UInt8(ascii: "]"), UInt8(ascii: "."), UInt8(ascii: "\""), UInt8(ascii: "$"),
      UInt8(ascii: "&"), UInt8(ascii: "\\"):
      return false
    default:
      break
    }
    let table = ByteTable.entries
    guard bytes[index] < 0x80 && table[Int(bytes[index])].contains(.identifierBody) else {
      return true
    }
    while index < count && bytes[index] < 0x80 && table[Int(bytes[index])].contains(.identifierBody)
    {
      index += 1
    }
    while index < count && ByteTable.isHorizontalSpace(bytes[index]) { index += 1 }
    guard index < count else { return false }
    switch bytes[index] {
    case UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "("),
      UInt8(ascii: ")"):
      return false
    default:
      return true
    }
  }

  /// Where the generic argument list that starts at the `<` of `token` ends (`Foo<A.x>()`), or
  /// nil when that `<` is an operator (`a < b`).
  static func genericArgumentsEnd(_ bytes: UnsafeBufferPointer<UInt8>, at token: Token) -> Int? {
    var reader = TypeGrammar(bytes: bytes, at: token)
    guard !reader.atOperatorPrefix("<>"), reader.genericArguments(),
      reader.isGenericTypeDisambiguating, reader.budget > 0
    else { return nil }
    return reader.consumedEnd
  }

  /// Where the generic parameter clause that starts at the `<` of `token` ends (`func f<T: A.x,
  /// each U>`), or nil when there is none.
  static func genericParametersEnd(_ bytes: UnsafeBufferPointer<UInt8>, at token: Token) -> Int? {
    var reader = TypeGrammar(bytes: bytes, at: token)
    guard reader.consumeOperatorPrefix(UInt8(ascii: "<")) else { return nil }
    repeat {
      if reader.atWord("each") || reader.atWord("let") { reader.advance() }
      guard reader.consume(.identifier) else { return nil }
      if reader.consume(.colon) {
        guard reader.type() else { return nil }
      }
    } while reader.consume(.comma) && !reader.atOperatorPrefix(">")
    guard reader.consumeOperatorPrefix(UInt8(ascii: ">")), reader.budget > 0 else { return nil }
    return reader.consumedEnd
  }

  /// Whether the `(` of `token`, right after a closure's `{`, opens the closure's parameter
  /// clause (`{ (x: A) -> B in`) rather than an expression (`{ (a).x }`).
  static func opensClosureParameters(_ bytes: UnsafeBufferPointer<UInt8>, at token: Token)
    -> Bool
  {
    var reader = TypeGrammar(bytes: bytes, at: token)
    guard reader.skipParentheses() else { return false }
    reader.effects()
    if reader.atOperator("->") {
      reader.advance()
      guard reader.type() else { return false }
    }
    return reader.atWord("in") && reader.budget > 0
  }

  // MARK: Tokens

  private var bytes: UnsafeBufferPointer<UInt8> { lexer.bytes }

  private mutating func advance() {
    consumedEnd = token.end
    budget -= 1
    guard budget > 0 else {
      token = Token(kind: .endOfFile, start: consumedEnd, end: consumedEnd, isLeftBound: true)
      return
    }
    repeat { token = lexer.next() } while token.kind == .comment || token.kind == .unknown
  }

  @discardableResult
  private mutating func consume(_ kind: TokenKind) -> Bool {
    guard token.kind == kind else { return false }
    advance()
    return true
  }

  /// Takes `byte` off the front of an operator (`>` of `>>` or `>?`).
  private mutating func consumeOperatorPrefix(_ byte: UInt8) -> Bool {
    guard token.kind == .operator, bytes[token.start] == byte else { return false }
    if token.end - token.start == 1 {
      advance()
    } else {
      token.start += 1
      token.isLeftBound = true
      consumedEnd = token.start
    }
    return true
  }

  private func atOperator(_ spelling: StaticString) -> Bool {
    token.kind == .operator && token.end - token.start == spelling.utf8CodeUnitCount
      && memcmp(bytes.baseAddress! + token.start, spelling.utf8Start, token.end - token.start)
        == 0
  }

  private func atOperatorPrefix(_ spelling: StaticString) -> Bool {
    token.kind == .operator && token.end - token.start >= spelling.utf8CodeUnitCount
      && memcmp(bytes.baseAddress! + token.start, spelling.utf8Start, spelling.utf8CodeUnitCount)
        == 0
  }

  /// Whether the token is the word `word`, unescaped.
  private func atWord(_ word: StaticString) -> Bool {
    token.kind == .identifier && token.end - token.start == word.utf8CodeUnitCount
      && (token.start == 0 || bytes[token.start - 1] != UInt8(ascii: "`"))
      && memcmp(bytes.baseAddress! + token.start, word.utf8Start, word.utf8CodeUnitCount) == 0
  }

  /// The keyword the token is, as the compiler's lexer classifies words.
  private var lexerKeyword: Keyword? {
    guard token.kind == .identifier,
      token.start == 0 || bytes[token.start - 1] != UInt8(ascii: "`"),
      let keyword = Keyword.spellingTable.keyword(bytes, token.start, token.end),
      keyword.isLexerClassified
    else { return nil }
    return keyword
  }

  /// Whether a line break stands between the last token read and this one.
  private var isAtStartOfLine: Bool {
    var index = consumedEnd
    while index < token.start {
      if bytes[index] == 0x0A || bytes[index] == 0x0D { return true }
      index += 1
    }
    return false
  }

  // MARK: Grammar

  private mutating func type() -> Bool {
    guard depth < 32 else { return false }
    depth += 1
    defer { depth -= 1 }
    if atWord("repeat") { advance() }
    guard typeScalar() else { return false }
    if atOperatorPrefix("...") { advance() }
    return true
  }

  private mutating func typeScalar() -> Bool {
    attributes()
    guard simpleOrComposition() else { return false }
    if atOperator("->") {
      advance()
      return type()
    }
    guard token.kind == .identifier else { return true }
    // `async`, `throws`: a function type only if an arrow follows.
    var arrow = self
    arrow.effects()
    guard arrow.atOperator("->") else { return true }
    arrow.advance()
    self = arrow
    return type()
  }

  /// Specifiers (`inout`, `borrowing`, `sending`, ...) and attributes (`@escaping`,
  /// `@convention(c)`).
  private mutating func attributes() {
    while atSpecifier { advance() }
    while token.kind == .at {
      advance()
      guard token.kind == .identifier else { return }
      advance()
      if token.kind == .leftParen && token.isLeftBound { _ = skipParentheses() }
    }
  }

  private var atSpecifier: Bool {
    guard token.kind == .identifier else { return false }
    return atWord("inout") || atWord("borrowing") || atWord("consuming") || atWord("__owned")
      || atWord("__shared") || atWord("isolated") || atWord("sending") || atWord("_const")
  }

  private mutating func simpleOrComposition() -> Bool {
    if atWord("some") || atWord("any") || atWord("each") { advance() }
    guard simpleType() else { return false }
    while atOperator("&") {
      advance()
      guard simpleType() else { return false }
    }
    return true
  }

  private mutating func simpleType() -> Bool {
    switch token.kind {
    case .identifier where atWord("_"):
      advance()
    case .identifier:
      guard typeIdentifier(allowsKeyword: false) else { return false }
    case .operator:
      // `~Copyable`
      guard consumeOperatorPrefix(UInt8(ascii: "~")), typeIdentifier(allowsKeyword: false)
      else { return false }
    case .leftParen:
      advance()
      guard tupleBody() else { return false }
    case .leftBracket:
      advance()
      guard collectionBody() else { return false }
    default:
      return false
    }
    while true {
      if token.kind == .dot {
        advance()
        if atWord("Type") || atWord("Protocol") {
          advance()
          continue
        }
        guard typeIdentifier(allowsKeyword: true) else { return false }
        continue
      }
      if token.kind == .operator && token.isLeftBound
        && (consumeOperatorPrefix(UInt8(ascii: "?")) || consumeOperatorPrefix(UInt8(ascii: "!")))
      {
        continue
      }
      return true
    }
  }

  private mutating func typeIdentifier(allowsKeyword: Bool) -> Bool {
    guard token.kind == .identifier else { return false }
    if !allowsKeyword, let keyword = lexerKeyword, keyword != .Self, keyword != .Any {
      return false
    }
    advance()
    if atOperatorPrefix("<") { return genericArguments() }
    return true
  }

  private mutating func genericArguments() -> Bool {
    guard consumeOperatorPrefix(UInt8(ascii: "<")) else { return false }
    if !atOperatorPrefix(">") {
      repeat {
        guard genericArgument() else { return false }
      } while consume(.comma) && !atOperatorPrefix(">")
    }
    return consumeOperatorPrefix(UInt8(ascii: ">"))
  }

  /// A type or an integer (`InlineArray<3, Int>`).
  private mutating func genericArgument() -> Bool {
    integerValue() || type()
  }

  /// An integer where a type may stand (`3`, `-1`): a generic argument, an inline array's count.
  private mutating func integerValue() -> Bool {
    if atOperator("-") {
      var negative = self
      negative.advance()
      if negative.token.kind == .literal {
        negative.advance()
        self = negative
        return true
      }
    }
    guard token.kind == .literal && ByteTable.isDigit(bytes[token.start]) else { return false }
    advance()
    return true
  }

  /// After `[`: an array, a dictionary or an inline array (`[3 of Int]`) type.
  private mutating func collectionBody() -> Bool {
    var inline = self
    if inline.inlineArrayBody() {
      self = inline
      return true
    }
    guard type() else { return false }
    if consume(.colon) {
      guard type() else { return false }
    }
    return consume(.rightBracket)
  }

  private mutating func inlineArrayBody() -> Bool {
    guard integerValue() || typeScalar() else { return false }
    guard atWord("of"), !isAtStartOfLine else { return false }
    advance()
    guard genericArgument() else { return false }
    return consume(.rightBracket)
  }

  /// After `(`: a tuple's or a function's parameter types, with optional labels.
  private mutating func tupleBody() -> Bool {
    if token.kind == .rightParen || token.kind == .rightBrace || atOperatorPrefix("...")
      || (!atWord("inout") && startsDeclaration)
    {
      return consume(.rightParen)
    }
    repeat {
      if atWord("inout") { advance() }
      if startsLabel {
        advance()
        if token.kind == .identifier { advance() }
        guard consume(.colon), type() else { return false }
        if atOperator("=") {
          // Not allowed, but the compiler's lookahead skips a default value.
          while token.kind != .endOfFile && token.kind != .rightParen
            && token.kind != .rightBrace && token.kind != .comma
          {
            guard skipSingle() else { return false }
          }
        }
        continue
      }
      guard type() else { return false }
      if atOperatorPrefix("...") { advance() }
    } while consume(.comma) && token.kind != .rightParen
    return consume(.rightParen)
  }

  /// Whether a tuple element starts with a label (`a: T`, `_ a: T`).
  private var startsLabel: Bool {
    guard token.kind == .identifier, !atWord("inout") else { return false }
    var look = self
    look.advance()
    if look.token.kind == .colon { return true }
    guard look.token.kind == .identifier else { return false }
    look.advance()
    return look.token.kind == .colon
  }

  private var startsDeclaration: Bool {
    guard let keyword = lexerKeyword else { return false }
    return keyword.startsDeclaration
  }

  /// `async`, `throws`, `throws(E)`, `rethrows` before a function type's `->`.
  private mutating func effects() {
    while atWord("async") || atWord("await") || atWord("reasync") || atWord("rethrows")
      || atWord("throws") || atWord("try")
    {
      let isThrows = atWord("throws")
      advance()
      if isThrows && token.kind == .leftParen && !isAtStartOfLine {
        advance()
        _ = type()
        _ = consume(.rightParen)
      }
    }
  }

  /// The tokens after a generic argument list that make it one (swift-syntax's
  /// `isGenericTypeDisambiguatingToken`).
  private var isGenericTypeDisambiguating: Bool {
    switch token.kind {
    case .rightParen, .rightBracket, .leftBrace, .rightBrace, .dot, .comma, .semicolon,
      .endOfFile, .colon, .interpolationClose:
      return true
    case .operator:
      if atOperator("&") { return true }
      // A postfix `?` or `!`.
      let first = bytes[token.start]
      return token.isLeftBound && token.end - token.start == 1
        && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!"))
    case .leftParen, .leftBracket:
      return !isAtStartOfLine
    default:
      return false
    }
  }

  /// Skips one token, or a whole bracketed group.
  private mutating func skipSingle() -> Bool {
    switch token.kind {
    case .leftParen: return skipParentheses()
    case .leftBracket, .leftBrace:
      guard depth < 32 else { return false }
      depth += 1
      defer { depth -= 1 }
      let close: TokenKind = token.kind == .leftBracket ? .rightBracket : .rightBrace
      advance()
      while token.kind != close {
        guard token.kind != .endOfFile, skipSingle() else { return false }
      }
      advance()
      return true
    default:
      advance()
      return true
    }
  }

  /// From a `(`, past its matching `)`.
  private mutating func skipParentheses() -> Bool {
    guard depth < 32, consume(.leftParen) else { return false }
    depth += 1
    defer { depth -= 1 }
    while token.kind != .rightParen {
      guard token.kind != .endOfFile, token.kind != .interpolationClose, skipSingle()
      else { return false }
    }
    advance()
    return true
  }
}
