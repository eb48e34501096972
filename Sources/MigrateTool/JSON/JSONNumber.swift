/// A JSON number as written (`-12`, `1.5`, `1e3`), so nothing is rounded before a caller asks
/// for the type it needs.
struct JSONNumber: Equatable, Sendable {
  /// The number's text, valid RFC 8259 number syntax.
  let text: String

  /// `text` must already be valid JSON number syntax; the parser guarantees it.
  init(text: String) {
    self.text = text
  }

  /// The number as an `Int` when it is a whole number that fits, read the way JSONDecoder reads
  /// an `Int`, so every file keeps the meaning it had:
  /// - plain digits (`-0`, `9223372036854775807`) must fit `Int` exactly;
  /// - a fraction or exponent goes through `Double`: `1.0`, `1e3` and `0.1e1` are whole, `1.5`
  ///   and `1e-2` are not, and text that rounds to a whole `Double` (`1.0000000000000000001`)
  ///   counts as that number;
  /// - beyond 2^53, where `Double` skips integers, the written digits decide
  ///   (`1.23456789012345678e17` is `123456789012345678`).
  var wholeNumber: Int? {
    let isPlainInteger = !text.utf8.contains {
      $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
    }
    if isPlainInteger { return Int(text) }
    guard let double = Double(text), let value = Int(exactly: double) else { return nil }
    if double.magnitude < 0x1p53 { return value }
    return integerPart
  }

  /// The integer part of the exact decimal value (any fraction dropped, as JSONDecoder's
  /// `Decimal` path does), or nil when it does not fit `Int`.
  private var integerPart: Int? {
    var digits: [UInt8] = []
    var pointOffset: Int?
    var exponent = 0
    var isNegative = false
    var bytes = text.utf8.makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case UInt8(ascii: "-"): isNegative = true
      case UInt8(ascii: "."): pointOffset = digits.count
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        exponent = Self.exponent(from: &bytes)
      default: digits.append(byte &- UInt8(ascii: "0"))
      }
    }
    // Where the decimal point falls in `digits` once the exponent is applied.
    let integerDigitCount = (pointOffset ?? digits.count) + exponent
    guard integerDigitCount > 0 else { return 0 }
    var magnitude: UInt64 = 0
    for position in 0..<integerDigitCount {
      let digit = position < digits.count ? UInt64(digits[position]) : 0
      let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = shifted.addingReportingOverflow(digit)
      guard !overflow, !carry else { return nil }
      magnitude = sum
    }
    // Like JSONDecoder, the magnitude must fit before the sign applies, so Int.min is out.
    guard let value = Int(exactly: magnitude) else { return nil }
    return isNegative ? -value : value
  }

  /// The exponent after `e`, clamped: anything past ±10,000 digits is out of `Int` range anyway.
  private static func exponent(from bytes: inout String.UTF8View.Iterator) -> Int {
    var sign = 1
    var value = 0
    while let byte = bytes.next() {
      switch byte {
      case UInt8(ascii: "-"): sign = -1
      case UInt8(ascii: "+"): break
      default: value = min(value * 10 + Int(byte &- UInt8(ascii: "0")), 10_000)
      }
    }
    return sign * value
  }
}
