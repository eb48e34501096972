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
