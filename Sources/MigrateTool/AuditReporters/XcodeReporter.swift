import SingletonAudit

/// `--format xcode`: one `path:line:column: warning: message` line per finding, as swiftc prints
/// diagnostics, so Xcode and editors jump to each access. With a baseline, only the new findings
/// (uses, then bridges), unless `listsAllFindings`.
package struct XcodeReporter: StreamingReporter {
  package init(listsAllFindings: Bool = false) {
    self.listsAllFindings = listsAllFindings
  }

  /// With a baseline: list every finding, not only the new ones.
  package var listsAllFindings = false

  package func write(_ report: AuditReport, to out: inout ReportWriter) {
    let findings =
      if let comparison = report.baseline, !listsAllFindings {
        FindingList(comparison.newFindings + comparison.newBridges)
      } else {
        report.findings
      }
    out.writeConcurrently(count: findings.count) { range, out in
      // Consecutive findings share a file: its name is escaped once.
      var file = (name: "", escaped: "")
      findings.forEach(in: range) { _, finding in
        if finding.file != file.name {
          file = (finding.file, finding.file.escapingControlCharacters)
        }
        out.write(file.escaped)
        out.write(byte: UInt8(ascii: ":"))
        out.write(finding.line)
        out.write(byte: UInt8(ascii: ":"))
        out.write(finding.column)
        out.write(": warning: ")
        out.write(Self.message(for: finding))
        out.write(byte: UInt8(ascii: "\n"))
      }
    }
  }

  /// What the access is and what to do next.
  package static func message(for finding: Finding) -> String {
    switch finding.role {
    case .use:
      return "singleton access '\(finding.accessText)'; read it through a dependency instead"
    case .bridge:
      return "singleton access '\(finding.accessText)' bridged by a dependency client; "
        + "remove it once no uses remain"
    }
  }
}
