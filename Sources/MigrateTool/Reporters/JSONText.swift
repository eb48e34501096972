/// Hand-written JSON pieces: deterministic field order and exact escaping (RFC 8259).
enum JSONText {
  /// `text` as a JSON string literal, quotes included.
  static func quoted(_ text: String) -> String {
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
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
    return result + "\""
  }

  /// An array of strings on one line: `["a", "b"]`.
  static func stringArray(_ values: [String]) -> String {
    "[" + values.map(quoted).joined(separator: ", ") + "]"
  }

  /// A JSON array with one element per line at `indent`, or `[]` when empty.
  static func array(_ elements: [String], indent: String) -> String {
    guard !elements.isEmpty else { return "[]" }
    return "[\n" + elements.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
  }
}
