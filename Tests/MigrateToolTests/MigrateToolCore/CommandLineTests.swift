import Testing

@testable import MigrateToolCore

@Suite("Command line")
struct CommandLineTests {
  @Test("--help prints the top-level help in swift-argument-parser layout")
  func help() {
    let run = runTool(["--help"])
    #expect(run.exitCode == 0)
    #expect(run.errorOutput.isEmpty)
    #expect(
      run.output == """
        OVERVIEW: Audit a Swift codebase for singleton accesses while migrating to dependencies.

        USAGE: migrate-tool <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          audit                   List every access to a singleton accessor and each singleton's
                                  migration status.
          scaffold                Write the client of a singleton: step 1 of the migration.
          move                    Rewrite a singleton's callers to @Dependency: step 2 of the
                                  migration.
          migrate                 Scaffold and move in one command, verified by the team's build
                                  and tests, and put back when they fail.
          finish                  Make the client's key own the instance and delete 'shared': step
                                  3 of the migration.

          See 'migrate-tool help <subcommand>' for detailed help.

        """)
  }

  @Test("audit --help prints arguments and options")
  func auditHelp() {
    let run = runTool(["audit", "--help"])
    #expect(run.exitCode == 0)
    #expect(runTool(["help", "audit"]).output == run.output)
    #expect(
      run.output == """
        OVERVIEW: List every access to a singleton accessor and each singleton's migration status.

        Finds member accesses such as 'Foo.shared', 'Self.shared', '.shared' and 'Foo.shared()' in
        code (not in comments, strings or regex literals), the singletons declared as 'static let
        shared', and whether each is not-started, bridged, callers-moved or unused. The summary
        lists the members each singleton's callers use, and a migration plan: the singletons with
        uses, quick wins first (few members, few files, few static or free uses), each with why.

        USAGE: migrate-tool audit [<path> ...] [--format <format>] [--accessor <name> ...]
                 [--exclude <glob> ...] [--ignore-receiver <name> ...] [--ignore-implicit]
                 [--baseline <file>] [--write-baseline <file>] [--all-findings]
                 [--max-findings <n>] [--config <file>] [--allow-empty]
                 [--adopt-accessor <name> ...] [--locator <name> ...] [--history <path>]

        ARGUMENTS:
          <path>                  Files or directories to scan. (default: .)

        OPTIONS:
          --format <format>       Output format: text, json, xcode, github, sarif or markdown.
                                  (default: text)
          --accessor <name>       A member name that reaches a singleton; repeat for several.
                                  (default: shared)
          --exclude <glob>        Skip files and directories matching the glob ('*', '**', '?'),
                                  below a PATH or as reported; repeat for several. Always
                                  skipped: .build, .git, .swiftpm, DerivedData, Pods, Carthage,
                                  node_modules, *.docc (DocC catalogs).
          --ignore-receiver <name>
                                  Accesses through this receiver are not findings: a type
                                  ('URLSession'), 'self', an instance ('session') or '(expr)';
                                  repeat for several. Adds to the config's 'ignoreReceivers'.
          --ignore-implicit       Implicit members ('.shared' with no receiver) are not findings:
                                  for an --accessor that is also a case or static member name,
                                  as '--accessor default' is in 'style: .default'. The config's
                                  spelling is '"ignoreReceivers": [""]'.
          --baseline <file>       Fail (exit 2) only on findings not recorded in this baseline;
                                  report recorded ones that are gone as fixed.
          --write-baseline <file>
                                  Record this run's findings in the file: a new file, or one that
                                  already is a baseline (any other file is refused). Entries
                                  outside the paths are kept. With --baseline, it is written only
                                  when no gate fails, so it only ever shrinks.
          --adopt-accessor <name>
                                  With --baseline, uses of this accessor that the baseline does
                                  not hold are adopted: not gated, and recorded by
                                  --write-baseline, while new uses of other accessors still fail.
                                  For an --accessor added mid-migration; repeat for several.
          --locator <name>        A service locator: every static member access on it is a
                                  finding, grouped by member ('ServiceLocator.analytics');
                                  'Resolver' groups 'resolve(T.self)' by T, 'Container.shared'
                                  (Factory) by factory, and a property wrapper's name
                                  ('Injected') reports each '@Injected var'. Repeat for
                                  several; adds to the config's 'locators'.
          --history <path>        Add a burn-down, the uses left per singleton by date: from a
                                  folder of saved JSON reports named by date (2026-11-27.json),
                                  or a file holding 'git log -p -- migrate-tool-baseline.json'.
          --all-findings          With --baseline, list every finding in the text and xcode
                                  formats, not only the new ones.
          --max-findings <n>      Fail (exit 2) when there are more than n findings.
          --config <file>         Read settings from this JSON file. (default: .migrate-tool.json
                                  in the current directory, if present)
          --allow-empty           A scan that finds no Swift file succeeds; without it, that is
                                  an error (exit 1), so a mistyped PATH never passes a gate.
          --version               Show the version.
          -h, --help              Show help information.

        GATES:
          --baseline and --max-findings count accesses through a type or an implicit member, and
          any access to a declared singleton; those through 'self', an instance or an expression
          ('session.configuration') are reported, not gated.

        SUPPRESSIONS:
          '// migrate-tool:ignore - <reason>' on an access's line, 'ignore-next-line' on the line
          before it, 'ignore-file' in the file's leading comments. Suppressed accesses are counted,
          not listed, not gated.

        EXIT CODES:
          0 scan complete, no gate failed; 1 a PATH, the config or the baseline could not be used,
          or no Swift file was found; 2 a gate failed (--baseline, --max-findings); 3 some files
          could not be read; 64 bad command line.

        """)
  }

  @Test("--version prints 0.1.0")
  func version() {
    let run = runTool(["--version"])
    #expect(run.exitCode == 0)
    #expect(run.output == "0.1.0\n")
  }

  @Test(
    "usage errors exit 64 with Error, Usage and a --help hint on stderr",
    arguments: [
      (["audit", "--bogus"], "Unknown option '--bogus'."),
      (
        ["audit", "--format", "yaml"],
        "The value 'yaml' is invalid for '--format'. Use one of: text, json, xcode, github, "
          + "sarif, markdown."
      ),
      (
        ["audit", "--max-findings", "-1"],
        "The value '-1' is invalid for '--max-findings'. Use a whole number, 0 or more."
      ),
      (
        ["audit", "--max-findings=lots"],
        "The value 'lots' is invalid for '--max-findings'. Use a whole number, 0 or more."
      ),
      (["audit", "--baseline"], "Missing value for '--baseline'."),
      (["audit", "--write-baseline="], "The value for '--write-baseline' must not be empty."),
      (["audit", "--format"], "Missing value for '--format'."),
      (
        ["audit", "--accessor", "no.dots"],
        "The value 'no.dots' is invalid for '--accessor'. Use a member name like 'shared'."
      ),
      (["audit", "--exclude="], "The value for '--exclude' must not be empty."),
      (["audit", "--fromat", "json"], "Unknown option '--fromat'. Did you mean '--format'?"),
      (["audit", "--baselin=b.json"], "Unknown option '--baselin'. Did you mean '--baseline'?"),
      (
        ["audit", "--write-basline", "b.json"],
        "Unknown option '--write-basline'. Did you mean '--write-baseline'?"
      ),
      (
        ["audit", "--max-finding", "3"],
        "Unknown option '--max-finding'. Did you mean '--max-findings'?"
      ),
      (
        ["audit", "--format", "json", "--format", "text"],
        "'--format' was given twice ('json', then 'text'). Give it once."
      ),
      (
        ["audit", "--baseline=a.json", "--max-findings", "1", "--baseline", "b.json"],
        "'--baseline' was given twice ('a.json', then 'b.json'). Give it once."
      ),
    ])
  func usageErrors(arguments: [String], message: String) {
    let run = runTool(arguments)
    #expect(run.exitCode == 64)
    #expect(run.output.isEmpty)
    #expect(
      run.errorOutput == """
        Error: \(message)
        Usage: migrate-tool audit [<path> ...] [--format <format>] [--accessor <name> ...]
                 [--exclude <glob> ...] [--ignore-receiver <name> ...] [--ignore-implicit]
                 [--baseline <file>] [--write-baseline <file>] [--all-findings]
                 [--max-findings <n>] [--config <file>] [--allow-empty]
                 [--adopt-accessor <name> ...] [--locator <name> ...] [--history <path>]
          See 'migrate-tool audit --help' for more information.

        """)
  }

  @Test(
    "usage errors before a subcommand show the tool's own usage, not a subcommand's",
    arguments: [
      (
        ["frob"],
        "Unknown subcommand 'frob'. The subcommands are: audit, scaffold, move, migrate, "
          + "finish."
      ),
      (
        ["audti", "Sources"],
        "Unknown subcommand 'audti'. Did you mean 'audit'? The subcommands are: audit, "
          + "scaffold, move, migrate, finish."
      ),
      (["--verison"], "Unknown option '--verison'. Did you mean '--version'?"),
      ([], "Missing subcommand. The subcommands are: audit, scaffold, move, migrate, finish."),
    ])
  func topLevelUsageErrors(arguments: [String], message: String) {
    let run = runTool(arguments)
    #expect(run.exitCode == 64)
    #expect(run.output.isEmpty)
    #expect(
      run.errorOutput == """
        Error: \(message)
        Usage: migrate-tool <subcommand>
          See 'migrate-tool --help' for more information.

        """)
  }

  @Test("options parse into one AuditOptions value, with = and -- forms")
  func parsesOptions() throws {
    let command = try CommandLineParser.parse([
      "audit", "Sources", "--format=json", "--accessor", "current", "--accessor=default",
      "--accessor", "current", "--exclude", "Gen/**", "--", "--odd-path",
    ])
    #expect(
      command
        == .audit(
          AuditOptions(
            paths: ["Sources", "--odd-path"], format: .json, accessors: ["current", "default"],
            excludes: ["Gen/**"], accessorsAreExplicit: true)))
    #expect(
      try CommandLineParser.parse([
        "audit", "--baseline", "b.json", "--write-baseline=w.json", "--max-findings", "0",
        "--config", "c.json",
      ])
        == .audit(
          AuditOptions(
            baseline: "b.json", writeBaseline: "w.json", maxFindings: 0, config: "c.json")))
    #expect(try CommandLineParser.parse(["audit"]) == .audit(AuditOptions()))
  }

  @Test("a missing PATH exits 1 with a message and no report")
  func missingPath() {
    let run = runTool(["audit", "/no/such/place-\(UInt64.random(in: 0...UInt64.max))"])
    #expect(run.exitCode == 1)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix("Error: No such file or directory: '/no/such/place-"))
  }

  @Test("--accessor finds other accessor names and not the default")
  func customAccessors() {
    let source = "let a = FileManager.default\nlet b = Foo.shared\nlet c = Locale.current\n"
    #expect(
      findings(inSource: source, accessors: ["default", "current"]) == [
        "1:21 FileManager type use", "3:16 Locale type use",
      ])
  }

  @Test("--ignore-implicit leaves '.default' out; --ignore-receiver leaves a receiver out")
  func ignoredReceivers() throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/A.swift"
      try write(
        "let a = FileManager.default\nstyle(.default)\nlet c = URLSession.default\n", to: source)
      let all = runTool(["audit", source, "--accessor", "default", "--format", "xcode"])
      #expect(all.output.split(separator: "\n").count == 3)
      let run = runTool([
        "audit", source, "--accessor", "default", "--format", "xcode", "--ignore-implicit",
        "--ignore-receiver", "URLSession",
      ])
      #expect(run.exitCode == 0)
      #expect(
        run.output == "\(source):1:21: warning: singleton access 'FileManager.default'; read it "
          + "through a dependency instead\n")
    }
    #expect(
      try CommandLineParser.parse(["audit", "--ignore-implicit", "--ignore-receiver=Foo"])
        == .audit(AuditOptions(ignoredReceivers: ["", "Foo"])))
  }

  @Test("a suggestion is the nearest known word within a typo's reach, or none")
  func suggestions() {
    let options = AuditOptions.table.map(\.name) + ["--help", "--version"]
    #expect(Suggestion.nearest(to: "--formt", in: options) == "--format")
    #expect(Suggestion.nearest(to: "--exlcude", in: options) == "--exclude")
    #expect(Suggestion.nearest(to: "--colour", in: options) == nil)
    #expect(Suggestion.nearest(to: "-x", in: options) == nil)
    #expect(Suggestion.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
    #expect(Suggestion.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
    #expect(Suggestion.editDistance([], Array("abc".utf8)) == 3)
  }
}
