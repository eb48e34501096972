/// Everything that stops the command, rendered to the user in one place
/// (`AuditError.message` and `AuditError.exitCode`).
enum AuditError: Error, Sendable, Equatable {
  /// A bad command line: exit 64 with the usage line and a `--help` hint.
  case usage(String)
  /// A PATH argument that does not exist: exit 1.
  case pathNotFound(String)
  /// A PATH argument that exists but cannot be read: exit 1.
  case unreadablePath(String, String)
  /// A PATH argument that is neither a directory nor a regular file (a FIFO, a device): exit 1.
  case notARegularFile(String)
  /// A config file that cannot be read, is not JSON, or has unknown keys or wrong types: exit 1.
  case invalidConfig(path: String, problem: String)
  /// A baseline that cannot be read or is not a baseline: exit 1, never a silent pass.
  case invalidBaseline(path: String, problem: String)
  /// A baseline that could not be written; the previous file, if any, is left as it was: exit 1.
  case unwritableBaseline(path: String, reason: String)

  /// The process exit code DESIGN.md assigns to this error.
  var exitCode: Int32 {
    switch self {
    case .usage: return ExitCode.usage
    case .pathNotFound, .unreadablePath, .notARegularFile, .invalidConfig, .invalidBaseline,
      .unwritableBaseline:
      return ExitCode.runtimeError
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
    case .notARegularFile(let path):
      return "'\(path)' is not a directory or a regular file (a device, FIFO or socket). "
        + "Pass a directory or .swift files."
    case .invalidConfig(let path, let problem):
      return "The config file '\(path)' is not valid: \(problem)"
    case .invalidBaseline(let path, let problem):
      return "The baseline '\(path)' cannot be used: \(problem) Restore it from version control, "
        + "or record today's findings with '--write-baseline \(path)'."
    case .unwritableBaseline(let path, let reason):
      return "Cannot write the baseline '\(path)': \(reason). The previous file, if any, is "
        + "unchanged."
    }
  }
}
