/// The `migrate-tool` command line, callable in-process.
public enum MigrateTool {
  /// Runs the command line with `arguments` (without the program name) and returns the exit code.
  public static func run(arguments: [String]) -> Int32 {
    print("USAGE: migrate-tool audit [<path> ...] [<options>]")
    return 0
  }
}
