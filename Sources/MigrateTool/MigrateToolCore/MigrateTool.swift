import SingletonAudit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `migrate-tool` command line, callable in-process.
public enum MigrateTool {
  /// The tool's version, as `--version` prints it and reports record it.
  public static let version = ToolVersion.current

  /// Runs the command line with `arguments` (without the program name), writing reports to
  /// `output` and diagnostics to `errorOutput`, and returns the exit code. `environment` supplies
  /// `GITHUB_STEP_SUMMARY` for `--format github`.
  ///
  /// ```swift
  /// exit(MigrateTool.run(arguments: ["audit", "Sources", "--format", "json"]))
  /// ```
  public static func run(
    arguments: [String],
    output: OutputSink = .standardOutput,
    errorOutput: OutputSink = .standardError,
    environment: [String: String] = ProcessEnvironment.variables()
  ) -> Int32 {
    runKeepingReport(
      arguments: arguments, output: output, errorOutput: errorOutput, environment: environment
    ).code
  }

  /// Runs the command line given to this process and exits with its code: the `migrate-tool`
  /// executable's `main`.
  ///
  /// The report is still alive when the process exits: freeing tens of thousands of findings one
  /// by one would take longer than the kernel takes to reclaim all the memory at once.
  public static func main() -> Never {
    // A pipe whose reader left fails the write with EPIPE (see `OutputSink.firstWriteError`)
    // rather than killing the process unannounced.
    signal(SIGPIPE, SIG_IGN)
    let (code, report) = runKeepingReport(arguments: Array(CommandLine.arguments.dropFirst()))
    withExtendedLifetime(report) { exit(code) }
  }

  /// `run`, and the audit's report, if the command made one; exit 1 when the output could not
  /// be written, whatever the command found, unless the output is a pipe whose reader left.
  private static func runKeepingReport(
    arguments: [String],
    output: OutputSink = .standardOutput,
    errorOutput: OutputSink = .standardError,
    environment: [String: String] = ProcessEnvironment.variables()
  ) -> (code: Int32, report: AuditReport?) {
    let result = runCommand(
      arguments: arguments, output: output, errorOutput: errorOutput, environment: environment)
    if let problem = output.firstWriteError {
      errorOutput.write("Error: Could not write the output: \(problem).\n")
      return (ExitCode.runtimeError, result.report)
    }
    return result
  }

  private static func runCommand(
    arguments: [String], output: OutputSink, errorOutput: OutputSink,
    environment: [String: String]
  ) -> (code: Int32, report: AuditReport?) {
    do {
      switch try CommandLineParser.parse(arguments) {
      case .help(let subcommand):
        output.write(subcommand?.help ?? HelpText.topLevel)
      case .version:
        output.write(version + "\n")
      case .scaffold(let options):
        try ScaffoldCommand(options: options).run(output: output, errorOutput: errorOutput)
      case .move(let options):
        let code = try MoveCommand(options: options, environment: environment)
          .run(output: output, errorOutput: errorOutput)
        return (code, nil)
      case .migrate(let options):
        let code = try MigrateCommand(options: options, environment: environment)
          .run(output: output, errorOutput: errorOutput)
        return (code, nil)
      case .finish(let options):
        let code = try FinishCommand(options: options, environment: environment)
          .run(output: output, errorOutput: errorOutput)
        return (code, nil)
      case .audit(let options):
        return try AuditCommand(options: options, environment: environment)
          .run(output: output, errorOutput: errorOutput)
      }
      return (ExitCode.success, nil)
    } catch {
      // The one place errors become text.
      errorOutput.write(error.rendered)
      return (error.exitCode, nil)
    }
  }
}
