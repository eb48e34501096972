/// JSON string literals, for output built as a `String` (SARIF, baselines). Which bytes need an
/// escape and how each is spelled is ``JSONEscape``'s.
package enum JSONText {
  /// `text` as a JSON string literal, quotes included, escaped as RFC 8259 requires.
  package static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    bytes.reserveCapacity(text.utf8.count + 2)
    for byte in text.utf8 {
      if JSONEscape.isNeeded(for: byte) {
        bytes += JSONEscape.spelling(of: byte)
      } else {
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
  }
}
