import Foundation
import Testing

@testable import MigrateToolCore

@Suite("scaffold: this repository's singletons")
struct RepositoryClientTests {
  /// MIGRATION.md's step 1 says to add one thing to the output: an import of the singleton's
  /// module when the client lives in another one. The snippet markers quote it in the guide.
  static let guideEdits: Set<String> = [
    "import ExampleLegacy", "", "// snippet: step1-scaffold-output", "// snippet-end",
  ]

  @Test("the committed AnalyticsClient is the scaffold's output, with only the guide's edits")
  func committedAnalyticsClient() throws {
    let committed = try String(
      contentsOfFile: repositoryRoot + "/Sources/Clients/Analytics/AnalyticsClient.swift",
      encoding: .utf8)
    let run = runTool([
      "scaffold", "AnalyticsTracker", repositoryRoot + "/Sources/Legacy", "--all-members",
    ])
    #expect(run.exitCode == 0)
    let start = committed.range(of: "// snippet: step1-scaffold-output\n")
    let end = committed.range(of: "// snippet-end\n")
    let quoted = start.flatMap { start in
      end.map { String(committed[start.upperBound..<$0.lowerBound]) }
    }
    #expect(quoted == run.output)
    // Outside the quoted output: the import, a blank line and the markers, nothing else.
    func lines(_ text: String) -> [String] {
      text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(lines(committed).count == lines(run.output).count + 4)
    #expect(Set(lines(committed).prefix(3)).isSubset(of: Self.guideEdits))
  }

  @Test(
    "each legacy singleton gets a client with an endpoint per callable member and no TODO",
    arguments: [
      ("AnalyticsTracker", 2), ("LogManager", 7), ("UserDefaultsManager", 15),
    ])
  func legacySingletons(type: String, endpoints: Int) {
    let run = runTool(["scaffold", type, repositoryRoot + "/Sources/Legacy", "--all-members"])
    #expect(run.exitCode == 0)
    #expect(run.errorOutput.contains(": \(endpoints) endpoints for \(type) "))
    #expect(run.errorOutput.hasSuffix(", 0 TODOs.\n"))
    #expect(!run.output.contains("TODO"))
  }

  @Test("UserDefaultsManager's overloads get the type names the hand-written client spells")
  func userDefaultsOverloads() {
    let run = runTool(["scaffold", "UserDefaultsManager", repositoryRoot + "/Sources/Legacy"])
    for name in [
      "saveString", "saveBool", "saveInt", "saveDouble", "saveData", "saveDate",
      "saveStringArray", "loadString", "remove",
    ] {
      #expect(run.output.contains("  public var \(name): @Sendable"), "\(name)")
    }
    #expect(run.output.contains("saveStringArray: { manager.save($0, forKey: $1) },"))
    #expect(run.output.contains("struct UserDefaultsClient: Sendable"))
    #expect(run.output.contains("public var userDefaults: UserDefaultsClient {"))
  }
}
