extension JSONValue {
  /// Parses a whole file's bytes the way JSONDecoder reads `Data`: UTF-8 with or without a byte
  /// order mark, or UTF-16 or UTF-32 told apart by a byte order mark or by where the zero bytes
  /// fall in the first four (RFC 4627, section 3).
  ///
  /// ```swift
  /// let value = try JSONValue(document: Array(#"{"version": 1}"#.utf8))
  /// ```
  init(document bytes: [UInt8], allowsTrailingCommas: Bool = false) throws(JSONSyntaxError) {
    let (encoding, byteOrderMark) = JSONInputEncoding.detect(bytes)
    var utf8 = bytes
    var start = byteOrderMark
    if encoding != .utf8 {
      guard let converted = encoding.utf8(bytes.dropFirst(byteOrderMark)) else {
        throw JSONSyntaxError(reason: .invalidEncoding, offset: 0)
      }
      utf8 = converted
      start = 0
    }
    self = try utf8.withUnsafeBufferPointer { (whole) throws(JSONSyntaxError) in
      try JSONParser.parse(
        UnsafeBufferPointer(rebasing: whole[start...]), allowsTrailingCommas: allowsTrailingCommas)
    }
  }
}
