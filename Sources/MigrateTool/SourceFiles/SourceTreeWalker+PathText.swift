extension SourceTreeWalker {
  /// `bytes` as text: UTF-8 as it is, and each byte that is not part of a valid character as
  /// `\xNN`, so that a file name that is not UTF-8 is still told apart from every other.
  package static func displayText(_ bytes: [UInt8]) -> String {
    if let text = validText(bytes) { return text }
    var text = ""
    var index = 0
    while index < bytes.count {
      // The longest valid character starting here, if any (a UTF-8 sequence is 1 to 4 bytes).
      var length = min(4, bytes.count - index)
      while length > 0,
        validText(bytes[index..<index + length])?.unicodeScalars.count != 1
      {
        length -= 1
      }
      if length > 0 {
        text += String(decoding: bytes[index..<index + length], as: UTF8.self)
        index += length
      } else {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
        index += 1
      }
    }
    return text
  }

  /// `bytes` as a string if they are valid UTF-8, else nil. (`String(validating:as:)` would do,
  /// but needs macOS 15.)
  package static func validText(_ bytes: some Collection<UInt8>) -> String? {
    guard !isASCII(bytes) else { return String(decoding: bytes, as: UTF8.self) }
    return decodedIfValid(bytes)
  }

  /// Whether `bytes` are valid UTF-8, without making a string of them when they are ASCII, as
  /// nearly all paths are.
  package static func isValidText(_ bytes: [UInt8]) -> Bool {
    isASCII(bytes) || decodedIfValid(bytes) != nil
  }

  /// `bytes` decoded, if decoding replaced nothing.
  private static func decodedIfValid(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// Whether every byte is below 0x80: ASCII, and so valid UTF-8.
  private static func isASCII(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
  }
}
