extension String {
  /// `self` with each control character (C0, DEL, C1) spelled as a Swift escape (`\n`, `\t`,
  /// `\u{1B}`), for file names in line-oriented text: a newline in a name would split a line,
  /// an escape sequence would reach the terminal. Names without one come back as they are, so
  /// editors still open them.
  package var escapingControlCharacters: String {
    guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0..<0x20, 0x7F..<0xA0:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
