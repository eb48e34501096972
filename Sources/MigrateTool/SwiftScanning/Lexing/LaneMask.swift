/// The result of a sixteen-byte SIMD compare as two 64-bit words, one byte a lane (0xFF where
/// the compare held, lane 0 lowest): what `movemask` gives on x86, with portable SIMD only, so a
/// search can jump to the first hit and visit the others in order.
struct LaneMask {
  /// Lanes 0 to 7, lane 0 in the lowest byte.
  var low: UInt64
  /// Lanes 8 to 15.
  var high: UInt64

  @inline(__always)
  init(_ mask: SIMDMask<SIMD16<Int8>>) {
    // A mask stores each lane as an `Int8`, -1 where true: the bytes wanted, reinterpreted.
    self.init(unsafeBitCast(mask, to: SIMD16<UInt8>.self))
  }

  /// Lanes given as bytes, 0xFF where set and 0 elsewhere.
  @inline(__always)
  init(_ lanes: SIMD16<UInt8>) {
    let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    low = words[0].littleEndian
    high = words[1].littleEndian
  }

  /// Whether no lane is set.
  var isEmpty: Bool {
    @inline(__always) get { low | high == 0 }
  }

  /// The lowest set lane; the mask must not be empty.
  var first: Int {
    @inline(__always) get {
      low != 0 ? low.trailingZeroBitCount / 8 : 8 &+ high.trailingZeroBitCount / 8
    }
  }

  /// Removes and returns the lowest set lane, or nil when none is left.
  @inline(__always)
  mutating func popFirst() -> Int? {
    if low != 0 {
      let lane = low.trailingZeroBitCount / 8
      low &= ~(0xFF << UInt64(lane &* 8))
      return lane
    }
    guard high != 0 else { return nil }
    let lane = high.trailingZeroBitCount / 8
    high &= ~(0xFF << UInt64(lane &* 8))
    return 8 &+ lane
  }
}
