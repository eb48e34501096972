/// Byte classification for the lexer. Plain comparisons: they inline into the hot loops, and bytes
/// >= 0x80 count as identifier bytes so Unicode names and invalid UTF-8 never stop the scan.
enum ByteClass {
  @inline(__always)
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte >= 0x80
      || byte == UInt8(ascii: "$")
  }

  @inline(__always)
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || byte &- UInt8(ascii: "0") < 10
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// Operator characters other than `.` (which only continues operators that start with a dot).
  @inline(__always)
  static func isOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  @inline(__always)
  static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }
}

/// `ByteClass.isIdentifierBody` as a 256-entry table, for the lexer's hottest loop (one load per
/// byte instead of five comparisons).
enum IdentifierBodyTable {
  /// One entry per byte value; built on first use and never freed.
  // nonisolated(unsafe): safe, the table is written once, before the pointer is published.
  nonisolated(unsafe) static let entries: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for byte in 0...255 { table[byte] = ByteClass.isIdentifierBody(UInt8(byte)) }
    return UnsafePointer(table)
  }()
}
