import ClientScaffold

/// What `migrate-tool migrate` was asked to do, parsed from its arguments.
struct MigrateOptions: Sendable, Equatable {
  /// The singleton's type: `AnalyticsTracker`.
  var typeName = ""
  /// Files and directories to migrate; empty means `Sources` and `Tests` where they exist,
  /// else `.`.
  var paths: [String] = []
  /// `--accessor`: the static property that holds the singleton.
  var accessor = "shared"
  /// Whether `--accessor` was given; else the conventional accessors are tried too.
  var accessorIsExplicit = false
  /// `--verify`: the team's build-and-test command, run by `/bin/sh -c` after `--write`.
  var verify: String?
  /// `--write`: change the files; without it, print one diff of all of it.
  var writes = false
  /// `--output`: where a new client goes; beside the singleton's declaration when nil.
  var output: String?
  /// `--test-value`: what the new client's key gives tests.
  var testValue: ClientPlan.TestValue = .unimplemented
  /// `--no-parser-check`, `--exclude`, `--config`.
  var rewriting = RewriteOptions()
}

extension MigrateOptions: SubcommandOptions {
  static let table: [CommandOption] =
    [
      .value("--accessor"), .value("--verify"), .flag("--write"), .value("--output"),
      .value("--test-value"),
    ] + RewriteOptions.table

  mutating func apply(_ option: String, value: String?) throws(CommandError) {
    let text = value ?? ""
    switch option {
    case "--accessor":
      accessor = try Self.identifier(text, for: option, example: "shared", in: .migrate)
      accessorIsExplicit = true
    case "--verify":
      verify = try Self.verifyCommand(text, in: .migrate)
    case "--write":
      writes = true
    case "--output":
      guard text.hasSuffix(".swift") else {
        throw .usage("The value for '--output' must be a .swift file.", .migrate)
      }
      output = text
    case "--test-value":
      testValue = try Self.testValue(text, in: .migrate)
    default:
      guard rewriting.apply(option, value: text) else {
        preconditionFailure("'\(option)' is in the table but not applied")
      }
    }
  }

  mutating func finish(arguments: [String]) throws(CommandError) {
    guard let typeName = arguments.first else {
      throw .usage(
        "Missing the singleton's type name: 'migrate-tool migrate AnalyticsTracker'.", .migrate)
    }
    self.typeName = try Self.validTypeName(typeName, in: .migrate)
    paths = Array(arguments.dropFirst())
    if verify != nil && !writes { throw Self.verifyWithoutWrite(.migrate) }
  }
}
