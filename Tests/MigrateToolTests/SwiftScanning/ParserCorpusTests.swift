import Foundation
import Testing

@testable import SingletonAudit

/// A small corpus written by `Scripts/fuzz-against-parser`: generated files (`Fuzz*`, `Typed*`)
/// and one file for each form the audit once read unlike the compiler (`Form*`, from the script's
/// `--forms`), with the position of every member named `shared` that the compiler's parser sees
/// in them (`swiftc -frontend -dump-parse -enable-bare-slash-regex`), one `line:column` a line in
/// `NAME.swift.expected`, followed by its receiver where the script wrote one. The script runs the
/// large comparison; this keeps its findings.
@Suite("Parser corpus")
struct ParserCorpusTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("ParserCorpus").path

  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted()

  @Test("the corpus is there")
  func corpusExists() {
    #expect(Self.names.count >= 40)
  }

  @Test("the audit finds exactly the member accesses the compiler's parser sees", arguments: names)
  func agreesWithParser(name: String) throws {
    let path = Self.directory + "/" + name
    let expected = try String(contentsOfFile: path + ".expected", encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let report = try Auditor(paths: [path], accessors: ["shared"], excludes: []).run()
    let withReceivers = expected.contains { $0.contains(" ") }
    #expect(
      report.findings.map {
        withReceivers ? "\($0.line):\($0.column) \($0.receiver)" : "\($0.line):\($0.column)"
      } == expected)
  }
}
