/// Parses `migrate-tool` arguments (without the program name) into a `Command`: the subcommand,
/// then its options by its table (`Subcommand.options`), the same way for every subcommand.
///
/// Accepts `--option value` and `--option=value`; `--` ends options, so a PATH may start with `-`;
/// `-h`/`--help` and `--version` anywhere.
enum CommandLineParser {
  static func parse(_ arguments: [String]) throws(CommandError) -> Command {
    guard let first = arguments.first else {
      throw .usage("Missing subcommand." + subcommandList, nil)
    }
    if let subcommand = Subcommand(rawValue: first) {
      return try parse(Array(arguments.dropFirst()), for: subcommand)
    }
    switch first {
    case "-h", "--help", "help":
      return .help(arguments.dropFirst().first.flatMap(Subcommand.init(rawValue:)))
    case "--version":
      return .version
    default:
      if first.hasPrefix("-") {
        throw .usage(
          "Unknown option '\(first)'." + Suggestion.hint(for: first, in: ["--help", "--version"]),
          nil)
      }
      let names = Subcommand.allCases.map(\.rawValue)
      throw .usage(
        "Unknown subcommand '\(first)'." + Suggestion.hint(for: first, in: names) + subcommandList,
        nil)
    }
  }

  /// ` The subcommands are: audit, scaffold.`
  private static var subcommandList: String {
    " The subcommands are: \(Subcommand.allCases.map(\.rawValue).joined(separator: ", "))."
  }

  private static func parse(
    _ arguments: [String], for subcommand: Subcommand
  ) throws(CommandError) -> Command {
    switch subcommand {
    case .audit:
      return try parseOptions(
        arguments, as: AuditOptions.self, for: subcommand, into: Command.audit)
    case .scaffold:
      return try parseOptions(
        arguments, as: ScaffoldOptions.self, for: subcommand, into: Command.scaffold)
    case .move:
      return try parseOptions(arguments, as: MoveOptions.self, for: subcommand, into: Command.move)
    case .migrate:
      return try parseOptions(
        arguments, as: MigrateOptions.self, for: subcommand, into: Command.migrate)
    case .finish:
      return try parseOptions(
        arguments, as: FinishOptions.self, for: subcommand, into: Command.finish)
    }
  }

  /// The subcommand's options as `command`; `--help` or `--version` anywhere wins over the rest.
  private static func parseOptions<Options: SubcommandOptions>(
    _ arguments: [String], as: Options.Type, for subcommand: Subcommand,
    into command: (Options) -> Command
  ) throws(CommandError) -> Command {
    var options = Options()
    var positional: [String] = []
    var scanner = ArgumentScanner(arguments)
    var given: [String: String] = [:]
    while let item = scanner.next() {
      let name: String
      switch item {
      case .positional(let argument):
        positional.append(argument)
        continue
      case .help: return .help(subcommand)
      case .version: return .version
      case .option(let option): name = option
      }
      guard let option = Options.table.first(where: { $0.name == name }),
        option.takesValue || scanner.inlineValue == nil
      else {
        let known = Options.table.map(\.name) + ["--help", "--version"]
        throw .usage(
          "Unknown option '\(name)'." + Suggestion.hint(for: name, in: known), subcommand)
      }
      var value: String?
      if option.takesValue {
        guard let text = scanner.value() else {
          throw .usage("Missing value for '\(name)'.", subcommand)
        }
        value = text
      }
      if !option.isRepeatable {
        if let first = given[name] {
          throw .usage(
            "'\(name)' was given twice ('\(first)', then '\(value ?? "")'). Give it once.",
            subcommand)
        }
        given[name] = value ?? ""
      }
      try options.apply(name, value: value)
    }
    try options.finish(arguments: positional)
    return command(options)
  }
}
