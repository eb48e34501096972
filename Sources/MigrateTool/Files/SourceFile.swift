/// A Swift file to scan: where to open it, and how to name it in reports.
struct SourceFile: Sendable, Equatable {
  /// The path to open.
  var path: String
  /// The PATH argument joined with the path below it (`Sources/Legacy/X.swift`).
  var displayPath: String
}
