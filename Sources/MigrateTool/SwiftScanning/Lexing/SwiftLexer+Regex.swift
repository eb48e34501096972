/// Bare regex literals (`/.../`): whether a `/` in an operator opens one, decided as the
/// compiler's lexer decides (swift-syntax's `Lexer.Cursor.tryScanOperatorAsRegexLiteral` and
/// `RegexLiteralLexer`), and where it ends.
///
/// The first `/` of an operator (`/`, `-/`, `!/`) is tried, never a later one. An operator that
/// is left-bound (`x/2`, `a!/b`) is division; one after `func` or `operator` is a name. A `/`
/// whose operator is bound on its right only (`/x/`, `-/x/`, a regex starting a line) is a regex
/// if its body lexes as one, whatever the token before; one bound on neither side (`a / b`) is a
/// regex only where an operand is expected (`= / x/`), and then leniently.
extension SwiftLexer {
  /// Where the regex literal that starts at the `/` at `slash` ends, or nil when that `/` is an
  /// operator character. `operatorStart..<operatorEnd` is the operator the `/` is in.
  func regexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
    if isLeftBound(operatorStart) { return nil }
    let keyword = previousKeyword
    if keyword == .func || keyword == .operator { return nil }
    // The compiler's operator goes on through a `//` or `/*`; the comment is split off later.
    var end = operatorEnd
    let allowsDots = bytes[operatorStart] == UInt8(ascii: ".")
    while end < bytes.count
      && (classes(of: bytes[end]).contains(.operator)
        || (allowsDots && bytes[end] == UInt8(ascii: ".")))
    {
      end += 1
    }
    var mustBeRegex = false
    if !isRightBound(end, isLeftBound: false) {
      if followsTryWithMark {
        // `try? / x/`: `try?` cannot stand before a binary operator.
        mustBeRegex = true
      } else {
        guard isOperandExpected(keyword) else { return nil }
        switch previous.kind {
        case .leftParen, .leftBracket, .comma, .colon, .interpolationOpen: break
        default: mustBeRegex = true
        }
      }
    }
    return regexBodyEnd(slash: slash, mustBeRegex: mustBeRegex)
  }

  /// Where the body that follows the opening `/` at `slash` ends with its closing `/`. With
  /// `mustBeRegex` (a `/` that cannot be an operator), a body that starts or ends with a space
  /// or has an unbalanced `)` is still a regex, and an unterminated one ends at its line's end.
  private func regexBodyEnd(slash: Int, mustBeRegex: Bool) -> Int? {
    let count = bytes.count
    if slash > 0 && bytes[slash - 1] == UInt8(ascii: "*") { return nil }
    var index = slash + 1
    if index < count {
      let first = bytes[index]
      if first == UInt8(ascii: "*") || first == UInt8(ascii: "/") { return nil }
      if ByteTable.isHorizontalSpace(first) && !mustBeRegex { return nil }
    }
    var groupDepth = 0
    var classDepth = 0
    var lastSpace = -1
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/"):
        // Inside a class too: `/[/]/` is `/[/` and `]/`.
        let after = index + 1 < count ? bytes[index + 1] : 0
        if after == UInt8(ascii: "/") || after == UInt8(ascii: "*") {
          return mustBeRegex ? index : nil
        }
        if lastSpace == index - 1 && !mustBeRegex { return nil }
        return index + 1
      case 0x0A, 0x0D:
        return mustBeRegex ? index : nil
      case UInt8(ascii: "\\"):
        index += 1
        if index < count && (bytes[index] == 0x0A || bytes[index] == 0x0D) {
          return mustBeRegex ? index : nil
        }
      case UInt8(ascii: "(") where classDepth == 0:
        groupDepth += 1
      case UInt8(ascii: ")") where classDepth == 0:
        if groupDepth > 0 {
          groupDepth -= 1
        } else if !mustBeRegex {
          return nil
        }
      case UInt8(ascii: "["):
        classDepth += 1
      case UInt8(ascii: "]"):
        if classDepth > 0 { classDepth -= 1 }
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        lastSpace = index
      default:
        break
      }
      index += 1
    }
    return mustBeRegex ? count : nil
  }

  /// The keyword the previous token is, as the compiler's lexer classifies words (a backticked
  /// name is none).
  private var previousKeyword: Keyword? {
    let token = previous
    guard token.kind == .identifier,
      token.start == 0 || bytes[token.start - 1] != UInt8(ascii: "`")
    else { return nil }
    guard let keyword = Keyword.spellingTable.keyword(bytes, token.start, token.end),
      keyword.isLexerClassified
    else { return nil }
    return keyword
  }

  /// Whether the previous token leaves an operand expected (swift-syntax's
  /// `isInRegexLiteralPosition`).
  private func isOperandExpected(_ keyword: Keyword?) -> Bool {
    let token = previous
    switch token.kind {
    case .endOfFile, .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon,
      .interpolationOpen, .unknown:
      return true
    case .identifier:
      guard let keyword else { return false }
      return !keyword.isExpression
    case .poundWord:
      return ConditionalDirective(bytes, token) != nil
    case .operator:
      let length = token.end - token.start
      let first = bytes[token.start]
      if length == 2 && first == UInt8(ascii: "-") && bytes[token.start + 1] == UInt8(ascii: ">") {
        return false
      }
      if length == 1 && first == UInt8(ascii: "=") { return true }
      let leftBound = isLeftBound(token.start)
      // A left-bound `?` or `!` is postfix; any other operator bound on its left only too.
      if length == 1 && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) {
        return !leftBound
      }
      return !(leftBound && !isRightBound(token.end, isLeftBound: true))
    default:
      return false
    }
  }

  /// Whether the previous token is the `?` or `!` of `try?` or `try!`.
  private var followsTryWithMark: Bool {
    let token = previous
    guard token.kind == .operator, token.end - token.start == 1,
      bytes[token.start] == UInt8(ascii: "?") || bytes[token.start] == UInt8(ascii: "!"),
      token.start >= 3, Keyword.spellingTable.keyword(bytes, token.start - 3, token.start) == .try
    else { return false }
    return token.start == 3 || !classes(of: bytes[token.start - 4]).contains(.identifierBody)
  }

  /// Whether the operator starting at `index` is bound on its left, as the compiler decides:
  /// not after whitespace, an opening bracket, `,`, `;`, `:` or a block comment's end.
  private func isLeftBound(_ index: Int) -> Bool {
    guard index > 0 else { return false }
    switch bytes[index - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "/"):
      return !(index >= 2 && bytes[index - 2] == UInt8(ascii: "*"))
    case 0xA0:
      return !(index >= 2 && bytes[index - 2] == 0xC2)
    default:
      return true
    }
  }

  /// Whether the operator ending at `index` is bound on its right, as the compiler decides.
  private func isRightBound(_ index: Int, isLeftBound: Bool) -> Bool {
    guard index < bytes.count else { return false }
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    switch bytes[index] {
    case 0x20, 0x0D, 0x0A, 0x09, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "."):
      return !isLeftBound
    case UInt8(ascii: "/"):
      return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
    case 0xC2:
      return next != 0xA0
    default:
      return true
    }
  }
}
