import AuditReporters
import SingletonAudit
import SourceFiles

/// `migrate-tool audit`: config, baseline, scan, report, gates and the new baseline, in that
/// order, so a bad config or baseline stops the command before any report is printed.
struct AuditCommand {
  var options: AuditOptions
  /// The process environment; `GITHUB_STEP_SUMMARY` is read from it.
  var environment: [String: String]

  /// Runs the audit; returns the exit code, and the report (which the caller may keep alive).
  func run(
    output: OutputSink, errorOutput: OutputSink
  ) throws(CommandError) -> (code: Int32, report: AuditReport) {
    var options = options
    if let config = try MigrateToolConfig.load(explicitPath: options.config) {
      options = options.merging(config)
    }
    let baseline = try options.baseline.map { path throws(CommandError) in
      try audit { () throws(AuditError) in try BaselineFile.read(path) }
    }
    let replaced = try options.writeBaseline.flatMap { path throws(CommandError) in
      try replacedBaseline(at: path, read: baseline)
    }
    var historyWarnings: [String] = []
    let history = try options.history.map { path throws(CommandError) in
      try audit { () throws(AuditError) in try UsageHistory.load(path, warnings: &historyWarnings) }
    }
    let scope = BaselineScope(paths: options.paths)
    let reporter = options.format.reporter(
      listsAllFindings: options.listsAllFindings, environment: environment)
    let annotator = FindingAnnotator(
      ignoredReceivers: Set(options.ignoredReceivers),
      recordsLineText: baseline != nil || options.writeBaseline != nil || reporter.needsLineText)
    let auditor = Auditor(
      paths: options.paths, accessors: options.accessors, excludes: options.excludes,
      annotator: annotator, locators: options.locators)
    var report = try audit(auditor.run)
    if report.filesScanned == 0 && report.errors.isEmpty && !options.allowsEmpty {
      throw .audit(.noSwiftFiles(paths: options.paths))
    }
    report.history = history
    report.warnings += historyWarnings
    if let baseline, let path = options.baseline {
      report.baseline = BaselineComparison(
        findings: report.findings, baseline: baseline, file: path, scope: scope,
        adopting: Set(options.adoptedAccessors))
    }
    // Gates and the new baseline come before the report, so that the report can say whether the
    // baseline it compared with was rewritten.
    let failures = GateFailure.evaluate(report, maxFindings: options.maxFindings)
    if let path = options.writeBaseline {
      let written = try writeBaseline(
        report, keeping: replaced, outside: scope, to: path, gatesFailed: !failures.isEmpty,
        errorOutput)
      if written, path == options.baseline { report.baseline?.isRewritten = true }
    }

    if let streaming = reporter.streaming {
      var writer = ReportWriter(sink: output.writeBytes)
      streaming.write(report, to: &writer)
      writer.flush()
    } else {
      output.write(reporter.render(report))
    }
    for appendix in reporter.appendices(for: report) {
      append(appendix, errorOutput)
    }

    for warning in report.warnings {
      errorOutput.write("warning: \(warning)\n")
    }
    for error in report.errors {
      errorOutput.write("warning: could not read \(error.file): \(error.message)\n")
    }
    if let baseline, baseline.paths == .asReported, let path = options.baseline,
      options.writeBaseline != path
    {
      errorOutput.write(
        "note: the baseline '\(path)' is version 1: its paths match only when the audit runs "
          + "from the directory, and with the PATH, that wrote it. Rewrite it with "
          + "'--baseline \(path) --write-baseline \(path)' to make it independent of both.\n")
    }
    // The text and markdown reports list new bridges and fixed entries with what to do; the
    // notes are for the formats a machine reads, once.
    let reportSaysBaselineChanges = options.format == .text || options.format == .markdown
    if let comparison = report.baseline, options.writeBaseline == nil, !reportSaysBaselineChanges {
      if !comparison.newBridges.isEmpty {
        let count = comparison.newBridges.count
        errorOutput.write(
          "note: \(count) new \(count == 1 ? "bridge" : "bridges") (a client wrapping a "
            + "singleton: step 1 of a migration), not gated.\n")
      }
      if comparison.hasChangesToRecord {
        let count = comparison.fixedCount
        let entries = count == 1 ? "entry" : "entries"
        let fixed = count == 0 ? "" : "\(count) baseline \(entries) fixed. "
        errorOutput.write("note: \(fixed)\(comparison.shrinkHint)\n")
      }
    }
    for failure in failures {
      errorOutput.write("Gate failed: \(failure.message)\n")
    }
    let code =
      if !failures.isEmpty { ExitCode.gateFailed } else if !report.errors.isEmpty {
        ExitCode.unreadableFiles
      } else { ExitCode.success }
    return (code, report)
  }

  /// Records the findings, unless a gate failed (`--baseline F --write-baseline F` only ever
  /// shrinks, or grows by bridges) or files could not be read (their accesses would be missing
  /// from the record). The entries of `replaced` (the file being replaced) outside `scope` are
  /// kept. Returns whether it wrote the file.
  private func writeBaseline(
    _ report: AuditReport, keeping replaced: Baseline?, outside scope: BaselineScope,
    to path: String, gatesFailed: Bool, _ errorOutput: OutputSink
  ) throws(CommandError) -> Bool {
    if gatesFailed {
      errorOutput.write("note: the baseline '\(path)' was not written because a gate failed.\n")
      return false
    }
    if !report.errors.isEmpty {
      errorOutput.write(
        "note: the baseline '\(path)' was not written because some files could not be read.\n")
      return false
    }
    let paths = BaselinePaths.relative(toFile: path)
    let kept = replaced?.entries(outside: scope, spelledAs: paths) ?? []
    let baseline = Baseline(
      entries: Baseline(findings: report.findings, paths: paths).entries + kept, paths: paths)
    try audit { () throws(AuditError) in try BaselineFile.write(baseline, to: path) }
    let count = baseline.findingCount
    errorOutput.write(
      "Wrote the baseline '\(path)': \(count) \(count == 1 ? "finding" : "findings") in "
        + "\(baseline.entries.count) \(baseline.entries.count == 1 ? "entry" : "entries").\n")
    return true
  }

  /// The baseline `--write-baseline` replaces (`read` when it is the `--baseline`), whose
  /// entries outside the PATHs are kept; nil for a new file. An existing file that is not a
  /// baseline is refused before anything is scanned, so a slip (`--write-baseline Foo.swift`)
  /// never destroys it. What is neither a file nor new is left to the write to refuse.
  private func replacedBaseline(
    at path: String, read: Baseline?
  ) throws(CommandError) -> Baseline? {
    if path == options.baseline { return read }
    guard PlainFile.isRegularFile(path) else { return nil }
    do {
      return try BaselineFile.read(path)
    } catch {
      throw .audit(.notABaseline(path: path))
    }
  }

  /// Appends a reporter's appendix (GitHub's job summary) to its file; a failure is a warning,
  /// since the report is already printed.
  private func append(_ appendix: ReportAppendix, _ errorOutput: OutputSink) {
    do {
      try PlainFile.append(appendix.text, to: appendix.path)
    } catch {
      errorOutput.write(
        "warning: could not append to \(appendix.name) '\(appendix.path)': \(error.message).\n")
    }
  }

  /// The audit's own step, its error made the command's.
  private func audit<Result>(
    _ step: () throws(AuditError) -> Result
  ) throws(CommandError) -> Result {
    do {
      return try step()
    } catch {
      throw .audit(error)
    }
  }
}
