/// Parses `migrate-tool` arguments (without the program name) into a `Command`.
///
/// Accepts `--option value` and `--option=value`; `--` ends options, so a PATH may start with `-`.
enum CommandLineParser {
  /// The subcommands, for "did you mean" hints.
  static let subcommands = ["audit", "scaffold"]
  /// The options of `audit`, for "did you mean" hints.
  static let auditOptions = [
    "--format", "--accessor", "--exclude", "--ignore-receiver", "--ignore-implicit", "--baseline",
    "--write-baseline", "--all-findings", "--config", "--max-findings", "--help", "--version",
  ]

  static func parse(_ arguments: [String]) throws(AuditError) -> Command {
    guard let first = arguments.first else {
      throw .usage("Missing subcommand. Run 'migrate-tool audit [<path> ...]'.")
    }
    switch first {
    case "-h", "--help", "help":
      switch arguments.dropFirst().first {
      case "audit": return .auditHelp
      case "scaffold": return .scaffoldHelp
      default: return .help
      }
    case "--version":
      return .version
    case "audit":
      return try parseAudit(Array(arguments.dropFirst()))
    case "scaffold":
      return .scaffold(Array(arguments.dropFirst()))
    default:
      if first.hasPrefix("-") {
        throw .usage(
          "Unknown option '\(first)'." + Suggestion.hint(for: first, in: ["--help", "--version"]))
      }
      throw .usage(
        "Unknown subcommand '\(first)'." + Suggestion.hint(for: first, in: subcommands)
          + " The subcommands are: \(subcommands.joined(separator: ", ")).")
    }
  }

  private static func parseAudit(_ arguments: [String]) throws(AuditError) -> Command {
    var options = AuditOptions()
    var paths: [String] = []
    var accessors: [String] = []
    var scanner = ArgumentScanner(arguments)
    while let item = scanner.next() {
      let name: String
      switch item {
      case .positional(let path):
        paths.append(path)
        continue
      case .help: return .auditHelp
      case .version: return .version
      case .option(let option): name = option
      }
      func value() throws(AuditError) -> String {
        guard let value = scanner.value() else { throw .usage("Missing value for '\(name)'.") }
        return value
      }
      switch name {
      case "--format":
        let text = try value()
        guard let format = ReportFormat(rawValue: text) else {
          let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
          throw .usage("The value '\(text)' is invalid for '--format'. Use one of: \(known).")
        }
        options.format = format
      case "--accessor":
        let accessor = try value()
        guard Self.isIdentifier(accessor) else {
          throw .usage(
            "The value '\(accessor)' is invalid for '--accessor'. Use a member name like 'shared'.")
        }
        accessors.append(accessor)
      case "--exclude":
        options.excludes.append(try nonEmptyValue(value(), for: name))
      case "--ignore-receiver":
        options.ignoredReceivers.append(try nonEmptyValue(value(), for: name))
      case "--all-findings" where scanner.inlineValue == nil:
        options.listsAllFindings = true
      case "--ignore-implicit" where scanner.inlineValue == nil:
        // An implicit member's receiver is "" (DESIGN.md), so it is ignored like any other.
        options.ignoredReceivers.append("")
      case "--baseline":
        options.baseline = try nonEmptyValue(value(), for: name)
      case "--write-baseline":
        options.writeBaseline = try nonEmptyValue(value(), for: name)
      case "--config":
        options.config = try nonEmptyValue(value(), for: name)
      case "--max-findings":
        let text = try value()
        guard let limit = Int(text), limit >= 0 else {
          throw .usage(
            "The value '\(text)' is invalid for '--max-findings'. Use a whole number, 0 or more.")
        }
        options.maxFindings = limit
      default:
        throw .usage("Unknown option '\(name)'." + Suggestion.hint(for: name, in: auditOptions))
      }
    }
    if !paths.isEmpty { options.paths = paths }
    if !accessors.isEmpty {
      // Keep the first of repeated names, in the order given.
      var seen = Set<String>()
      options.accessors = accessors.filter { seen.insert($0).inserted }
      options.accessorsAreExplicit = true
    }
    return .audit(options)
  }

  private static func nonEmptyValue(
    _ text: String, for name: String
  ) throws(AuditError) -> String {
    guard !text.isEmpty else { throw .usage("The value for '\(name)' must not be empty.") }
    return text
  }

  /// Whether `text` can be a Swift member name: what the lexer sees as one identifier.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, ByteTable.isIdentifierStart(first) else { return false }
    return text.utf8.allSatisfy { ByteTable.isIdentifierBody($0) }
  }
}
