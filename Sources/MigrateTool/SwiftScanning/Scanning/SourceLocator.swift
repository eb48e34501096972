#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns byte offsets into 1-based lines and UTF-8 byte columns.
///
/// Offsets must come in non-decreasing order: the locator only walks forward, so locating every
/// finding of a file costs one pass over it. Lines end as Swift's do: at `\n`, `\r\n` (counted
/// once) or a lone `\r`. A UTF-8 byte order mark counts in the first line's columns, as in
/// `swiftc`'s diagnostics: columns count bytes from the start of the line as the file holds it.
package struct SourceLocator {
  let bytes: UnsafeBufferPointer<UInt8>
  private var line = 1
  private var lineStart: Int
  /// Where counting stopped: every line break before it is counted in `line`.
  private var scanned: Int

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    lineStart = 0
    scanned = 0
  }

  package mutating func locate(_ offset: Int) -> (line: Int, column: Int) {
    let offset = min(offset, bytes.count)
    while let carriageReturn = loneCarriageReturn(before: offset) {
      advance(to: carriageReturn)
      line &+= 1
      lineStart = carriageReturn &+ 1
      scanned = lineStart
    }
    advance(to: offset)
    return (line, offset - lineStart + 1)
  }

  /// The first `\r` from `scanned` up to `offset` that no `\n` follows: a line break of its own
  /// (classic Mac line endings), which almost no file has.
  private func loneCarriageReturn(before offset: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var from = scanned
    while from < offset, let hit = memchr(base + from, 0x0D, offset &- from) {
      let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if index &+ 1 == bytes.count || bytes[index &+ 1] != 0x0A { return index }
      from = index &+ 2
    }
    return nil
  }

  /// Counts the `\n` line breaks from `scanned` up to `offset`, which has no lone `\r` before it.
  private mutating func advance(to offset: Int) {
    if offset &- scanned < 256 {
      // A short step (findings close together): a `memchr` a line, which sets up nothing.
      while scanned < offset,
        let hit = memchr(bytes.baseAddress! + scanned, 0x0A, offset &- scanned)
      {
        lineStart = bytes.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self)) &+ 1
        line &+= 1
        scanned = lineStart
      }
      scanned = max(scanned, offset)
    } else {
      line += Self.lineBreaks(in: UnsafeBufferPointer(rebasing: bytes[scanned..<offset]))
      // The line starts after the last break before the offset, if there is one since `scanned`:
      // a walk back over this line only, where counting forward went over all the lines between.
      var start = offset
      while start > scanned && bytes[start - 1] != 0x0A { start -= 1 }
      if start > scanned { lineStart = start }
      scanned = offset
    }
  }

  /// The number of `\n` in `bytes`: sixteen bytes a turn, counted per lane and summed every 255
  /// turns (before a lane's count could wrap). A few instructions per sixteen bytes, where a
  /// `memchr` a line costs a call per line: the way across a long stretch with no finding.
  static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let newline = SIMD16<UInt8>(repeating: 0x0A)
    let count = bytes.count
    var total = 0
    var index = 0
    while index &+ 16 <= count {
      var lanes = SIMD16<UInt8>.zero
      let turns = min((count &- index) / 16, 255)
      for _ in 0..<turns {
        let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        // A hit lane is all ones, -1: subtracting it adds one.
        lanes &-= unsafeBitCast(chunk .== newline, to: SIMD16<UInt8>.self)
        index &+= 16
      }
      total &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }
    while index < count {
      if base[index] == 0x0A { total &+= 1 }
      index &+= 1
    }
    return total
  }
}
