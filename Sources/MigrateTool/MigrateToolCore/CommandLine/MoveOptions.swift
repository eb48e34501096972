import SwiftScanning

/// What `migrate-tool move` was asked to do, parsed from its arguments.
struct MoveOptions: Sendable, Equatable {
  /// The singleton's type: `AnalyticsTracker`.
  var typeName = ""
  /// `--to`: the `DependencyValues` property of its client, without `\.`; empty for the one
  /// whose key bridges to the singleton.
  var keyPath = ""
  /// Files and directories to rewrite; empty means `Sources` and `Tests` where they exist,
  /// else `.`.
  var paths: [String] = []
  /// `--accessor`: the static property that holds the singleton.
  var accessor = "shared"
  /// `--name`: the `@Dependency` property's name; the key path's when nil.
  var propertyName: String?
  /// `--write`: change the files; without it, print the diff.
  var writes = false
  /// `--no-parser-check`, `--exclude`, `--config`.
  var rewriting = RewriteOptions()
}

extension MoveOptions: SubcommandOptions {
  static let table: [CommandOption] =
    [
      .value("--to"), .value("--accessor"), .value("--name"), .flag("--write"),
    ] + RewriteOptions.table

  mutating func apply(_ option: String, value: String?) throws(CommandError) {
    let text = value ?? ""
    switch option {
    case "--to":
      // `\.analytics` and `analytics` name the same key path.
      let name = text.hasPrefix("\\.") ? String(text.dropFirst(2)) : text
      keyPath = try Self.identifier(name, for: option, example: "analytics", in: .move)
    case "--accessor":
      accessor = try Self.identifier(text, for: option, example: "shared", in: .move)
    case "--name":
      propertyName = try Self.identifier(text, for: option, example: "analytics", in: .move)
    case "--write":
      writes = true
    default:
      guard rewriting.apply(option, value: text) else {
        preconditionFailure("'\(option)' is in the table but not applied")
      }
    }
  }

  mutating func finish(arguments: [String]) throws(CommandError) {
    guard let typeName = arguments.first else {
      throw .usage(
        "Missing the singleton's type name: 'migrate-tool move AnalyticsTracker --to analytics'.",
        .move)
    }
    self.typeName = try Self.validTypeName(typeName, in: .move)
    paths = Array(arguments.dropFirst())
  }
}
