import AuditReporters
import SwiftScanning

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
  /// `--adopt-accessor`: with a baseline, findings of these accessors that it does not hold are
  /// adopted (not gated, recorded by `--write-baseline`): for an accessor added mid-migration.
  var adoptedAccessors: [String] = []
  /// `--allow-empty`: a scan that finds no Swift file is a success rather than an error.
  var allowsEmpty = false
  /// `--locator`: service locators whose static members are accesses too (`Locator`); the
  /// config's `locators` and these together.
  var locators: [String] = []
  /// `--history`: a folder of saved JSON reports, or `git log -p` of the baseline, for the
  /// burn-down.
  var history: String?
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
  /// The help of a subcommand, or the tool's own when nil.
  case help(Subcommand?)
  case version
  case audit(AuditOptions)
  case scaffold(ScaffoldOptions)
  case move(MoveOptions)
  case migrate(MigrateOptions)
  case finish(FinishOptions)
}

extension AuditOptions: SubcommandOptions {
  static let table: [CommandOption] = [
    .value("--format"), .list("--accessor"), .list("--exclude"), .list("--ignore-receiver"),
    .flag("--ignore-implicit"), .value("--baseline"), .value("--write-baseline"),
    .flag("--all-findings"), .value("--config"), .value("--max-findings"), .flag("--allow-empty"),
    .value("--adopt-accessor"), .list("--locator"), .value("--history"),
  ]

  mutating func apply(_ option: String, value: String?) throws(CommandError) {
    let text = value ?? ""
    switch option {
    case "--format":
      guard let format = ReportFormat(rawValue: text) else {
        let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw .usage(
          "The value '\(text)' is invalid for '--format'. Use one of: \(known).", .audit)
      }
      self.format = format
    case "--accessor":
      guard Identifier.isValid(text) else {
        throw .usage(
          "The value '\(text)' is invalid for '--accessor'. Use a member name like 'shared'.",
          .audit)
      }
      if !accessorsAreExplicit {
        accessors = []
        accessorsAreExplicit = true
      }
      // Keep the first of repeated names, in the order given.
      if !accessors.contains(text) { accessors.append(text) }
    case "--adopt-accessor":
      guard Identifier.isValid(text) else {
        throw .usage(
          "The value '\(text)' is invalid for '--adopt-accessor'. Use a member name like "
            + "'configuration'.", .audit)
      }
      adoptedAccessors.append(text)
    case "--locator":
      guard Locator.isValid(text) else {
        throw .usage(
          "The value '\(text)' is invalid for '--locator'. Use a type name like "
            + "'ServiceLocator', a dotted one like 'Container.shared', or a property wrapper's "
            + "name like 'Injected'.", .audit)
      }
      if !locators.contains(text) { locators.append(text) }
    case "--exclude":
      excludes.append(try Self.nonEmpty(text, for: option))
    case "--ignore-receiver":
      ignoredReceivers.append(try Self.nonEmpty(text, for: option))
    case "--all-findings":
      listsAllFindings = true
    case "--allow-empty":
      allowsEmpty = true
    case "--ignore-implicit":
      // An implicit member's receiver is "" (Docs/Output.md), so it is ignored like any other.
      ignoredReceivers.append("")
    case "--baseline":
      baseline = try Self.nonEmpty(text, for: option)
    case "--write-baseline":
      writeBaseline = try Self.nonEmpty(text, for: option)
    case "--config":
      config = try Self.nonEmpty(text, for: option)
    case "--history":
      history = try Self.nonEmpty(text, for: option)
    case "--max-findings":
      guard let limit = Int(text), limit >= 0 else {
        throw .usage(
          "The value '\(text)' is invalid for '--max-findings'. Use a whole number, 0 or more.",
          .audit)
      }
      maxFindings = limit
    default:
      preconditionFailure("'\(option)' is in the table but not applied")
    }
  }

  mutating func finish(arguments: [String]) throws(CommandError) {
    if !arguments.isEmpty { paths = arguments }
  }

  private static func nonEmpty(_ text: String, for name: String) throws(CommandError) -> String {
    guard !text.isEmpty else { throw .usage("The value for '\(name)' must not be empty.", .audit) }
    return text
  }
}
