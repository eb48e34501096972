/// The `migrate-tool` command line, callable in-process.
public enum MigrateTool {
  /// The tool's version, as `--version` prints it and reports record it.
  public static let version = "0.1.0"

  /// Runs the command line with `arguments` (without the program name), writing reports to
  /// `output` and diagnostics to `errorOutput`, and returns the exit code.
  ///
  /// ```swift
  /// exit(MigrateTool.run(arguments: ["audit", "Sources", "--format", "json"]))
  /// ```
  public static func run(
    arguments: [String],
    output: OutputSink = .standardOutput,
    errorOutput: OutputSink = .standardError
  ) -> Int32 {
    do {
      switch try CommandLineParser.parse(arguments) {
      case .help:
        output.write(HelpText.topLevel)
      case .auditHelp:
        output.write(HelpText.audit)
      case .version:
        output.write(version + "\n")
      case .audit(let options):
        return try audit(options, output: output, errorOutput: errorOutput)
      }
      return ExitCode.success
    } catch {
      // The one place errors become text.
      switch error {
      case .usage(let message): errorOutput.write(HelpText.usageError(message))
      default: errorOutput.write("Error: \(error.message)\n")
      }
      return error.exitCode
    }
  }

  private static func audit(
    _ options: AuditOptions, output: OutputSink, errorOutput: OutputSink
  ) throws(AuditError) -> Int32 {
    let auditor = Auditor(
      paths: options.paths, accessors: options.accessors, excludes: options.excludes)
    let report = try auditor.run()
    if let streaming = options.format.reporter as? any StreamingReporter {
      var writer = ReportWriter(sink: output.writeBytes)
      streaming.write(report, to: &writer)
      writer.flush()
    } else {
      output.write(options.format.reporter.render(report))
    }
    for error in report.errors {
      errorOutput.write("warning: could not read \(error.file): \(error.message)\n")
    }
    return report.exitCode
  }
}
