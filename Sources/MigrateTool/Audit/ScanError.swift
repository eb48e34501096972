/// A file or directory that could not be read.
struct ScanError: Sendable, Equatable {
  var file: String
  var message: String
}
