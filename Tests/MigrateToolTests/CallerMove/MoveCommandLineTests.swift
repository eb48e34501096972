import Foundation
import Testing

@testable import MigrateToolCore

@Suite("move: command line")
struct MoveCommandLineTests {
  static let sample = fixturesDirectory + "/Move/SampleApp"

  @Test(
    "usage errors exit 64 with move's usage",
    arguments: [
      (
        ["--to", "analytics"],
        "Missing the singleton's type name: 'migrate-tool move AnalyticsTracker --to analytics'."
      ),
      (
        ["Analytics", "--to", "a.b"],
        "The value 'a.b' is invalid for '--to'. Use a name like 'analytics'."
      ),
      (["Analytics", "--to", "x", "--writ"], "Unknown option '--writ'. Did you mean '--write'?"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let run = runTool(["move"] + arguments)
    #expect(run.exitCode == 64)
    #expect(
      run.errorOutput == """
        Error: \(message)
        Usage: migrate-tool move <type> [--to <key-path>] [<path> ...] [--accessor <name>] [--name <property>]
                 [--write] [--no-parser-check] [--exclude <glob> ...] [--config <file>]
          See 'migrate-tool move --help' for more information.

        """)
  }

  @Test("--to takes the key path with or without its \\.")
  func keyPathSpellings() throws {
    let plain = try CommandLineParser.parse(["move", "A", "--to", "analytics"])
    #expect(try CommandLineParser.parse(["move", "A", "--to", "\\.analytics"]) == plain)
  }

  @Test("without --to, the key path of the client whose key bridges to the singleton")
  func keyPathFromBridge() {
    let inferred = runTool(["move", "Analytics", Self.sample])
    #expect(inferred.exitCode == 0)
    #expect(
      inferred.errorOutput.hasPrefix(
        "Would move 10 of 12 uses of Analytics.shared to "
          + "@Dependency(\\.analytics)"))
    let none = runTool(["move", "Nothing", Self.sample])
    #expect(none.exitCode == 1)
    #expect(
      none.errorOutput.hasPrefix("Error: No client under the PATHs bridges to 'Nothing.shared'"))
  }

  @Test("without a client, exit 1 and say how to write one")
  func noClient() {
    let run = runTool(["move", "Analytics", "--to", "nothing", Self.sample])
    #expect(run.exitCode == 1)
    #expect(
      run.errorOutput.hasPrefix(
        "Error: No 'var nothing' is declared in an extension of "
          + "DependencyValues under the PATHs."))
  }

  @Test("without --write: the diff on stdout, the summary on stderr, no file changed")
  func dryRun() throws {
    let before = try String(
      contentsOfFile: Self.sample + "/Sources/App/Features.swift", encoding: .utf8)
    let run = runTool(["move", "Analytics", "--to", "analytics", Self.sample])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("+++ b/\(Self.sample)/Sources/App/Features.swift\n"))
    #expect(run.output.contains("-    Analytics.shared.track(\"launch\")\n"))
    #expect(run.output.contains("+    analytics.track(\"launch\")\n"))
    #expect(run.errorOutput.hasPrefix("Would move 10 of 12 uses of Analytics.shared"))
    #expect(
      try String(contentsOfFile: Self.sample + "/Sources/App/Features.swift", encoding: .utf8)
        == before)
  }

  @Test("--write changes the files, and a second run changes nothing")
  func write() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let copy = directory + "/App"
    try FileManager.default.copyItem(atPath: Self.sample, toPath: copy)
    let run = runTool(["move", "Analytics", "--to", "analytics", "--write", copy])
    #expect(run.exitCode == 0)
    #expect(run.output.isEmpty)
    let features = try String(contentsOfFile: copy + "/Sources/App/Features.swift", encoding: .utf8)
    #expect(features.contains("  @Dependency(\\.analytics) var analytics\n"))
    let again = runTool(["move", "Analytics", "--to", "analytics", copy])
    #expect(again.output.isEmpty)
    #expect(again.errorOutput.hasPrefix("Would move 0 of 2 uses"))
  }
}

@Suite("scaffold, then move: step 1 and step 2 by command")
struct ScaffoldThenMoveTests {
  @Test("an overload told apart by type alone moves as written, whatever the file says of its type")
  func overloadsMoveAsWritten() throws {
    try withTemporaryDirectory { directory in
      try write(
        """
        final class Store {
          static let shared = Store()
          func save(_ value: String, forKey key: String) {}
          func save(_ value: Int, forKey key: String) {}
        }

        """, to: directory + "/Store.swift")
      try write(
        """
        func remember(_ name: String) {
          Store.shared.save(name.lowercased(), forKey: "name")
          Store.shared.save(3, forKey: "count")
        }

        """, to: directory + "/Caller.swift")
      let scaffold = runTool([
        "scaffold", "Store", directory, "--output", directory + "/StoreClient.swift",
      ])
      #expect(scaffold.exitCode == 0, "\(scaffold.errorOutput)")
      let move = runTool(["move", "Store", "--to", "store", directory, "--write"])
      #expect(move.exitCode == 0, "\(move.errorOutput)")
      #expect(move.errorOutput.hasPrefix("Moved 2 of 2 uses of Store.shared"))
      let caller = try String(contentsOfFile: directory + "/Caller.swift", encoding: .utf8)
      #expect(caller.contains("  store.save(name.lowercased(), forKey: \"name\")\n"))
      #expect(caller.contains("  store.saveInt(3, \"count\")\n"))
    }
  }
}
