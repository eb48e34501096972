/// Why bytes are not a JSON document, and where: the byte offset into the UTF-8 text (after any
/// byte order mark, or into the UTF-8 conversion of UTF-16 and UTF-32 input).
///
/// Users see all of these as "it is not valid JSON"; the reason and offset are for tests and
/// for anyone debugging the parser.
struct JSONSyntaxError: Error, Equatable, Sendable {
  /// What is wrong at `offset`.
  enum Reason: Equatable, Sendable {
    /// The text ends inside a value (`{"a": `, `"abc`, an empty file).
    case unexpectedEnd
    /// A byte that cannot start or continue a value here (`{a}`, `[1 2]`, `[1,]`, `tru`).
    case unexpectedByte
    /// More than whitespace after the top-level value (`{} x`).
    case trailingContent
    /// A number that breaks RFC 8259's grammar (`01`, `1.`, `-`, `1e`).
    case invalidNumber
    /// A backslash not followed by one of `"\/bfnrt` or by `u` and four hex digits.
    case invalidEscape
    /// A `\u` escape of half a surrogate pair without its other half.
    case unpairedSurrogate
    /// A raw byte below 0x20 inside a string; JSON requires it escaped.
    case controlCharacter
    /// A string that is not valid UTF-8, or UTF-16/UTF-32 input that does not convert.
    case invalidEncoding
    /// Arrays and objects nested deeper than ``JSONParser/maximumDepth``.
    case tooDeep
  }

  /// What is wrong.
  var reason: Reason
  /// Where, in bytes from the start of the UTF-8 text; for ``Reason/invalidEncoding`` in a
  /// string, the string's first byte.
  var offset: Int
}
