/// Operator characters beyond ASCII (`≠`, `√`, `∘`, `→`), as the compiler's lexer tells them
/// from identifier characters (swift-syntax's `isOperatorStartCodePoint` and
/// `isOperatorContinuationCodePoint`).
///
/// Every non-ASCII operator head starts with one of the bytes `ByteTable` marks `unicodeLead`
/// (0xC2, 0xC3, 0xE2, 0xE3), so a name made of other bytes never needs decoding.
enum UnicodeOperator {
  /// The scalar encoded in UTF-8 at `index`, with its length in bytes; nil for an ASCII byte or
  /// a malformed sequence.
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    value: UInt32, length: Int
  )? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return (value, length)
  }

  /// Whether the non-ASCII character at `index` starts an operator.
  static func startsOperator(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard let scalar = scalar(in: bytes, at: index) else { return false }
    return isHead(scalar.value)
  }

  /// How many bytes the operator character at `index` takes, or 0 when none is there.
  static func continuationLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    guard let scalar = scalar(in: bytes, at: index) else { return 0 }
    let c = scalar.value
    let isContinuation =
      isHead(c) || (0x0300...0x036F).contains(c) || (0x1DC0...0x1DFF).contains(c)
      || (0x20D0...0x20FF).contains(c) || (0xFE00...0xFE0F).contains(c)
      || (0xFE20...0xFE2F).contains(c) || (0xE0100...0xE01EF).contains(c)
    return isContinuation ? scalar.length : 0
  }

  /// Unicode math, symbol, arrow, dingbat and line or box drawing characters.
  static func isHead(_ c: UInt32) -> Bool {
    (0x00A1...0x00A7).contains(c) || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
      || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB || c == 0x00BF || c == 0x00D7
      || c == 0x00F7 || c == 0x2016 || c == 0x2017 || (0x2020...0x2027).contains(c)
      || (0x2030...0x203E).contains(c) || (0x2041...0x2053).contains(c)
      || (0x2055...0x205E).contains(c) || (0x2190...0x23FF).contains(c)
      || (0x2500...0x2775).contains(c) || (0x2794...0x2BFF).contains(c)
      || (0x2E00...0x2E7F).contains(c) || (0x3001...0x3003).contains(c)
      || (0x3008...0x3030).contains(c)
  }
}
