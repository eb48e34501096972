#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Substring and line-end search over bytes.
///
/// Sixteen positions at a time: a position is a candidate when it holds the needle's first byte
/// and the needle's last byte stands where the needle would end, which rejects almost every
/// position of source code in two vector compares; candidates are then confirmed with `memcmp`.
/// Portable `SIMD16` (SSE2 / NEON), no platform intrinsics.
enum ByteSearch {
  /// Whether `needle` occurs in `haystack`.
  static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    needle.withUnsafeBufferPointer { firstOccurrence(of: $0, in: haystack, from: 0) != nil }
  }

  /// Whether `word` occurs in `haystack`, as a word or inside one.
  static func contains(_ word: StaticString, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return firstOccurrence(of: needle, in: haystack, from: 0) != nil
  }

  /// Appends every offset at which `needle` starts in `haystack`, in increasing order
  /// (overlapping occurrences included).
  static func occurrences(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>,
    into offsets: inout [Int]
  ) {
    var start = 0
    while let offset = firstOccurrence(of: needle, in: haystack, from: start) {
      offsets.append(offset)
      start = offset + 1
    }
  }

  /// The first offset at or after `start` where `needle` starts in `haystack`.
  static func firstOccurrence(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    let length = needle.count
    let count = haystack.count
    guard length > 0, let base = haystack.baseAddress, let needleBase = needle.baseAddress,
      start >= 0, count - start >= length
    else { return nil }
    let raw = UnsafeRawPointer(base)
    let first = SIMD16<UInt8>(repeating: needle[0])
    let last = SIMD16<UInt8>(repeating: needle[length - 1])
    var index = start
    // Both 16-byte loads stay inside the haystack: the second one ends at index + length + 14.
    // `&+`: none of these sums can overflow, and the checks would double the loop.
    let lastBlock = count &- length &- 15
    while index <= lastBlock {
      let heads = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let tails = raw.loadUnaligned(fromByteOffset: index &+ length &- 1, as: SIMD16<UInt8>.self)
      let hits = (heads .== first) .& (tails .== last)
      if any(hits) {
        var candidates = LaneMask(hits)
        while let lane = candidates.popFirst() {
          if memcmp(base + (index &+ lane), needleBase, length) == 0 { return index &+ lane }
        }
      }
      index &+= 16
    }
    while index + length <= count {
      if base[index] == needle[0] && memcmp(base + index, needleBase, length) == 0 { return index }
      index += 1
    }
    return nil
  }

  /// The offset of the first `\n` or `\r` at or after `start` in `bytes` (where a line ends,
  /// as Swift ends lines), or the end of `bytes`: sixteen bytes a turn while they fit.
  static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = bytes.count
    var index = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
      let carriageReturn = SIMD16<UInt8>(repeating: 0x0D)
      while index &+ 16 <= count {
        let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let hits = (chunk .== lineFeed) .| (chunk .== carriageReturn)
        if any(hits) { return index &+ LaneMask(hits).first }
        index &+= 16
      }
    }
    while index < count && bytes[index] != 0x0A && bytes[index] != 0x0D { index &+= 1 }
    return index
  }
}
