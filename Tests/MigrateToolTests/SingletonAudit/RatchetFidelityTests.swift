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

  @Test("--adopt-accessor records a new accessor's existing uses, and nothing else")
  func adoptAccessor() throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/A.swift"
      let baseline = directory + "/b.json"
      try write("let a = Foo.shared\nlet c = Settings.configuration\n", to: source)
      #expect(runTool(["audit", source, "--write-baseline", baseline]).exitCode == 0)
      let both = ["audit", source, "--accessor", "shared", "--accessor", "configuration"]

      try write(
        "let a = Foo.shared\nlet c = Settings.configuration\nlet b = Bar.shared\n", to: source)
      let refused = runTool(
        both + [
          "--baseline", baseline, "--adopt-accessor", "configuration", "--write-baseline", baseline,
        ])
      #expect(refused.exitCode == 2)
      #expect(
        refused.output.contains("Baseline \(baseline): 1 new, 1 adopted, 0 fixed, 1 unchanged."))
      #expect(refused.output.contains("\(source):3:13  Bar.shared"))
      #expect(!refused.output.contains("\(source):2:"))

      try write("let a = Foo.shared\nlet c = Settings.configuration\n", to: source)
      let adopted = runTool(
        both + [
          "--baseline", baseline, "--adopt-accessor", "configuration", "--write-baseline", baseline,
        ])
      #expect(adopted.exitCode == 0)
      let after = runTool(both + ["--baseline", baseline])
      #expect(after.exitCode == 0)
      #expect(after.output.contains("Baseline \(baseline): 0 new, 0 fixed, 2 unchanged."))
    }
  }

  static let receivers = """
    final class Loader {
      func load(session: Session) {
        _ = self.configuration
        _ = session.configuration
        _ = (a ?? b).configuration
        _ = Settings.configuration
      }
    }

    """

  @Test("instance, self and expression receivers are reported but do not gate by default")
  func instanceReceiversDoNotGate() throws {
    try withBaselineChange(before: "let a = Foo.shared\n", after: Self.receivers) {
      source, baseline in
      let run = runTool([
        "audit", source, "--accessor", "configuration", "--baseline", baseline,
        "--max-findings", "1",
      ])
      #expect(run.exitCode == 2)
      #expect(
        run.output.contains(
          "Baseline \(baseline): 1 new, 3 new through instances or expressions (not gated), "
            + "1 fixed, 0 unchanged."))
      #expect(run.errorOutput.contains("Gate failed: 1 finding is not in the baseline"))
      #expect(!run.errorOutput.contains("--max-findings"))
    }
  }

  @Test("every receiver kind can be ignored by its receiver: self, an instance, (expr)")
  func everyKindCanBeIgnored() throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/A.swift"
      try write(Self.receivers, to: source)
      let run = runTool([
        "audit", source, "--accessor", "configuration", "--format", "json",
        "--ignore-receiver", "self", "--ignore-receiver", "session", "--ignore-receiver", "(expr)",
      ])
      #expect(run.exitCode == 0)
      #expect(run.output.contains(#""receiver": "Settings""#))
      #expect(run.output.components(separatedBy: #""receiverKind""#).count == 2)
    }
  }

  @Test("SARIF marks ungated and adopted findings new against the baseline, as they are")
  func sarifBaselineState() throws {
    try withBaselineChange(before: "let a = Foo.shared\n", after: Self.receivers) {
      source, baseline in
      let sarif = [
        "audit", source, "--accessor", "configuration", "--baseline", baseline, "--format", "sarif",
      ]
      let ungated = runTool(sarif)
      #expect(ungated.exitCode == 2)
      #expect(ungated.output.components(separatedBy: #""baselineState": "new""#).count == 5)
      let adopted = runTool(sarif + ["--adopt-accessor", "configuration"])
      #expect(adopted.exitCode == 0)
      #expect(adopted.output.components(separatedBy: #""baselineState": "new""#).count == 5)
    }
  }
}
