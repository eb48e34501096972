#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Substring and line-end search over bytes.
///
/// Sixty-four positions at a time: a position is a candidate when the needle's two rarest bytes
/// (in Swift source, see ``probes(of:)``) stand where the needle would have them, which rejects
/// almost every position of source code in a few vector compares; candidates are then confirmed
/// with `memcmp`. Portable `SIMD16` (SSE2 / NEON), no platform intrinsics.
package enum ByteSearch {
  /// Bytes to search for, with the two that a search compares first (``probes(of:)``) worked
  /// out once, not at every search.
  package struct Needle: Sendable {
    package let bytes: [UInt8]
    let probes: (Int, Int)

    package init(_ bytes: [UInt8]) {
      self.bytes = bytes
      probes = bytes.withUnsafeBufferPointer { ByteSearch.probes(of: $0) }
    }

    package init(_ text: StaticString) {
      self.init(Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)))
    }
  }

  /// Whether `needle` occurs in `haystack`, as a word or inside one.
  package static func contains(_ needle: Needle, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    firstOccurrence(of: needle, in: haystack, from: 0) != nil
  }

  /// Appends every offset at which `needle` starts in `haystack`, in increasing order
  /// (overlapping occurrences included).
  package static func occurrences(
    of needle: Needle, in haystack: UnsafeBufferPointer<UInt8>, into offsets: inout [Int]
  ) {
    needle.bytes.withUnsafeBufferPointer { bytes in
      var start = 0
      while let offset = firstOccurrence(
        of: bytes, probes: needle.probes, in: haystack, from: start)
      {
        offsets.append(offset)
        start = offset + 1
      }
    }
  }

  /// The first offset at or after `start` where `needle` starts in `haystack`.
  static func firstOccurrence(
    of needle: Needle, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    needle.bytes.withUnsafeBufferPointer {
      firstOccurrence(of: $0, probes: needle.probes, in: haystack, from: start)
    }
  }

  /// Bytes of Swift source from the most common down (measured on this package's sources):
  /// a needle byte missing here is rarer than any listed.
  private static let commonBytes: StaticString = " etnisraol\ncdup.f/h()\"mg:y,=wb{}"

  /// The offsets in `needle` of its two rarest bytes in Swift source, in increasing order, which
  /// the search compares first: for `shared`, `h` and `d`, which pass four times fewer positions
  /// of the realistic benchmark tree than its first and last bytes. (0, 0) for a needle shorter
  /// than two bytes.
  static func probes(of needle: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    guard needle.count > 1 else { return (0, 0) }
    let common = UnsafeBufferPointer(
      start: commonBytes.utf8Start, count: commonBytes.utf8CodeUnitCount)
    func rarity(_ offset: Int) -> Int { common.firstIndex(of: needle[offset]) ?? common.count }
    var rarest = 0
    var second = 1
    if rarity(second) > rarity(rarest) { swap(&rarest, &second) }
    for offset in 2..<needle.count {
      let value = rarity(offset)
      if value > rarity(rarest) {
        second = rarest
        rarest = offset
      } else if value > rarity(second) {
        second = offset
      }
    }
    return (min(rarest, second), max(rarest, second))
  }

  /// The first offset at or after `start` where `needle` starts in `haystack`, comparing the
  /// bytes at `probes` (from ``probes(of:)``) first.
  private static func firstOccurrence(
    of needle: UnsafeBufferPointer<UInt8>, probes: (Int, Int),
    in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    let length = needle.count
    let count = haystack.count
    guard length > 0, let base = haystack.baseAddress, let needleBase = needle.baseAddress,
      start >= 0, count - start >= length
    else { return nil }
    let probe = Probe(
      first: UnsafeRawPointer(base + probes.0), firstByte: needle[probes.0],
      second: UnsafeRawPointer(base + probes.1), secondByte: needle[probes.1])
    var index = start
    // Both 16-byte loads stay inside the haystack: a probe is at most length - 1 into the needle,
    // so a load ends at index + length + 14 at most.
    // `&+`: none of these sums can overflow, and the checks would double the loop.
    let lastBlock = count &- length &- 15
    while index <= lastBlock {
      index = probe.nextHit(from: index, through: lastBlock)
      guard index <= lastBlock else { break }
      var candidates = probe.hits(at: index)
      while let lane = candidates.popFirst() {
        if memcmp(base + (index &+ lane), needleBase, length) == 0 { return index &+ lane }
      }
      index &+= 16
    }
    while index + length <= count {
      if base[index] == needle[0] && memcmp(base + index, needleBase, length) == 0 { return index }
      index += 1
    }
    return nil
  }

  /// The two bytes a search compares first, each where it stands in the needle.
  private struct Probe {
    /// The haystack, moved on by the first probe's offset in the needle.
    let first: UnsafeRawPointer
    let firstByte: UInt8
    /// The haystack, moved on by the second probe's offset in the needle.
    let second: UnsafeRawPointer
    let secondByte: UInt8

    /// The lanes of the sixteen positions from `index` where both probes match.
    @inline(__always)
    func hits(at index: Int) -> LaneMask {
      LaneMask(matches(at: index))
    }

    @inline(__always)
    private func matches(at index: Int) -> SIMDMask<SIMD16<Int8>> {
      let heads = first.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let tails = second.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      return (heads .== SIMD16(repeating: firstByte)) .& (tails .== SIMD16(repeating: secondByte))
    }

    /// The first of `index`, `index + 16`, ... up to `lastBlock` whose sixteen positions hold a
    /// match, else the first of them past `lastBlock`. Out of line, so that the loop, which reads
    /// almost every byte of a file, keeps all it needs in registers.
    @inline(never)
    func nextHit(from index: Int, through lastBlock: Int) -> Int {
      var index = index
      // Four blocks a turn while they fit: one test of all. A hit may be in any of them.
      // (`any` of the masks would be lowered to a generic reduction call here.)
      while index &+ 48 <= lastBlock
        && LaneMask(
          matches(at: index) .| matches(at: index &+ 16) .| matches(at: index &+ 32)
            .| matches(at: index &+ 48)
        ).isEmpty
      {
        index &+= 64
      }
      while index <= lastBlock && !any(matches(at: index)) { index &+= 16 }
      return index
    }
  }

  /// The offset of the first `\n` or `\r` at or after `start` in `bytes` (where a line ends,
  /// as Swift ends lines), or the end of `bytes`: sixteen bytes a turn while they fit.
  package static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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

  /// Whether a line break stands in `range` of `bytes`.
  static func containsLineBreak(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    lineEnd(in: bytes, from: range.lowerBound) < range.upperBound
  }

  /// Whether the line ends after `start` with nothing but spaces, tabs or a `//` comment: the
  /// next token is at the start of a line.
  static func endsLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var index = start
    while index < bytes.count && ByteTable.isHorizontalSpace(bytes[index]) { index += 1 }
    guard index < bytes.count else { return true }
    let byte = bytes[index]
    return byte == 0x0A || byte == 0x0D
      || (byte == UInt8(ascii: "/") && index + 1 < bytes.count
        && bytes[index + 1] == UInt8(ascii: "/"))
  }
}
