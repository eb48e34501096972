import Testing

@testable import MigrateToolCore

@Suite("scaffold: command line")
struct ScaffoldCommandLineTests {
  @Test("scaffold --help and help scaffold print the same help")
  func help() {
    let run = runTool(["scaffold", "--help"])
    #expect(run.exitCode == 0)
    #expect(run.errorOutput.isEmpty)
    #expect(runTool(["help", "scaffold"]).output == run.output)
    #expect(run.output == HelpText.scaffold)
    #expect(
      run.output.hasPrefix(
        """
        OVERVIEW: Write the client of a singleton: step 1 of the migration.

        """))
    #expect(
      run.output.contains(
        """
        USAGE: migrate-tool scaffold <type> [<path> ...] [--name <client>] [--key-path <name>]
                 [--output <file>] [--accessor <name> ...] [--all-members]
                 [--exclude <glob> ...] [--config <file>] [--test-value <value>]
        """))
  }

  @Test(
    "usage errors exit 64 with Error, Usage and a --help hint on stderr",
    arguments: [
      ([], "Missing the singleton's type name: 'migrate-tool scaffold AnalyticsTracker'."),
      (["Foo", "--bogus"], "Unknown option '--bogus'."),
      (["Foo", "--nmae", "X"], "Unknown option '--nmae'. Did you mean '--name'?"),
      (["Foo", "--name"], "Missing value for '--name'."),
      (
        ["Foo", "--name", "Not A Name"],
        "The value 'Not A Name' is invalid for '--name'. Use a name like 'AnalyticsClient'."
      ),
      (
        ["Foo", "--key-path=a.b"],
        "The value 'a.b' is invalid for '--key-path'. Use a name like 'analytics'."
      ),
      (["Foo", "--output="], "The value for '--output' must not be empty."),
      (
        ["Foo."],
        "The type name 'Foo.' is invalid. Use a type's name like 'AnalyticsTracker' or "
          + "'Outer.Inner'."
      ),
    ])
  func usageErrors(arguments: [String], message: String) {
    let run = runTool(["scaffold"] + arguments)
    #expect(run.exitCode == 64)
    #expect(run.output.isEmpty)
    #expect(
      run.errorOutput == """
        Error: \(message)
        Usage: migrate-tool scaffold <type> [<path> ...] [--name <client>] [--key-path <name>]
                 [--output <file>] [--accessor <name> ...] [--all-members]
                 [--exclude <glob> ...] [--config <file>] [--test-value <value>]
          See 'migrate-tool scaffold --help' for more information.

        """)
  }

  @Test("--name and --key-path choose the client's names")
  func names() throws {
    let run = runTool([
      "scaffold", "ImageCache", "\(scaffoldFixtures)/ImageCache", "--name", "Thumbnails",
      "--key-path=thumbnails",
    ])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("struct Thumbnails: Sendable {"))
    #expect(run.output.contains("private enum ThumbnailsKey: DependencyKey {"))
    #expect(run.output.contains("var thumbnails: Thumbnails {"))
  }

  @Test("options parse with = and -- forms, and PATHs default to .")
  func parsing() throws {
    #expect(
      try CommandLineParser.parse([
        "scaffold", "A.B", "--accessor", "main", "--accessor=main", "--", "-dir",
      ])
        == .scaffold(
          ScaffoldOptions(
            typeName: "A.B", paths: ["-dir"], accessors: ["main"], accessorsAreExplicit: true)))
    #expect(
      try CommandLineParser.parse(["scaffold", "Foo"])
        == .scaffold(ScaffoldOptions(typeName: "Foo")))
    #expect(try CommandLineParser.parse(["scaffold", "Foo", "--version"]) == .version)
  }
}
