/// `finish`'s help, in the layout of the others (`HelpText`).
extension HelpText {
  static let finishUsage =
    "migrate-tool finish <type> [<path> ...] [--accessor <name>] [--write] [--verify <command>]\n"
    + "         [--no-parser-check] [--exclude <glob> ...] [--config <file>]"

  static let finish = """
    OVERVIEW: Make the client's key own the instance and delete 'shared': step 3 of the
    migration.

    Once no code under the paths uses '<type>.shared' (the audit's status 'callers-moved'), the
    key that scaffold wrote, 'XClient.bridging(to: <type>.shared)', gets what 'shared' held
    ('bridging(to: <type>())'), the 'static let shared' declaration and its doc comment are
    deleted, and a 'private init' of the type becomes internal, so that the key can make the
    instance. It refuses, saying why, while a use remains, and for a 'static var', a computed
    accessor, a key that reads the accessor anew (a main-actor or reassignable singleton) or a
    hand-written key: who owns the instance then is a person's decision. The rewrites are
    checked as move's are. Without --write nothing changes: the diff goes to standard output.

    USAGE: \(finishUsage)

    ARGUMENTS:
      <type>                  The singleton's type: 'AnalyticsTracker'.
      <path>                  Files or directories to read. (default: Sources and Tests where
                              they exist, else .)

    OPTIONS:
      --accessor <name>       The static property that holds the instance. (default: shared)
      --write                 Change the two files.
      --verify <command>      After --write, run this with /bin/sh -c; when it fails, put both
                              files back.
      --no-parser-check       Do not check the rewrites with the toolchain's parser.
      --exclude <glob>        Leave files and directories matching the glob alone; repeat for
                              several. Adds to the config's 'excludes'.
      --config <file>         Read 'excludes' from this JSON file. (default: .migrate-tool.json
                              in the current directory, if present)
      --version               Show the version.
      -h, --help              Show help information.

    EXAMPLE:
      migrate-tool finish AnalyticsTracker                       # review the diff
      migrate-tool finish AnalyticsTracker --write --verify "swift build --build-tests && swift test"

    EXIT CODES:
      0 planned or written (and verified); 1 refused (a use left, or a shape that needs a person,
      said why), or a file cannot be read or written; 4 a rewrite failed its check (nothing was
      changed); 5 the verify command failed, and both files were put back; 64 bad command line.

    """
}
