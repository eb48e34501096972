/// `--format xcode`: one `path:line:column: warning: message` line per finding, as swiftc prints
/// diagnostics, so Xcode and editors jump to each access.
struct XcodeReporter: Reporter {
  func render(_ report: AuditReport) -> String {
    var output = ""
    for finding in report.findings {
      output += "\(finding.file):\(finding.line):\(finding.column): warning: "
      output += Self.message(for: finding) + "\n"
    }
    return output
  }

  /// What the access is and what to do next.
  static func message(for finding: Finding) -> String {
    switch finding.role {
    case .use:
      return "singleton access '\(finding.accessText)'; read it through a dependency instead"
    case .bridge:
      return "singleton access '\(finding.accessText)' bridged by a dependency client; "
        + "remove it once no uses remain"
    }
  }
}
