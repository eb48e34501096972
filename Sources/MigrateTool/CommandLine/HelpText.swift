/// The user-visible help, in swift-argument-parser's layout. Golden-tested: any change shows up in
/// review.
enum HelpText {
  static let auditUsage =
    "migrate-tool audit [<path> ...] [--format <format>] [--accessor <name> ...] "
    + "[--exclude <glob> ...]"

  static let topLevel = """
    OVERVIEW: Audit a Swift codebase for singleton accesses while migrating to dependencies.

    USAGE: migrate-tool <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      audit                   List every access to a singleton accessor and each singleton's
                              migration status.

      See 'migrate-tool help <subcommand>' for detailed help.

    """

  static let audit = """
    OVERVIEW: List every access to a singleton accessor and each singleton's migration status.

    Finds member accesses such as 'Foo.shared', 'Self.shared', '.shared' and 'Foo.shared()' in
    code (not in comments, strings or regex literals), the singletons declared as 'static let
    shared', and whether each is not-started, bridged, migrated or unused.

    USAGE: \(auditUsage)

    ARGUMENTS:
      <path>                  Files or directories to scan. (default: .)

    OPTIONS:
      --format <format>       Output format: text, json or xcode. (default: text)
      --accessor <name>       A member name that reaches a singleton; repeat for several.
                              (default: shared)
      --exclude <glob>        Skip files and directories matching the glob ('*', '**', '?');
                              repeat for several. Always skipped: .build, .git, .swiftpm,
                              DerivedData, Pods, Carthage, node_modules.
      --version               Show the version.
      -h, --help              Show help information.

    EXIT CODES:
      0 scan complete, 1 a PATH could not be read, 3 some files could not be read,
      64 bad command line.

    """

  /// The usage error block: the message, the usage line and where to find help.
  static func usageError(_ message: String) -> String {
    """
    Error: \(message)
    Usage: \(auditUsage)
      See 'migrate-tool audit --help' for more information.

    """
  }
}
