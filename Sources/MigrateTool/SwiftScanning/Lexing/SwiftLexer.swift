#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A byte-level Swift lexer that separates code from comments, strings and regex literals.
///
/// It works directly on a buffer of UTF-8 bytes, never builds a `String`, and keeps an explicit
/// stack for string interpolation instead of recursing, so any nesting depth is safe. Malformed
/// input (unterminated comments or strings, binary data) never stops it: every construct ends at
/// the end of the input at the latest, and each call to `next()` consumes at least one byte.
///
/// Everything it carries from one token to the next is `position`, `state` and
/// `interpolations`: a copy of the lexer is a checkpoint to come back to. It knows Swift only;
/// what the audit makes of the tokens is the scanner's business.
///
/// The buffer must stay valid while the lexer is used.
package struct SwiftLexer {
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int
  /// What the next token depends on besides the bytes ahead (as swift-syntax's
  /// `Lexer.Cursor.State`).
  var state = State.code(previous: .startOfFile)
  /// One entry per open interpolation, innermost last: the string to go on with when it closes
  /// (swift-syntax's state stack).
  var interpolations: [Interpolation] = []
  /// `ByteTable.entries`, loaded once rather than once a token (each use of the static checks
  /// that it is initialised); read through `classes(of:)`.
  private let table = ByteTable.entries

  /// The lexer's state between two tokens.
  enum State {
    /// In code. `previous` is the last token that was not a comment: it decides whether a `/`
    /// opens a regex literal (where an operand is expected) or is an operator.
    case code(previous: Token)
    /// Just after the `)` that closed an interpolation: the next token goes on with the
    /// string (more text, another interpolation, or its closing delimiter).
    case inString(StringDelimiter)
  }

  /// A string literal's delimiters.
  struct StringDelimiter {
    var isMultiline: Bool
    var hashCount: Int
  }

  /// An open `\( ... )` inside a string literal.
  struct Interpolation {
    var string: StringDelimiter
    /// Parentheses opened inside the interpolation and not yet closed.
    var parenDepth: Int
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // A UTF-8 byte order mark is not part of the source.
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    position = hasBOM ? 3 : 0
  }

  /// The last token that was not a comment (an end-of-file token before the first one).
  var previous: Token {
    switch state {
    case .code(let previous): return previous
    case .inString: return Token(kind: .literal, start: position, end: position, isLeftBound: true)
    }
  }

  /// Returns the next token, or `.endOfFile` forever once the input is exhausted.
  // Inlined: the scanner's loop calls it once a token.
  @inline(__always)
  mutating func next() -> Token {
    if case .inString(let delimiter) = state {
      let token = scanStringBody(delimiter, start: position)
      state = .code(previous: token)
      return token
    }
    let token = scanToken()
    if token.kind != .comment, case .code = state { state = .code(previous: token) }
    return token
  }

  @inline(__always)
  private mutating func scanToken() -> Token {
    let bytes = self.bytes
    let count = bytes.count
    var isLeftBound = true
    // A local, not the property: the name loop then loads the table's address once, not once
    // a byte.
    let table = self.table
    var index = position
    while index < count {
      let byte = bytes[index]
      let classes = table[Int(byte)]
      if classes.contains(.whitespace) {
        index &+= 1
        isLeftBound = false
        continue
      }
      let start = index
      if classes.contains(.identifierStart) {
        if classes.contains(.unicodeLead) && UnicodeOperator.startsOperator(bytes, at: index) {
          position = index
          return scanOperator(start: index, isLeftBound)
        }
        index &+= 1
        // A name goes on to a byte that cannot continue it or may start an operator (`a≠b`).
        while index < count && table[Int(bytes[index])].contains(.plainIdentifierBody) {
          index &+= 1
        }
        if index < count && table[Int(bytes[index])].contains(.unicodeLead) {
          index = identifierEnd(from: index)
        }
        position = index
        return Token(kind: .identifier, start: start, end: index, isLeftBound: isLeftBound)
      }
      position = index
      return scanPunctuation(byte, start: start, isLeftBound: isLeftBound)
    }
    position = index
    return Token(kind: .endOfFile, start: count, end: count, isLeftBound: isLeftBound)
  }

  mutating func scanPunctuation(_ byte: UInt8, start: Int, isLeftBound: Bool) -> Token {
    func token(_ kind: TokenKind, length: Int = 1) -> Token {
      position = start + length
      return Token(kind: kind, start: start, end: position, isLeftBound: isLeftBound)
    }
    switch byte {
    case UInt8(ascii: "."):
      // A dot followed by an operator character starts an operator (`...`, `.+.`, `.==`).
      if let next = peek(1), next == UInt8(ascii: ".") || classes(of: next).contains(.operator) {
        let dotted = scanOperator(start: start, isLeftBound)
        if dotted.end - dotted.start > 1 { return dotted }
      }
      return token(.dot)
    case UInt8(ascii: "("):
      if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
      return token(.leftParen)
    case UInt8(ascii: ")"):
      if let last = interpolations.last {
        if last.parenDepth == 0 {
          state = .inString(interpolations.removeLast().string)
          position = start + 1
          return Token(
            kind: .interpolationClose, start: start, end: start + 1, isLeftBound: isLeftBound)
        }
        interpolations[interpolations.count - 1].parenDepth -= 1
      }
      return token(.rightParen)
    case UInt8(ascii: "["): return token(.leftBracket)
    case UInt8(ascii: "]"): return token(.rightBracket)
    case UInt8(ascii: "{"): return token(.leftBrace)
    case UInt8(ascii: "}"): return token(.rightBrace)
    case UInt8(ascii: ","): return token(.comma)
    case UInt8(ascii: ":"): return token(.colon)
    case UInt8(ascii: ";"): return token(.semicolon)
    case UInt8(ascii: "@"): return token(.at)
    case UInt8(ascii: "\\"): return token(.backslash)
    case UInt8(ascii: "`"): return scanBacktickedIdentifier(start: start, isLeftBound)
    case UInt8(ascii: "\""), UInt8(ascii: "#"): return scanPoundOrString(start: start, isLeftBound)
    case UInt8(ascii: "/"):
      if peek(1) == UInt8(ascii: "/") { return scanLineComment(start: start, isLeftBound) }
      if peek(1) == UInt8(ascii: "*") { return scanBlockComment(start: start, isLeftBound) }
      return scanOperator(start: start, isLeftBound)
    default:
      if classes(of: byte).contains(.digit) { return scanNumber(start: start, isLeftBound) }
      if classes(of: byte).contains(.operator) { return scanOperator(start: start, isLeftBound) }
      return token(.unknown)
    }
  }

  /// What `byte` is to the lexer.
  @inline(__always)
  func classes(of byte: UInt8) -> ByteTable.Classes { table[Int(byte)] }

  @inline(__always)
  func peek(_ offset: Int) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// Where a name that goes on with a non-ASCII byte at `index` ends: at an operator
  /// character (`a≠b`) or a byte that continues no name.
  private func identifierEnd(from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      let classes = classes(of: bytes[index])
      guard classes.contains(.identifierBody) else { break }
      if classes.contains(.unicodeLead) && UnicodeOperator.startsOperator(bytes, at: index) {
        break
      }
      index += 1
    }
    return index
  }

  mutating func scanBacktickedIdentifier(start: Int, _ isLeftBound: Bool) -> Token {
    var index = start + 1
    while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != 0x0A
      && bytes[index] != 0x0D
    {
      index += 1
    }
    let closed = index < bytes.count && bytes[index] == UInt8(ascii: "`")
    position = closed ? index + 1 : index
    return Token(kind: .identifier, start: start + 1, end: index, isLeftBound: isLeftBound)
  }

  private mutating func scanNumber(start: Int, _ isLeftBound: Bool) -> Token {
    // After a dot, a number is a tuple index: `t.0.1` is `t`, `0`, `1`, with no fraction.
    let isTupleIndex = previous.kind == .dot
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      let byteClasses = classes(of: byte)
      if byteClasses.contains(.unicodeLead) && UnicodeOperator.startsOperator(bytes, at: index) {
        // `1≠x`: an operator ends the number.
        break
      } else if byteClasses.contains(.identifierBody) {
        index += 1
      } else if !isTupleIndex, byte == UInt8(ascii: "."), index + 1 < bytes.count,
        classes(of: bytes[index + 1]).contains(.digit)
      {
        index += 2
      } else {
        break
      }
    }
    position = index
    return Token(kind: .literal, start: start, end: index, isLeftBound: isLeftBound)
  }

  /// An operator, or a regex literal that starts at its first `/` (with the prefix operator
  /// before it, `-/x/`, as one literal token).
  private mutating func scanOperator(start: Int, _ isLeftBound: Bool) -> Token {
    // Only an operator that starts with a dot may contain more dots (`...`, `..<`, `.*`).
    let allowsDots = bytes[start] == UInt8(ascii: ".")
    var slash = bytes[start] == UInt8(ascii: "/") ? start : -1
    var index =
      start + (bytes[start] < 0x80 ? 1 : UnicodeOperator.continuationLength(bytes, at: start))
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 {
        let length = UnicodeOperator.continuationLength(bytes, at: index)
        guard length > 0 else { break }
        index += length
        continue
      }
      if byte == UInt8(ascii: "/") {
        if index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
        {
          break
        }
        if slash < 0 { slash = index }
      }
      guard classes(of: byte).contains(.operator) || (allowsDots && byte == UInt8(ascii: "."))
      else { break }
      index += 1
    }
    if slash >= 0, let end = regexEnd(slash: slash, operatorStart: start, operatorEnd: index) {
      position = end
      return Token(kind: .literal, start: start, end: end, isLeftBound: isLeftBound)
    }
    position = index
    return Token(kind: .operator, start: start, end: index, isLeftBound: isLeftBound)
  }

  /// A `//` comment ends at the line's end: `\n`, or `\r` (alone or before `\n`), as in Swift.
  mutating func scanLineComment(start: Int, _ isLeftBound: Bool) -> Token {
    position = ByteSearch.lineEnd(in: bytes, from: min(start + 2, bytes.count))
    return Token(kind: .comment, start: start, end: position, isLeftBound: isLeftBound)
  }

  /// Nested block comments keep a depth counter, not a call stack.
  mutating func scanBlockComment(start: Int, _ isLeftBound: Bool) -> Token {
    var depth = 1
    var index = start + 2
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
        index += 2
        depth -= 1
        if depth == 0 { break }
      } else if byte == UInt8(ascii: "/"), index + 1 < count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        index += 2
        depth += 1
      } else {
        index += 1
      }
    }
    position = min(index, count)
    return Token(kind: .comment, start: start, end: position, isLeftBound: isLeftBound)
  }
}
