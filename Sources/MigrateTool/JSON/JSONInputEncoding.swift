/// The Unicode encodings a JSON file may use, as JSONDecoder recognises them.
enum JSONInputEncoding: Equatable {
  /// The usual one, and the only one RFC 8259 allows.
  case utf8
  /// UTF-16, most significant byte first.
  case utf16BigEndian
  /// UTF-16, least significant byte first: what some Windows editors save.
  case utf16LittleEndian
  /// UTF-32, most significant byte first.
  case utf32BigEndian
  /// UTF-32, least significant byte first.
  case utf32LittleEndian

  /// The encoding of `bytes` and the length of its byte order mark (0 when there is none).
  static func detect(_ bytes: [UInt8]) -> (encoding: JSONInputEncoding, byteOrderMark: Int) {
    func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
    // The first two characters of JSON text are ASCII, so zero bytes among the first four give
    // the encoding away even without a byte order mark.
    switch (byte(0), byte(1), byte(2), byte(3)) {
    case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, 4)
    // JSONDecoder's test for a UTF-32 little-endian mark, whose real bytes (FF FE 00 00) it
    // reads as UTF-16; copied as it is, so every file reads as it did.
    case (0xFE, 0xFF, 0, 0): return (.utf32LittleEndian, 4)
    case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
    case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
    case (0xEF, 0xBB, 0xBF, _): return (.utf8, 3)
    case (0, 0, 0, let last?) where last != 0: return (.utf32BigEndian, 0)
    case (0, let second?, 0, let fourth?) where second != 0 && fourth != 0:
      return (.utf16BigEndian, 0)
    case (let first?, 0, 0, 0) where first != 0: return (.utf32LittleEndian, 0)
    case (let first?, 0, let third?, 0) where first != 0 && third != 0:
      return (.utf16LittleEndian, 0)
    // Two bytes: a one-digit UTF-16 document.
    case (0, let second?, nil, nil) where second != 0: return (.utf16BigEndian, 0)
    case (let first?, 0, nil, nil) where first != 0: return (.utf16LittleEndian, 0)
    default: return (.utf8, 0)
    }
  }

  /// `bytes` (without a byte order mark) converted to UTF-8, or nil when they are not valid in
  /// this encoding.
  func utf8(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    let failed: Bool
    switch self {
    case .utf8:
      return Array(bytes)
    case .utf16BigEndian, .utf16LittleEndian:
      guard bytes.count % 2 == 0 else { return nil }
      let units = Self.codeUnits(bytes, width: 2, bigEndian: self == .utf16BigEndian).lazy
        .map { UInt16(truncatingIfNeeded: $0) }
      failed = transcode(
        units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true
      ) { output.append($0) }
    case .utf32BigEndian, .utf32LittleEndian:
      guard bytes.count % 4 == 0 else { return nil }
      let units = Self.codeUnits(bytes, width: 4, bigEndian: self == .utf32BigEndian)
      failed = transcode(
        units.makeIterator(), from: UTF32.self, to: UTF8.self, stoppingOnError: true
      ) { output.append($0) }
    }
    return failed ? nil : output
  }

  /// The code units of `width` bytes each in `bytes`.
  private static func codeUnits(
    _ bytes: ArraySlice<UInt8>, width: Int, bigEndian: Bool
  ) -> [UInt32] {
    stride(from: bytes.startIndex, to: bytes.endIndex, by: width).map { start in
      var unit: UInt32 = 0
      for offset in 0..<width {
        let shift = bigEndian ? (width - 1 - offset) * 8 : offset * 8
        unit |= UInt32(bytes[start + offset]) << shift
      }
      return unit
    }
  }
}
