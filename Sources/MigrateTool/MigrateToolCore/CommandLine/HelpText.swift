/// The user-visible help, in swift-argument-parser's layout. Golden-tested: any change shows up in
/// review.
enum HelpText {
  static let topLevelUsage = "migrate-tool <subcommand>"

  static let auditUsage =
    "migrate-tool audit [<path> ...] [--format <format>] [--accessor <name> ...]\n"
    + "         [--exclude <glob> ...] [--ignore-receiver <name> ...] [--ignore-implicit]\n"
    + "         [--baseline <file>] [--write-baseline <file>] [--all-findings]\n"
    + "         [--max-findings <n>] [--config <file>] [--allow-empty]\n"
    + "         [--adopt-accessor <name> ...] [--locator <name> ...] [--history <path>]"

  static let topLevel = """
    OVERVIEW: Audit a Swift codebase for singleton accesses while migrating to dependencies.

    USAGE: \(topLevelUsage)

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

    """

  static let audit = """
    OVERVIEW: List every access to a singleton accessor and each singleton's migration status.

    Finds member accesses such as 'Foo.shared', 'Self.shared', '.shared' and 'Foo.shared()' in
    code (not in comments, strings or regex literals), the singletons declared as 'static let
    shared', and whether each is not-started, bridged, callers-moved or unused. The summary
    lists the members each singleton's callers use, and a migration plan: the singletons with
    uses, quick wins first (few members, few files, few static or free uses), each with why.

    USAGE: \(auditUsage)

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

    """

  static let scaffoldUsage =
    "migrate-tool scaffold <type> [<path> ...] [--name <client>] [--key-path <name>]\n"
    + "         [--output <file>] [--accessor <name> ...] [--all-members]\n"
    + "         [--exclude <glob> ...] [--config <file>] [--test-value <value>]"

  static let scaffold = """
    OVERVIEW: Write the client of a singleton: step 1 of the migration.

    Reads the declaration of the singleton <type> (and its extensions) under the paths, and
    writes Swift that compiles: a Sendable struct with one @Sendable closure per instance method
    and property that code under the paths calls through the accessor (every one when none is
    called, or with --all-members; the rest are listed in a comment), a getter and a setter for
    a settable property, 'bridging(to:)' that forwards each to the singleton, an
    'unimplemented' test value, a private DependencyKey whose liveValue is the bridge, and the
    DependencyValues accessor. A generic member gets a type-erased endpoint
    and a method with its generic signature; members a closure cannot express (several generic
    parameters, variadic, subscripts, ...) are left out with a '// TODO:' that says why.
    A singleton typed as a protocol gets the protocol's requirements, over 'any P'; one
    declared in an extension of a type declared elsewhere (an SDK type), the extensions'
    members and a '// TODO:'; a holder's static property of another type ('Env.config'), that
    type's client. A reassignable accessor ('static var') is read on every call, and an
    endpoint replaces it ('setShared').

    USAGE: \(scaffoldUsage)

    ARGUMENTS:
      <type>                  The singleton's type: 'AnalyticsTracker', or 'Outer.Inner'.
      <path>                  Files or directories to search. (default: .)

    OPTIONS:
      --name <client>         The client's name. (default: the type's name without a role
                              word such as Manager or Tracker, plus 'Client')
      --key-path <name>       The DependencyValues property. (default: the client's name
                              without 'Client', lower camel case: 'userDefaults')
      --output <file>         Write a new file instead of standard output; an existing file
                              is never overwritten.
      --accessor <name>       The static property that holds the instance; repeat for
                              several. (default: shared; then, holding the type itself,
                              sharedInstance, default, current, standard, main, instance)
      --all-members           An endpoint for every instance member, not only those that
                              callers use.
      --exclude <glob>        Skip files and directories matching the glob, as the audit does
                              (a platform's twin of the type: --exclude 'Mac/**'); repeat for
                              several. Adds to the config's 'excludes'.
      --config <file>         Read 'excludes' from this JSON file. (default: .migrate-tool.json
                              in the current directory, if present)
      --test-value <value>    What the key gives tests: 'unimplemented' (a call that a test
                              did not override fails it) or 'live' (the singleton, for tests
                              that configure it and read it back). (default: unimplemented)
      --version               Show the version.
      -h, --help              Show help information.

    EXIT CODES:
      0 written; 1 the type is not found, declared twice, not a singleton or unreadable, the
      config cannot be read, or the output exists or cannot be written; 64 bad command line.

    """

