/// A file or directory that could not be read.
package struct ScanError: Sendable, Equatable {
  package init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  package var file: String
  package var message: String
}
