/// Which bytes a JSON string spells with an escape (`\n`, `\u0001`): control characters, DEL,
/// `"` and `\`. Every other byte, UTF-8 beyond ASCII included, is written as it is.
package enum JSONEscape {
  /// Whether `byte` is spelled with an escape.
  @inline(__always)
  package static func isNeeded(for byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The escape that spells `byte`, one ``isNeeded(for:)`` says needs one: `\"`, `\\`, `\n`,
  /// `\r`, `\t`, else `\u00XX`.
  package static func spelling(of byte: UInt8) -> [UInt8] {
    switch byte {
    case UInt8(ascii: "\""): return Array(#"\""#.utf8)
    case UInt8(ascii: "\\"): return Array(#"\\"#.utf8)
    case UInt8(ascii: "\n"): return Array(#"\n"#.utf8)
    case UInt8(ascii: "\r"): return Array(#"\r"#.utf8)
    case UInt8(ascii: "\t"): return Array(#"\t"#.utf8)
    default:
      let hex = Array("0123456789abcdef".utf8)
      return Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
    }
  }

  /// Whether any byte of `bytes` is spelled with an escape, checked sixteen at a time: a text of
  /// 4 to 15 bytes (most receivers and type names) is read as one block by two loads that may
  /// overlap, a longer one (a path) block after block, the last overlapping the one before it.
  package static func isNeeded(forAnyOf bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    guard count >= 4, let base = bytes.baseAddress else {
      return bytes.contains(where: isNeeded(for:))
    }
    let raw = UnsafeRawPointer(base)
    if count < 8 {
      let head = raw.loadUnaligned(as: UInt32.self)
      let tail = raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
      return isNeeded(forAnyOf: unsafeBitCast(SIMD4(head, tail, head, tail), to: Block.self))
    }
    if count < 16 {
      let head = raw.loadUnaligned(as: UInt64.self)
      let tail = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      return isNeeded(forAnyOf: unsafeBitCast(SIMD2(head, tail), to: Block.self))
    }
    var index = 0
    while index &+ 16 < count {
      if isNeeded(forAnyOf: raw.loadUnaligned(fromByteOffset: index, as: Block.self)) {
        return true
      }
      index &+= 16
    }
    return isNeeded(forAnyOf: raw.loadUnaligned(fromByteOffset: count &- 16, as: Block.self))
  }

  private typealias Block = SIMD16<UInt8>

  /// Whether any of sixteen bytes is spelled with an escape, by the rule of
  /// ``isNeeded(for:)``.
  @inline(__always)
  private static func isNeeded(forAnyOf block: Block) -> Bool {
    let lanes =
      lanes(of: block, below: 0x20) .| lanes(of: block, equalTo: 0x7F)
      .| lanes(of: block, equalTo: UInt8(ascii: "\""))
      .| lanes(of: block, equalTo: UInt8(ascii: "\\"))
    // Read as two words: `any(lanes)` would call a generic reduction.
    let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    return words[0] | words[1] != 0
  }

  // Each compare in a function of its own, its mask type spelled out: written inline in
  // `isNeeded(forAnyOf:)`, the compares were lowered lane by lane instead of to one vector
  // compare each.
  @inline(__always)
  private static func lanes(of block: Block, equalTo byte: UInt8) -> SIMDMask<SIMD16<Int8>> {
    block .== Block(repeating: byte)
  }

  @inline(__always)
  private static func lanes(of block: Block, below byte: UInt8) -> SIMDMask<SIMD16<Int8>> {
    block .< Block(repeating: byte)
  }
}
