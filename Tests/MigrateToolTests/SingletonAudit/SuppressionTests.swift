import Testing

@testable import AuditReporters
@testable import SingletonAudit
@testable import SwiftScanning

@Suite("Suppressions")
struct SuppressionTests {
  @Test(
    "a comment is a directive only when it starts with migrate-tool: and a known scope",
    arguments: [
      ("// migrate-tool:ignore", "ignore nil"),
      ("//migrate-tool:ignore - why not", "ignore why not"),
      ("/* migrate-tool:ignore-next-line - spans\tkept */", "ignore-next-line spans\tkept"),
      ("/// migrate-tool:ignore-file -  generated ", "ignore-file generated"),
      ("// migrate-tool:ignore -", "ignore nil"),
      ("// migrate-tool:ignore-nextline", "none"),
      ("// see migrate-tool:ignore", "none"),
      ("// migrate-tool:ignored", "none"),
    ])
  func parsesDirectives(comment: String, expected: String) {
    let directive = SuppressionDirective(comment: Array(comment.utf8))
    let shown = directive.map { "\($0.scope.rawValue) \($0.reason ?? "nil")" } ?? "none"
    #expect(shown == expected)
  }

  @Test("ignore silences its line, ignore-next-line the next; strings and typos silence nothing")
  func lineDirectives() throws {
    let path = fixturesDirectory + "/Suppressions/Lines.swift"
    let report = try Auditor(paths: [path], accessors: ["shared"], excludes: []).run()
    #expect(
      report.findings.map(\.accessText) == [
        "Kept.shared", "Typo.shared", "Late.shared",
      ])
    #expect(
      report.suppressed.map {
        "\($0.finding.line) \($0.finding.accessText) \($0.scope.rawValue) "
          + ($0.reason ?? "-")
      } == [
        "2 Network.shared ignore the SDK's, accepted",
        "4 Login.shared ignore-next-line removed with the old login screen",
        "5 Cache.shared ignore -",
        "9 Store.shared ignore -",
        "9 Store.shared ignore -",
      ])
  }

  @Test("directives are found up to the last finding's line: its own trailing comment, a block")
  func directivesNearTheLastFinding() {
    // The marker is only searched for up to the end of the last finding's line: each directive
    // here sits at that boundary, and one after it must not matter.
    let source = """
      let a = First.shared
      /* migrate-tool:ignore-next-line - a block comment
         over three lines */
      let b = Second.shared
      let c = Last.shared  // migrate-tool:ignore - at the very end of the last finding's line
      // migrate-tool:ignore-next-line
      """
    let report = report([("Near.swift", source)])
    #expect(report.findings.map(\.accessText) == ["First.shared"])
    #expect(
      report.suppressed.map { "\($0.finding.line) \($0.scope.rawValue)" } == [
        "4 ignore-next-line", "5 ignore",
      ])
  }

  @Test("a directive in a block that a failed skim passed still silences the line after it")
  func directiveInPassedBlock() {
    // The class body's skim passes `quiet`'s body, then stops at `Legacy.shared`: the scan
    // resumes after `quiet`'s `}`, so only the skim saw the directive in it.
    let source = """
      final class Screen {
        func quiet() {
          // migrate-tool:ignore-next-line - the next line is outside this block
        }; let a = Legacy.shared
        func loud() { Foo.shared.run() }
      }
      """
    let report = report([("Passed.swift", source)])
    #expect(report.findings.map(\.accessText) == ["Foo.shared"])
    #expect(
      report.suppressed.map { "\($0.finding.line) \($0.scope.rawValue)" } == [
        "4 ignore-next-line"
      ])
  }

  @Test(
    "a directive silences the access on its line, wherever the access and comment stand",
    arguments: [
      ("let a = Foo.shared // migrate-tool:ignore\n", 1),
      ("let a = Foo.shared.load() /* migrate-tool:ignore */ + 1\nlet b = 2", 1),
      ("/*! migrate-tool:ignore-file */ let a = Foo.shared", 1),
      ("let a = Foo.shared\n// migrate-tool:ignore-next-line\n", 0),
      ("// see migrate-tool:ignore\nlet a = Foo.shared", 0),
      ("let s = \"// migrate-tool:ignore\"; let a = Foo.shared", 0),
      ("let a = 1\n", 0),
    ] as [(String, Int)])
  func directivesOnTheLine(source: String, suppressed: Int) {
    let result = FileResult(
      bytes: Array(source.utf8), displayPath: "A.swift",
      scanner: AccessScanner(accessors: ["shared"]))
    #expect(result.suppressed.count == suppressed)
    #expect(result.findings.count + result.suppressed.count == (source.contains("Foo.") ? 1 : 0))
  }

  @Test("ignore-file in the leading comments silences the whole file")
  func fileDirective() throws {
    let path = fixturesDirectory + "/Suppressions/WholeFile.swift"
    let report = try Auditor(paths: [path], accessors: ["shared"], excludes: []).run()
    #expect(report.findings.isEmpty)
    #expect(report.suppressed.count == 2)
    #expect(
      report.suppressed.allSatisfy { $0.reason == "generated code, regenerated on every build" })
  }

  @Test("suppressed accesses are not counted as singleton uses, and are counted in json and text")
  func suppressedInReports() {
    let sample = report([
      (
        "A.swift",
        """
        final class Foo { static let shared = Foo() }
        let a = Foo.shared
        let b = Foo.shared // migrate-tool:ignore - legacy "menu"

        """
      )
    ])
    #expect(sample.singletons.map(\.uses) == [1])
    let json = JSONReporter().render(sample)
    #expect(
      json.hasSuffix(
        #"""
          "errors": [],
          "suppressed": 1,
          "suppressions": [
            {"file": "A.swift", "line": 3, "column": 13, "accessor": "shared", "receiver": "Foo", "directive": "ignore", "reason": "legacy \"menu\""}
          ],
          "undeclaredReceivers": [],
          "hotspots": [
            {"file": "A.swift", "count": 1}
          ]
        }

        """#))
    #expect(
      TextReporter().render(sample).hasSuffix(
        """
        Suppressed: 1 finding (migrate-tool:ignore comments; not listed, not gated).

        """))
  }

  @Test("receivers a team ignores are not findings, by name or by qualified name")
  func ignoredReceivers() {
    let sample = report(
      [
        (
          "A.swift",
          "let a = URLSession.shared\nlet b = Foundation.URLSession.shared\nlet c = Foo.shared\nlet d = urlSession.shared\n"
        )
      ],
      annotator: FindingAnnotator(ignoredReceivers: ["URLSession"]))
    #expect(sample.findings.map(\.accessText) == ["Foo.shared", "urlSession.shared"])
  }
}
