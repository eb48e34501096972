/// Reads a subcommand's arguments the way every `migrate-tool` subcommand takes them:
/// `--option value` and `--option=value`; `--` ends options, so a path may start with `-`;
/// `-h`/`--help` and `--version` anywhere. What an option means is the subcommand's business.
///
/// ```swift
/// var scanner = ArgumentScanner(["Sources", "--format=json"])
/// while let item = scanner.next() { ... }  // .positional("Sources"), .option("--format")
/// scanner.value()                           // "json", for the option just read
/// ```
struct ArgumentScanner {
  /// One argument, or one option with its value still to be read.
  enum Item: Equatable {
    case positional(String)
    case help
    case version
    /// An option's name (`--format`); read its value, if it takes one, with `value()`.
    case option(String)
  }

  private let arguments: [String]
  private var index = 0
  private var optionsEnded = false
  /// The value given after `=` to the option just read.
  private(set) var inlineValue: String?

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// The next argument, or nil after the last.
  mutating func next() -> Item? {
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    index += 1
    inlineValue = nil
    if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
      return .positional(argument)
    }
    if argument == "--" {
      optionsEnded = true
      return next()
    }
    if argument == "-h" || argument == "--help" { return .help }
    if argument == "--version" { return .version }
    guard let equals = argument.firstIndex(of: "=") else { return .option(argument) }
    inlineValue = String(argument[argument.index(after: equals)...])
    return .option(String(argument[..<equals]))
  }

  /// The value of the option just read: after its `=`, else the next argument; nil when the
  /// arguments end first.
  mutating func value() -> String? {
    if let inlineValue { return inlineValue }
    guard index < arguments.count else { return nil }
    index += 1
    return arguments[index - 1]
  }
}
