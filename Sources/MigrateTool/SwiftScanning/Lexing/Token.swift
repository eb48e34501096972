/// What a token is, as far as the audit needs to know.
///
/// The lexer is deliberately coarse: it only separates code from text that is not code (comments,
/// string and regex literals) and keeps the punctuation that decides how a member access reads.
package enum TokenKind: UInt8, Sendable {
  /// A name, keyword, `$0`, or backticked identifier (its range excludes the backticks).
  case identifier
  /// A `#` word such as `#if`, `#endif`, `#selector` (its range includes the `#`).
  case poundWord
  /// A single `.` that is a member access, not part of an operator like `...`.
  case dot
  /// Any other operator, including `=`, `?`, `!`, `...`, `..<`.
  case `operator`
  case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
  case comma, colon, semicolon
  /// `\` outside a string: the start of a key path.
  case backslash
  /// `@` before an attribute name.
  case at
  /// A number, or a whole string or regex literal (of a string with interpolations, the text
  /// after the last one's `)`: `!"` of `"a \(b)!"`).
  case literal
  /// A string's text up to and including a `\(` (`"a \(` of `"a \(b)"`, or the text between two
  /// interpolations): code follows until the matching `interpolationClose`.
  case interpolationOpen
  /// The `)` that ends an interpolation and resumes the string.
  case interpolationClose
  /// A line, block or doc comment, including its delimiters; kept so callers can read it.
  case comment
  /// A byte that starts no Swift token (control characters, stray bytes); skipped by callers.
  case unknown
  /// The end of the input.
  case endOfFile
}

/// One token: its kind and the byte range it covers in the source buffer.
package struct Token: Sendable {
  package var kind: TokenKind
  /// Byte offset of the first byte.
  package var start: Int
  /// Byte offset one past the last byte.
  package var end: Int
  /// Whether the token directly follows the previous one with no whitespace or comment between.
  /// Decides whether `?`/`!` are postfix (`a?.b`) or not (`a ? .b : .c`).
  package var isLeftBound: Bool
}

extension Token {
  /// What stands before the first token: as after an operator, an operand is expected.
  static let startOfFile = Token(kind: .endOfFile, start: 0, end: 0, isLeftBound: false)
}
