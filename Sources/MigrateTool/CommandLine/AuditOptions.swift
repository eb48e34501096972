/// Everything `migrate-tool audit` was asked to do, parsed from the command line and merged with
/// the config file (`AuditOptions+Config.swift`), so every part of the audit reads one value
/// rather than the raw arguments.
struct AuditOptions: Sendable, Equatable {
  /// Files and directories to scan; `["."]` when none are given.
  var paths: [String] = ["."]
  var format: ReportFormat = .text
  /// Member names that count as singleton accessors; `["shared"]` when none are given.
  var accessors: [String] = ["shared"]
  /// Extra `--exclude` globs, on top of `SourceTreeWalker.defaultExcludes`.
  var excludes: [String] = []
  /// Whether `accessors` came from the command line, which then wins over the config's.
  var accessorsAreExplicit = false
  /// `--baseline`: the findings recorded earlier; only findings not in it fail the audit.
  var baseline: String?
  /// `--write-baseline`: where to record this run's findings.
  var writeBaseline: String?
  /// `--max-findings`: the audit fails when it finds more.
  var maxFindings: Int?
  /// `--all-findings`: with a baseline, the text and xcode formats list every finding, not only
  /// the new ones.
  var listsAllFindings = false
  /// `--config`: the config file; nil means `.migrate-tool.json` in the current directory, if any.
  var config: String?
  /// Receivers whose accesses are not findings (`URLSession`; `""` for implicit members): the
  /// config's `ignoreReceivers`, `--ignore-receiver` and `--ignore-implicit`.
  var ignoredReceivers: [String] = []
}

/// The `--format` values.
enum ReportFormat: String, Sendable, CaseIterable {
  case text, json, xcode, github, sarif, markdown

  /// The reporter that renders this format, for the process environment it runs in: the one
  /// place a format becomes a reporter. `listsAllFindings` is `--all-findings`.
  func reporter(
    listsAllFindings: Bool = false, environment: [String: String] = [:]
  ) -> any Reporter {
    switch self {
    case .text: return TextReporter(listsAllFindings: listsAllFindings)
    case .json: return JSONReporter()
    case .xcode: return XcodeReporter(listsAllFindings: listsAllFindings)
    case .github: return GitHubReporter(environment: environment)
    case .sarif: return SARIFReporter()
    case .markdown: return MarkdownReporter()
    }
  }
}

/// What the command line asks for.
enum Command: Sendable, Equatable {
  case help
  case auditHelp
  case version
  case audit(AuditOptions)
  case scaffoldHelp
  /// `scaffold` and the arguments after it, which `ScaffoldOptions` parses.
  case scaffold([String])
}
