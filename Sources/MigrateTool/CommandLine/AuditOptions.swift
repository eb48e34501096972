/// Everything `migrate-tool audit` was asked to do, parsed from the command line.
///
/// Later options (baseline, gates, config) become fields here, so every part of the audit reads
/// one value rather than the raw arguments.
struct AuditOptions: Sendable, Equatable {
  /// Files and directories to scan; `["."]` when none are given.
  var paths: [String] = ["."]
  var format: ReportFormat = .text
  /// Member names that count as singleton accessors; `["shared"]` when none are given.
  var accessors: [String] = ["shared"]
  /// Extra `--exclude` globs, on top of `SourceTreeWalker.defaultExcludes`.
  var excludes: [String] = []
}

/// The `--format` values.
enum ReportFormat: String, Sendable, CaseIterable {
  case text, json, xcode

  /// The reporter that renders this format.
  var reporter: any Reporter {
    switch self {
    case .text: return TextReporter()
    case .json: return JSONReporter()
    case .xcode: return XcodeReporter()
    }
  }
}

/// What the command line asks for.
enum Command: Sendable, Equatable {
  case help
  case auditHelp
  case version
  case audit(AuditOptions)
}
