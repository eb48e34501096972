/// The subcommands: each with its option table, usage line and help. Adding a subcommand is adding
/// a case here, its options' type, and its command.
enum Subcommand: String, CaseIterable, Sendable {
  case audit
  case scaffold
  case move
  case migrate
  case finish

  /// The options it takes, in the order its help lists them (`--help` and `--version` aside).
  var options: [CommandOption] {
    switch self {
    case .audit: return AuditOptions.table
    case .scaffold: return ScaffoldOptions.table
    case .move: return MoveOptions.table
    case .migrate: return MigrateOptions.table
    case .finish: return FinishOptions.table
    }
  }

  /// Its usage line, as errors and help print it.
  var usage: String {
    switch self {
    case .audit: return HelpText.auditUsage
    case .scaffold: return HelpText.scaffoldUsage
    case .move: return HelpText.moveUsage
    case .migrate: return HelpText.migrateUsage
    case .finish: return HelpText.finishUsage
    }
  }

  /// Its `--help`.
  var help: String {
    switch self {
    case .audit: return HelpText.audit
    case .scaffold: return HelpText.scaffold
    case .move: return HelpText.move
    case .migrate: return HelpText.migrate
    case .finish: return HelpText.finish
    }
  }
}

/// One option of a subcommand: its name, whether a value follows it, and whether it may be
/// given more than once.
struct CommandOption: Sendable, Equatable {
  var name: String
  /// `--format json` takes one; a flag (`--all-findings`) takes none, and `--flag=x` is unknown.
  var takesValue: Bool
  /// Whether each use adds a value (`--accessor a --accessor b`). A single value given twice
  /// (`--format json --format text`) is a usage error: no silent last-one-wins.
  var isRepeatable = false

  /// An option with one value.
  static func value(_ name: String) -> CommandOption { CommandOption(name: name, takesValue: true) }
  /// An option whose values add up, one a use.
  static func list(_ name: String) -> CommandOption {
    CommandOption(name: name, takesValue: true, isRepeatable: true)
  }
  static func flag(_ name: String) -> CommandOption {
    CommandOption(name: name, takesValue: false, isRepeatable: true)
  }
}

/// A subcommand's parsed options: built empty, given each option in turn, then its arguments.
protocol SubcommandOptions: Sendable, Equatable {
  /// The options, for parsing and "did you mean" hints.
  static var table: [CommandOption] { get }
  init()
  /// Takes one option from the table, with its value (nil for a flag); throws a usage message.
  mutating func apply(_ option: String, value: String?) throws(CommandError)
  /// Takes the positional arguments, once every option is read; throws a usage message.
  mutating func finish(arguments: [String]) throws(CommandError)
}
