/// Everything that stops the command, rendered to the user in one place
/// (`AuditError.message` and `AuditError.exitCode`).
enum AuditError: Error, Sendable, Equatable {
  /// A bad command line: exit 64 with the usage line and a `--help` hint.
  case usage(String)
  /// A PATH argument that does not exist: exit 1.
  case pathNotFound(String)
  /// A PATH argument that exists but cannot be read: exit 1.
  case unreadablePath(String, String)

  /// The process exit code DESIGN.md assigns to this error.
  var exitCode: Int32 {
    switch self {
    case .usage: return ExitCode.usage
    case .pathNotFound, .unreadablePath: return ExitCode.runtimeError
    }
  }

  /// What went wrong and what to do about it, without the `Error: ` prefix.
  var message: String {
    switch self {
    case .usage(let message):
      return message
    case .pathNotFound(let path):
      return "No such file or directory: '\(path)'. Pass a directory or .swift file that exists."
    case .unreadablePath(let path, let reason):
      return "Cannot read '\(path)': \(reason). Check its permissions."
    }
  }
}

/// The exit codes in DESIGN.md.
enum ExitCode {
  static let success: Int32 = 0
  static let runtimeError: Int32 = 1
  static let gateFailed: Int32 = 2
  static let unreadableFiles: Int32 = 3
  static let usage: Int32 = 64
}