  static let moveUsage =
    "migrate-tool move <type> [--to <key-path>] [<path> ...] [--accessor <name>] [--name <property>]\n"
    + "         [--write] [--no-parser-check] [--exclude <glob> ...] [--config <file>]"

  static let move = """
    OVERVIEW: Rewrite a singleton's callers to @Dependency: step 2 of the migration.

    Every use of '<type>.shared' under the paths becomes a read of the dependency at
    '\\.<key-path>', whose client must exist (step 1, 'migrate-tool scaffold'). The client's
    bridge ('bridging(to:)') says which endpoint stands for which member ('loadString(forKey:
    k)' becomes 'userDefaults.string(k)'); else a property read becomes a call of the endpoint
    of its name ('analytics.pendingEvents()'), a method call keeps the labels a client method
    takes or drops them for a closure endpoint. Each read goes through a
    '@Dependency(\\.<key-path>) var <property>': stored in the class, struct or actor whose
    method reads it, else a local at the top of the function (static members, free functions,
    extensions, initializers, test files, subclasses of a class declared under the paths,
    structs whose Codable or Hashable is synthesized), or of the closure that holds the use. A
    write of a property goes through the client's setter ('setName'). 'import Dependencies' is
    added where needed, outside any #if. The client's bridge and key are left alone. What needs
    judgment (writes of the singleton itself or through a property, identity checks, reads in a
    stored property's initializer or at file scope, members the client has no endpoint for) is
    left as it is and marked '// TODO(migrate-tool):' above its statement. Running it again
    changes nothing.

    Only the edits change a file: its other bytes, line endings and mode stay. Each rewrite is
    checked before it is written: by migrate-tool's lexer (the tokens outside the edits are
    all still there) and by 'swiftc -frontend -parse' where a toolchain is on PATH (no new
    error). A file that fails is left as it was and named, as migrate-tool's bug.

    USAGE: \(moveUsage)

    ARGUMENTS:
      <type>                  The singleton's type: 'AnalyticsTracker'.
      <path>                  Files or directories to rewrite. (default: Sources and Tests
                              where they exist, else .)

    OPTIONS:
      --to <key-path>         The client's DependencyValues property: 'analytics' or
                              '\\.analytics'. (default: the one whose key bridges to the
                              singleton, as scaffold writes it)
      --accessor <name>       The static property that holds the instance. (default: shared)
      --name <property>       The @Dependency property's name. (default: the key path's)
      --write                 Change the files (each written atomically, its mode kept).
                              Without it, nothing changes: the unified diff goes to standard
                              output.
      --no-parser-check       Do not check the rewrites with the toolchain's parser (one run
                              of 'swiftc -frontend -parse' for all of them: 0.2 s for 117
                              files); the lexer's check still runs.
      --exclude <glob>        Leave files and directories matching the glob alone, as the
                              audit does; repeat for several. Adds to the config's 'excludes'.
      --config <file>         Read 'excludes' from this JSON file. (default: .migrate-tool.json
                              in the current directory, if present)
      --version               Show the version.
      -h, --help              Show help information.

    EXAMPLE:
      migrate-tool move AnalyticsTracker --to analytics           # review the diff
      migrate-tool move AnalyticsTracker --to analytics --write   # apply it

    EXIT CODES:
      0 planned or written (sites left alone are listed on standard error); 1 a PATH, the
      config or the client cannot be read, or a file cannot be written; 4 some files' rewrites
      failed their check and were left as they were (the others were written); 64 bad command
      line.

    """
}
