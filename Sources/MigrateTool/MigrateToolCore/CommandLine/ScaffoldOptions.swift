import ClientScaffold
import SwiftScanning

/// What `migrate-tool scaffold` was asked to do, parsed from its arguments.
struct ScaffoldOptions: Sendable, Equatable {
  /// The singleton's name: `AnalyticsTracker`, or `Outer.Inner`.
  var typeName = ""
  /// Files and directories to search; `["."]` when none are given.
  var paths: [String] = ["."]
  /// `--name`: the client's name; derived from the type's when nil.
  var clientName: String?
  /// `--key-path`: the `DependencyValues` property; derived from the client's name when nil.
  var keyPath: String?
  /// `--output`: a new file to write; standard output when nil.
  var output: String?
  /// Static property names that make a type a singleton.
  var accessors: [String] = ["shared"]
  /// Whether `accessors` came from `--accessor`, replacing the default.
  var accessorsAreExplicit = false
  /// `--all-members`: an endpoint for every member, not only those callers use.
  var allMembers = false
  /// `--exclude`: globs of files and folders not to read, with the config's.
  var excludes: [String] = []
  /// `--test-value`: what the key gives tests.
  var testValue: ClientPlan.TestValue = .unimplemented
  /// `--config`: the config file (default `.migrate-tool.json` where present): its `excludes`.
  var config: String?
}

extension ScaffoldOptions: SubcommandOptions {
  static let table: [CommandOption] = [
    .value("--name"), .value("--key-path"), .value("--output"), .list("--accessor"),
    .flag("--all-members"), .list("--exclude"), .value("--config"), .value("--test-value"),
  ]

  mutating func apply(_ option: String, value: String?) throws(CommandError) {
    let text = value ?? ""
    switch option {
    case "--name":
      clientName = try Self.identifier(text, for: option, example: "AnalyticsClient", in: .scaffold)
    case "--key-path":
      keyPath = try Self.identifier(text, for: option, example: "analytics", in: .scaffold)
    case "--accessor":
      let accessor = try Self.identifier(text, for: option, example: "shared", in: .scaffold)
      if !accessorsAreExplicit {
        accessors = []
        accessorsAreExplicit = true
      }
      if !accessors.contains(accessor) { accessors.append(accessor) }
    case "--all-members":
      allMembers = true
    case "--exclude":
      excludes.append(text)
    case "--config":
      config = text
    case "--test-value":
      testValue = try Self.testValue(text, in: .scaffold)
    case "--output":
      guard !text.isEmpty else {
        throw .usage("The value for '--output' must not be empty.", .scaffold)
      }
      output = text
    default:
      preconditionFailure("'\(option)' is in the table but not applied")
    }
  }

  mutating func finish(arguments: [String]) throws(CommandError) {
    guard let typeName = arguments.first else {
      throw .usage(
        "Missing the singleton's type name: 'migrate-tool scaffold AnalyticsTracker'.", .scaffold)
    }
    self.typeName = try Self.validTypeName(typeName, in: .scaffold)
    if arguments.count > 1 { paths = Array(arguments.dropFirst()) }
  }
}
