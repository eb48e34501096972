#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Substring search over bytes, built on `memchr` (vectorised in libc) because `memmem` is not
/// exported by every libc's headers.
enum ByteSearch {
  /// Whether `needle` occurs in `haystack`.
  static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = needle.first, let base = haystack.baseAddress else { return false }
    let count = haystack.count
    var index = 0
    return needle.withUnsafeBufferPointer { needleBytes in
      while count - index >= needleBytes.count {
        guard let hit = memchr(base + index, Int32(first), count - index - needleBytes.count + 1)
        else { return false }
        let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + offset, needleBytes.baseAddress!, needleBytes.count) == 0 { return true }
        index = offset + 1
      }
      return false
    }
  }
}
