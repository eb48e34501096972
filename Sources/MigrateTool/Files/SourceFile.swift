/// A Swift file to scan: where to open it, and how to name it in reports.
struct SourceFile: Sendable, Equatable {
  /// The path to open.
  var path: String
  /// The PATH argument joined with the path below it (`Sources/Legacy/X.swift`).
  var displayPath: String
  /// The bytes to open when the path is not valid UTF-8; `path` and `displayPath` then spell
  /// each byte that is not part of a character as `\xNN` (see `SourceTreeWalker.displayText`).
  var rawPath: [UInt8]? = nil
}
