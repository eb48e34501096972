/// JSON string literals for reporters that build their output as a `String` (SARIF, baselines).
/// The escaping itself lives in one place, ``ReportWriter/writeJSONQuoted(_:)``.
enum JSONText {
  /// `text` as a JSON string literal, quotes included, escaped as RFC 8259 requires.
  static func quoted(_ text: String) -> String {
    var writer = ReportWriter.collecting()
    writer.writeJSONQuoted(text)
    return String(decoding: writer.takeBytes(), as: UTF8.self)
  }
}
