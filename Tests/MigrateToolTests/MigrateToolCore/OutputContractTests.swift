import Foundation
import Testing

@testable import MigrateToolCore

/// Docs/Output.md is the contract CI scripts read: it must name every JSON field the tool writes,
/// and the exit codes the tool uses.
@Suite("Docs/Output.md stays true")
struct OutputContractTests {
  static let document =
    (try? String(
      contentsOfFile: repositoryRoot + "/Docs/Output.md", encoding: .utf8)) ?? ""

  /// The `"name":` keys in `text`: a quote, letters, a quote and a colon.
  static func keys(in text: String) -> Set<String> {
    let characters = Array(text)
    var keys = Set<String>()
    for (index, character) in characters.enumerated() where character == "\"" {
      var end = index + 1
      while end < characters.count, characters[end].isLetter { end += 1 }
      if end > index + 1, end + 1 < characters.count, characters[end] == "\"",
        characters[end + 1] == ":"
      {
        keys.insert(String(characters[index + 1..<end]))
      }
    }
    return keys
  }

  @Test("every field the JSON reporter can write is in the document's schema")
  func jsonFields() throws {
    let reporter = try String(
      contentsOfFile: repositoryRoot + "/Sources/MigrateTool/AuditReporters/JSONReporter.swift",
      encoding: .utf8)
    // The reporter spells each field as an escaped literal: \"name\":
    let written = Self.keys(in: reporter.replacingOccurrences(of: "\\\"", with: "\""))
    let documented = Self.keys(in: Self.document)
    #expect(written.count > 30)
    #expect(written.subtracting(documented).isEmpty, "not in Docs/Output.md")
  }

  @Test("a real report's fields are all documented")
  func reportFields() {
    let run = runTool([
      "audit", fixturesDirectory + "/Dashboard", "--format", "json", "--baseline",
      repositoryRoot + "/migrate-tool-baseline.json",
    ])
    let written = Self.keys(in: run.output)
    #expect(written.contains("newFindings"))
    #expect(written.subtracting(Self.keys(in: Self.document)).isEmpty)
  }

  @Test("the exit codes are the tool's")
  func exitCodes() {
    for code in [
      ExitCode.success, ExitCode.runtimeError, ExitCode.gateFailed, ExitCode.unreadableFiles,
      ExitCode.usage,
    ] {
      #expect(Self.document.contains("| \(code) |"), "exit code \(code)")
    }
  }
}
