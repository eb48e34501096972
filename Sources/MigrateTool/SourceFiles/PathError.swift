/// Why a PATH argument cannot be walked.
package enum PathError: Error, Sendable, Equatable {
  /// Nothing is at the path.
  case notFound(String)
  /// It exists but cannot be read, for the system's reason.
  case unreadable(String, reason: String)
  /// It is neither a directory nor a regular file (a FIFO, a device).
  case notARegularFile(String)

  /// What went wrong and what to do about it, without the `Error: ` prefix.
  package var message: String {
    switch self {
    case .notFound(let path):
      return "No such file or directory: '\(path)'. Pass a directory or .swift file that exists."
    case .unreadable(let path, let reason):
      return "Cannot read '\(path)': \(reason). Check its permissions."
    case .notARegularFile(let path):
      return "'\(path)' is not a directory or a regular file (a device, FIFO or socket). "
        + "Pass a directory or .swift files."
    }
  }
}
