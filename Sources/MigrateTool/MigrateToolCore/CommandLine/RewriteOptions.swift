import CallerMove
import SourceFiles

/// The options of every command that rewrites Swift (`move`, `migrate`, `finish`): whether the
/// toolchain's parser checks the rewrites, and which files to leave alone.
struct RewriteOptions: Sendable, Equatable {
  /// `--no-parser-check`: the toolchain's parser does not check the rewrites (the lexer's check
  /// still does).
  var checksWithParser = true
  /// `--exclude`: globs of files and folders to leave alone, with the config's.
  var excludes: [String] = []
  /// `--config`: the config file (default `.migrate-tool.json` where present): its `excludes`.
  var config: String?

  static let table: [CommandOption] = [
    .flag("--no-parser-check"), .list("--exclude"), .value("--config"),
  ]

  /// Applies `option` when it is one of `table`'s; false when it is not.
  mutating func apply(_ option: String, value text: String) -> Bool {
    switch option {
    case "--no-parser-check": checksWithParser = false
    case "--exclude": excludes.append(text)
    case "--config": config = text
    default: return false
    }
    return true
  }

  /// The PATHs a rewrite reads: `given`, else `Sources` and `Tests` where they exist, else `.`.
  static func paths(_ given: [String]) -> [String] {
    if !given.isEmpty { return given }
    let defaults = ["Sources", "Tests"].filter(PlainFile.exists)
    return defaults.isEmpty ? ["."] : defaults
  }

  /// The excludes to honour: these, and the config's.
  func allExcludes() throws(CommandError) -> [String] {
    excludes + (try MigrateToolConfig.load(explicitPath: config)?.excludes ?? [])
  }

  /// The parser that checks the rewrites: the toolchain's on `PATH`, unless turned off.
  func parser(environment: [String: String]) -> ToolchainParser? {
    checksWithParser ? ToolchainParser.find(searchPath: environment["PATH"] ?? "") : nil
  }
}
