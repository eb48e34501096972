/// Which files are tests, so the summary shows test uses apart from production ones: a
/// singleton whose production callers all moved may still have callers in tests, and deleting
/// it (step 3) breaks them.
package enum TestFile {
  /// Whether the `/`-separated `path` is a test file: under a folder named `Tests` or
  /// `SomethingTests` (`AppTests`, `AppUITests`), or named `SomethingTests.swift`.
  package static func contains(_ path: String) -> Bool {
    var path = path
    // Over contiguous UTF-8, once per file with findings: a split into parts cost more than
    // attributing the file's findings.
    return path.withUTF8 { bytes in
      if ends(bytes, bytes.count, with: "Tests.swift") { return true }
      var slash = 0
      while let next = bytes[slash...].firstIndex(of: UInt8(ascii: "/")) {
        if ends(bytes, next, with: "Tests") { return true }
        slash = next + 1
      }
      return false
    }
  }

  /// Whether `bytes[..<end]` ends with `word`.
  private static func ends(
    _ bytes: UnsafeBufferPointer<UInt8>, _ end: Int, with word: StaticString
  ) -> Bool {
    let count = word.utf8CodeUnitCount
    guard end >= count else { return false }
    return UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(
      bytes[(end - count)..<end])
  }
}
