extension JSONParser {
  /// A string, from its opening quote to past its closing one, with escapes decoded.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    let start = position
    var isASCII = true
    // Most strings have no escape: they become a String straight from the input bytes.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = try Self.string(
          from: UnsafeBufferPointer(rebasing: bytes[start..<position]), isASCII: isASCII,
          offset: start)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error(.controlCharacter) }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    var decoded = Array(bytes[start..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return try decoded.withUnsafeBufferPointer { (text) throws(JSONSyntaxError) in
          try Self.string(from: text, isASCII: isASCII, offset: start)
        }
      case UInt8(ascii: "\\"):
        try appendEscape(to: &decoded)
      case 0..<0x20:
        throw error(.controlCharacter)
      default:
        if byte >= 0x80 { isASCII = false }
        decoded.append(byte)
        position += 1
      }
    }
    throw error(.unexpectedEnd)
  }

  /// The string for UTF-8 `text`, which must be valid: JSONDecoder rejects a string that is not,
  /// rather than repairing it.
  private static func string(
    from text: UnsafeBufferPointer<UInt8>, isASCII: Bool, offset: Int
  ) throws(JSONSyntaxError) -> String {
    let string = String(decoding: text, as: UTF8.self)
    // Decoding replaces each invalid sequence with U+FFFD, so valid input is exactly the
    // bytes it decodes to.
    guard isASCII || string.utf8.elementsEqual(text) else {
      throw JSONSyntaxError(reason: .invalidEncoding, offset: offset)
    }
    return string
  }

  /// Decodes the escape at `position` (a backslash) into UTF-8 bytes.
  private mutating func appendEscape(to decoded: inout [UInt8]) throws(JSONSyntaxError) {
    let escape = position
    position += 1
    guard position < bytes.count else { throw error(.unexpectedEnd) }
    let simple: UInt8
    switch bytes[position] {
    case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"):
      position += 1
      let scalar = try unicodeEscape(startingAt: escape)
      Unicode.UTF8.encode(scalar) { decoded.append($0) }
      return
    default:
      throw JSONSyntaxError(reason: .invalidEscape, offset: escape)
    }
    decoded.append(simple)
    position += 1
  }

  /// The scalar of a `\uXXXX` escape whose four digits start at `position`, with the low
  /// surrogate that must follow a high one.
  private mutating func unicodeEscape(
    startingAt escape: Int
  ) throws(JSONSyntaxError) -> Unicode.Scalar {
    let unit = try hexQuad(escape: escape)
    switch unit {
    case 0xD800...0xDBFF:
      let low = position
      guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw JSONSyntaxError(reason: .unpairedSurrogate, offset: escape) }
      position += 2
      let trailing = try hexQuad(escape: low)
      guard (0xDC00...0xDFFF).contains(trailing) else {
        throw JSONSyntaxError(reason: .unpairedSurrogate, offset: escape)
      }
      return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (trailing - 0xDC00))!
    case 0xDC00...0xDFFF:
      throw JSONSyntaxError(reason: .unpairedSurrogate, offset: escape)
    default:
      return Unicode.Scalar(unit)!
    }
  }

  /// Four hex digits at `position`, as a UTF-16 code unit.
  private mutating func hexQuad(escape: Int) throws(JSONSyntaxError) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw error(.unexpectedEnd) }
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw JSONSyntaxError(reason: .invalidEscape, offset: escape)
      }
      unit = unit << 4 | UInt32(digit)
      position += 1
    }
    return unit
  }

  /// A number in RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    if position < bytes.count && bytes[position] == UInt8(ascii: "0") {
      position += 1
      // `01` is not a number: a leading zero stands alone.
      if position < bytes.count && isDigit(bytes[position]) { throw error(.invalidNumber) }
    } else {
      try skipDigits()
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      try skipDigits()
    }
    if position < bytes.count && bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      try skipDigits()
    }
    return JSONNumber(
      text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
  }

  /// One or more digits.
  private mutating func skipDigits() throws(JSONSyntaxError) {
    guard position < bytes.count && isDigit(bytes[position]) else { throw error(.invalidNumber) }
    while position < bytes.count && isDigit(bytes[position]) { position += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
