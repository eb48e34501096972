import SourceFiles

/// The first error that writing to a file descriptor met, so that a report that could not be
/// written (a full disk, a closed standard output) ends the command with exit 1 instead of a
/// silent success.
final class WriteErrorRecord: Sendable {
  private let code = Locked<Int32?>(nil)

  /// The `errno` of the first failed write, if any.
  var firstError: Int32? { code.withLock { $0 } }

  /// Keeps `error` unless an earlier one is kept.
  func record(_ error: Int32) {
    code.withLock { code in
      if code == nil { code = error }
    }
  }
}
