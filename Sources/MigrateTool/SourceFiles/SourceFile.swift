#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Swift file to scan: where to open it, and how to name it in reports.
package struct SourceFile: Sendable, Equatable {
  /// The path to open.
  package var path: String
  /// The PATH argument joined with the path below it (`Sources/Legacy/X.swift`).
  package var displayPath: String
  /// The bytes to open when the path is not valid UTF-8; `path` and `displayPath` then spell
  /// each byte that is not part of a character as `\xNN` (see `SourceTreeWalker.displayText`).
  package var rawPath: [UInt8]? = nil
  /// A descriptor of the file's directory that the walk keeps open (see `DirectoryHandles`),
  /// or `AT_FDCWD` to open `path` as a whole.
  package var directory = AT_FDCWD
  /// Where the file's name starts in `path`'s UTF-8: what to open relative to `directory`.
  package var nameOffset = 0

  /// A file opened by its path (or `rawPath`, within `directory` from `nameOffset`), and named
  /// by `displayPath` in reports.
  package init(
    path: String, displayPath: String, rawPath: [UInt8]? = nil, directory: Int32 = AT_FDCWD,
    nameOffset: Int = 0
  ) {
    self.path = path
    self.displayPath = displayPath
    self.rawPath = rawPath
    self.directory = directory
    self.nameOffset = nameOffset
  }
}
