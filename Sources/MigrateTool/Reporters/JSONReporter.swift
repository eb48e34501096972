/// `--format json`: DESIGN.md's schemaVersion 1, field names and order exactly as specified, one
/// finding per line so the output diffs well.
struct JSONReporter: Reporter {
  func render(_ report: AuditReport) -> String {
    let findings = report.findings.map { finding in
      "{\"file\": \(JSONText.quoted(finding.file)), \"line\": \(finding.line), "
        + "\"column\": \(finding.column), \"accessor\": \(JSONText.quoted(finding.accessor)), "
        + "\"receiver\": \(JSONText.quoted(finding.receiver)), "
        + "\"receiverKind\": \"\(finding.receiverKind.rawValue)\", "
        + "\"role\": \"\(finding.role.rawValue)\", \"declared\": \(finding.declared)}"
    }
    let singletons = report.singletons.map { singleton in
      let declaration = singleton.declaration
      return "{\"type\": \(JSONText.quoted(declaration.type)), "
        + "\"accessor\": \(JSONText.quoted(declaration.accessor)), "
        + "\"file\": \(JSONText.quoted(declaration.file)), \"line\": \(declaration.line), "
        + "\"uses\": \(singleton.uses), \"bridges\": \(singleton.bridges), "
        + "\"status\": \"\(singleton.status.rawValue)\"}"
    }
    let errors = report.errors.map { error in
      "{\"file\": \(JSONText.quoted(error.file)), \"message\": \(JSONText.quoted(error.message))}"
    }
    return """
      {
        "schemaVersion": 1,
        "tool": {"name": "migrate-tool", "version": "\(MigrateTool.version)"},
        "accessors": \(JSONText.stringArray(report.accessors)),
        "filesScanned": \(report.filesScanned),
        "bytesScanned": \(report.bytesScanned),
        "findings": \(JSONText.array(findings, indent: "  ")),
        "singletons": \(JSONText.array(singletons, indent: "  ")),
        "errors": \(JSONText.array(errors, indent: "  "))
      }

      """
  }
}
