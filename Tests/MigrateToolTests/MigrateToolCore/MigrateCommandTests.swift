import Foundation
import Testing

@testable import MigrateToolCore

/// `migrate`: scaffold and move as one command, a diff without `--write`, and the tree put back
/// when the team's verify command fails.
@Suite("migrate: steps 1 and 2 in one command, verified")
struct MigrateCommandTests {
  static let store = """
    final class Store {
      static let shared = Store()
      func add(_ item: String) {}
    }

    """
  static let caller = "func f() {\n  Store.shared.add(\"a\")\n}\n"

  /// A tree with the singleton and one caller.
  func tree(in directory: String) throws {
    try write(Self.store, to: "\(directory)/Store.swift")
    try write(Self.caller, to: "\(directory)/Caller.swift")
  }

  @Test("without --write: one diff, the new client as a new file, and nothing changed")
  func dryRun() throws {
    try withTemporaryDirectory { directory in
      try tree(in: directory)
      let run = runTool(["migrate", "Store", directory, "--no-parser-check"])
      #expect(run.exitCode == 0, "\(run.errorOutput)")
      #expect(run.output.hasPrefix("--- /dev/null\n+++ b/\(directory)/StoreClient.swift\n"))
      #expect(run.output.contains("+++ b/\(directory)/Caller.swift\n"))
      #expect(run.output.contains("+  store.add(\"a\")\n"))
      #expect(run.errorOutput.contains("Would write '\(directory)/StoreClient.swift'"))
      #expect(run.errorOutput.contains("Would move 1 of 1 use of Store.shared"))
      #expect(!FileManager.default.fileExists(atPath: "\(directory)/StoreClient.swift"))
      let caller = try String(contentsOfFile: "\(directory)/Caller.swift", encoding: .utf8)
      #expect(caller == Self.caller)
    }
  }

  @Test("--write and a verify command that passes: the client and the moved callers stay")
  func verified() throws {
    try withTemporaryDirectory { directory in
      try tree(in: directory)
      let run = runTool([
        "migrate", "Store", directory, "--write", "--verify", "true", "--no-parser-check",
      ])
      #expect(run.exitCode == 0, "\(run.errorOutput)")
      #expect(run.errorOutput.contains("Verified: 'true' passed after the migration."))
      #expect(FileManager.default.fileExists(atPath: "\(directory)/StoreClient.swift"))
      let caller = try String(contentsOfFile: "\(directory)/Caller.swift", encoding: .utf8)
      #expect(caller.contains("store.add(\"a\")"))
      // Run again: the client exists, and no use is left to move.
      let again = runTool(["migrate", "Store", directory, "--no-parser-check"])
      #expect(again.exitCode == 0)
      #expect(again.output.isEmpty)
      #expect(again.errorOutput.hasPrefix("The client exists: StoreClient ("))
    }
  }

  @Test("a verify command that fails: every file put back, exit 5, its errors with the sites")
  func rolledBack() throws {
    try withTemporaryDirectory { directory in
      try tree(in: directory)
      let before = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
      let failing = "echo '\(directory)/Caller.swift:2:3: error: boom'; exit 3"
      let run = runTool([
        "migrate", "Store", directory, "--write", "--verify", failing, "--no-parser-check",
      ])
      #expect(run.exitCode == 5)
      #expect(run.errorOutput.contains("exited 3 after the migration, so every file migrate"))
      #expect(run.errorOutput.contains("  \(directory)/Caller.swift:2:3: error: boom\n"))
      #expect(
        run.errorOutput.contains(
          "    \(directory)/Caller.swift is a file migrate rewrote: moved uses at lines 2\n"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == before)
      let caller = try String(contentsOfFile: "\(directory)/Caller.swift", encoding: .utf8)
      #expect(caller == Self.caller)
    }
  }

  @Test("--verify without --write, and no type: usage errors, exit 64")
  func usage() {
    let verify = runTool(["migrate", "Store", "--verify", "swift test"])
    #expect(verify.exitCode == 64)
    #expect(verify.errorOutput.hasPrefix("Error: '--verify' runs after the files are written"))
    #expect(runTool(["migrate"]).exitCode == 64)
  }
}
