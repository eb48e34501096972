/// What `migrate-tool finish` was asked to do, parsed from its arguments.
struct FinishOptions: Sendable, Equatable {
  /// The singleton's type: `AnalyticsTracker`.
  var typeName = ""
  /// Files and directories to read; empty means `Sources` and `Tests` where they exist, else `.`.
  var paths: [String] = []
  /// `--accessor`: the static property that holds the singleton.
  var accessor = "shared"
  /// `--write`: change the files; without it, print the diff.
  var writes = false
  /// `--verify`: the team's build-and-test command, run by `/bin/sh -c` after `--write`.
  var verify: String?
  /// `--no-parser-check`, `--exclude`, `--config`.
  var rewriting = RewriteOptions()
}

extension FinishOptions: SubcommandOptions {
  static let table: [CommandOption] =
    [
      .value("--accessor"), .flag("--write"), .value("--verify"),
    ] + RewriteOptions.table

  mutating func apply(_ option: String, value: String?) throws(CommandError) {
    let text = value ?? ""
    switch option {
    case "--accessor":
      accessor = try Self.identifier(text, for: option, example: "shared", in: .finish)
    case "--write":
      writes = true
    case "--verify":
      verify = try Self.verifyCommand(text, in: .finish)
    default:
      guard rewriting.apply(option, value: text) else {
        preconditionFailure("'\(option)' is in the table but not applied")
      }
    }
  }

  mutating func finish(arguments: [String]) throws(CommandError) {
    guard let typeName = arguments.first else {
      throw .usage(
        "Missing the singleton's type name: 'migrate-tool finish AnalyticsTracker'.", .finish)
    }
    self.typeName = try Self.validTypeName(typeName, in: .finish)
    paths = Array(arguments.dropFirst())
    if verify != nil && !writes { throw Self.verifyWithoutWrite(.finish) }
  }
}
