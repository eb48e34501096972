/// `migrate`'s help, in the layout of the others (`HelpText`).
extension HelpText {
  static let migrateUsage =
    "migrate-tool migrate <type> [<path> ...] [--accessor <name>] [--write]\n"
    + "         [--verify <command>] [--output <file>] [--test-value <value>]\n"
    + "         [--no-parser-check] [--exclude <glob> ...] [--config <file>]"

  static let migrate = """
    OVERVIEW: Migrate a singleton's callers in one command: steps 1 and 2, verified.

    Scaffolds the singleton's client, unless a client's key already bridges to it (as
    'migrate-tool scaffold' writes it), and moves every use to it (as 'migrate-tool move'
    does, with the same checks). Without --write nothing changes: one unified diff of all of it
    goes to standard output (the new client as a new file). With --write the files are
    written; with --verify too, the team's build-and-test command then runs, and when it fails
    every file migrate wrote is put back as it was, and its first errors are printed with the
    sites migrate rewrote in the files they name. On a terminal, a line per phase (planning,
    writing, verifying) goes to standard error.

    USAGE: \(migrateUsage)

    ARGUMENTS:
      <type>                  The singleton's type: 'AnalyticsTracker' (for a holder, the
                              held type or the holder, with --accessor).
      <path>                  Files or directories to migrate. (default: Sources and Tests
                              where they exist, else .)

    OPTIONS:
      --accessor <name>       The static property that holds the instance. (default: shared,
                              and the conventional ones scaffold tries)
      --write                 Write the client and the rewritten files.
      --verify <command>      After --write, run this with /bin/sh -c in the current directory
                              ('swift build --build-tests && swift test'); when it fails, put
                              every written file back.
      --output <file>         Where the new client goes. (default: beside the singleton's
                              declaration, named after the client)
      --test-value <value>    What the new client's key gives tests: 'unimplemented' or 'live'.
                              (default: unimplemented)
      --no-parser-check       Do not check the rewrites with the toolchain's parser.
      --exclude <glob>        Leave files and directories matching the glob alone; repeat for
                              several. Adds to the config's 'excludes'.
      --config <file>         Read 'excludes' from this JSON file. (default: .migrate-tool.json
                              in the current directory, if present)
      --version               Show the version.
      -h, --help              Show help information.

    EXAMPLE:
      migrate-tool migrate AnalyticsTracker                        # review the diff
      migrate-tool migrate AnalyticsTracker --write --verify "swift build --build-tests && swift test"

    EXIT CODES:
      0 planned, or written (and verified); 1 a PATH, the config or a file cannot be read or
      written, or the type is not a singleton; 4 some files' rewrites failed their check and
      were left as they were (the others were written); 5 the verify command failed, and every
      file migrate wrote was put back; 64 bad command line.

    """
}
