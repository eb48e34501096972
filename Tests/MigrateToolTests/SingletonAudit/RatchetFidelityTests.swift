import Foundation
import Testing

@testable import MigrateToolCore
@testable import SingletonAudit

/// Issue 28's fidelity points: correct migration work must not fail the gate.
@Suite("Ratchet fidelity")
struct RatchetFidelityTests {
  let lineTexts = FindingAnnotator(recordsLineText: true)

  func findings(_ text: String, file: String = "A.swift") -> [Finding] {
    Array(report([(file, text)], annotator: lineTexts).findings)
  }

  func compare(before: String, after: String) -> BaselineComparison {
    BaselineComparison(
      findings: findings(after), baseline: Baseline(findings: findings(before)), file: "b.json")
  }

  @Test("migrating one access on a line keeps the others on that line matched")
  func otherAccessesOnAnEditedLine() {
    let comparison = compare(
      before: "let x = Foo.shared.a + Bar.shared.b + Foo.shared.c\n",
      after: "let x = Foo.shared.a + bar.b + Foo.shared.c\n")
    #expect(comparison.newFindings.isEmpty)
    #expect(comparison.unchangedCount == 2)
    #expect(comparison.fixed.map { "\($0.key.receiver) \($0.count)" } == ["Bar 1"])
  }

  @Test("an access whose own text changed, or a new one on an edited line, is still new")
  func editedAccessIsNew() {
    let comparison = compare(
      before: "let x = Foo.shared.a + Bar.shared.b\n",
      after: "let x = Foo.shared.z + bar.b\nlet y = Foo.shared.a\n")
    #expect(comparison.newFindings.map(\.line) == [1])
    #expect(comparison.unchangedCount == 1)
  }
}
