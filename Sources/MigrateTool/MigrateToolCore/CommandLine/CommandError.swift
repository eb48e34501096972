import CallerMove
import ClientScaffold
import SingletonAudit

/// Everything that stops a `migrate-tool` command, rendered to the user in one place
/// (`MigrateTool.run`): the message, and the exit code Docs/Output.md assigns.
enum CommandError: Error, Sendable, Equatable {
  /// A bad command line: exit 64 with the usage of `subcommand` (the tool's own when nil) and a
  /// `--help` hint.
  case usage(String, Subcommand?)
  /// A config file that cannot be read, is not JSON, or has unknown keys or wrong types: exit 1.
  case invalidConfig(path: String, problem: String)
  /// The audit could not run: exit 1.
  case audit(AuditError)
  /// scaffold could not write the client: exit 1.
  case scaffold(ScaffoldError)
  /// move could not read the client or write a file: exit 1.
  case move(MoveError)
  /// migrate could not write a file; what it had written was put back, but for `notRestored`:
  /// exit 1.
  case migrationUnwritten(reason: String, notRestored: [String])
  /// finish refused to do step 3, saying why: exit 1.
  case finishRefused(String)

  /// The process exit code.
  var exitCode: Int32 {
    if case .usage = self { return ExitCode.usage }
    return ExitCode.runtimeError
  }

  /// What went wrong and what to do about it, without the `Error: ` prefix.
  var message: String {
    switch self {
    case .usage(let message, _): return message
    case .invalidConfig(let path, let problem):
      return "The config file '\(path)' is not valid: \(problem)"
    case .audit(let error): return error.message
    case .scaffold(let error): return error.message
    case .move(let error): return error.message
    case .finishRefused(let reason):
      return "Step 3 is not done: \(reason)"
    case .migrationUnwritten(let reason, let notRestored):
      return "The migration could not be written: \(reason). "
        + (notRestored.isEmpty
          ? "Every file it had written is put back as it was."
          : "These files could not be put back: \(notRestored.joined(separator: "; ")).")
    }
  }

  /// All the user reads on standard error: for a usage error, the usage line and where help is.
  var rendered: String {
    guard case .usage(let message, let subcommand) = self else { return "Error: \(message)\n" }
    let usage = subcommand?.usage ?? HelpText.topLevelUsage
    let help = subcommand.map { "migrate-tool \($0.rawValue) --help" } ?? "migrate-tool --help"
    return """
      Error: \(message)
      Usage: \(usage)
        See '\(help)' for more information.

      """
  }
}
