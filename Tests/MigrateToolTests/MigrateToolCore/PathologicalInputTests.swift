import Foundation
import Testing

@testable import SingletonAudit
@testable import SwiftScanning

/// Inputs built to blow up: what the audit holds stays bounded by the input's size.
@Suite("Pathological input")
struct PathologicalInputTests {
  @Test("each receiver of a long chain holds at most 1,024 bytes, and ends in ... when cut")
  func longChain() {
    let length = 5_000
    let source = "let x = Foo" + String(repeating: ".shared", count: length) + "\n"
    let findings = report([("Chain.swift", source)], accessors: ["shared"]).findings
    #expect(findings.count == length)
    #expect(findings.allSatisfy { $0.receiver.utf8.count <= 1_024 + 3 })
    #expect(findings.allSatisfy { $0.receiverKind == .instance || $0.receiver == "Foo" })
    let receiver = findings.last?.receiver ?? ""
    #expect(receiver.hasPrefix("Foo.shared.shared"))
    #expect(receiver.hasSuffix(".shared..."))
    #expect(findings[1].receiver == "Foo.shared")
  }
}

@Suite("Pathological input: one long line")
struct LongLineTests {
  /// 8,000 accesses on one 96 KB line: each finding holding its own copy of the line would take
  /// 770 MB.
  static let source =
    "let x = [" + Array(repeating: "Foo.shared", count: 8_000).joined(separator: ", ") + "]\n"

  @Test("findings that carry their line (sarif, baselines) hold a long line once, not each")
  func linesAreShared() throws {
    try withTemporaryDirectory { directory in
      try write(Self.source, to: directory + "/Line.swift")
      let before = residentBytes()
      let auditor = Auditor(
        paths: [directory], accessors: ["shared"], excludes: [],
        annotator: FindingAnnotator(recordsLineText: true))
      let report = try auditor.run()
      let baseline = Baseline(findings: report.findings)
      #expect(report.findings.count == 8_000)
      #expect(baseline.findingCount == 8_000)
      #expect(residentBytes() - before < 100_000_000)
    }
  }
}

/// The process's resident memory now, in bytes (0 where `/proc` is not there).
private func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * 4_096
}
