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
/// finding of a file costs one pass over it. Lines end at `\n` (so CRLF counts once); a UTF-8
/// byte order mark is not counted in the first line's columns.
struct SourceLocator {
  let bytes: UnsafeBufferPointer<UInt8>
  private var line = 1
  private var lineStart: Int
  private var scanned: Int

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    lineStart = hasBOM ? 3 : 0
    scanned = lineStart
  }

  mutating func locate(_ offset: Int) -> (line: Int, column: Int) {
    guard let base = bytes.baseAddress else { return (line, offset - lineStart + 1) }
    while scanned < offset {
      guard let hit = memchr(base + scanned, 0x0A, offset - scanned) else { break }
      let newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      line += 1
      lineStart = newline + 1
      scanned = newline + 1
    }
    scanned = max(scanned, offset)
    return (line, offset - lineStart + 1)
  }
}
