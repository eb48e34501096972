/// Hand-written JSON pieces: deterministic field order and exact escaping (RFC 8259).
enum JSONText {
  /// `text` as a JSON string literal, quotes included.
  static func quoted(_ text: String) -> String {
    var result = ""
    appendQuoted(text, to: &result)
    return result
  }

  /// Appends `text` as a JSON string literal; text needing no escapes is appended in one piece.
  static func appendQuoted(_ text: String, to result: inout String) {
    let needsEscaping = text.utf8.contains {
      $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }
    guard needsEscaping else {
      result += "\""
      result += text
      result += "\""
      return
    }
    result += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    result += "\""
  }

  /// An array of strings on one line: `["a", "b"]`.
  static func stringArray(_ values: [String]) -> String {
    "[" + values.map(quoted).joined(separator: ", ") + "]"
  }
}
