/// `--format json`: DESIGN.md's schemaVersion 1, field names and order exactly as specified, one
/// finding per line so the output diffs well. Written as bytes, in chunks: reports can hold
/// hundreds of thousands of findings.
struct JSONReporter: StreamingReporter {
  func write(_ report: AuditReport, to out: inout ReportWriter) {
    out.write("{\n  \"schemaVersion\": 1,\n  \"tool\": {\"name\": \"migrate-tool\", \"version\": ")
    out.writeJSONQuoted(MigrateTool.version)
    out.write("},\n  \"accessors\": [")
    for (index, accessor) in report.accessors.enumerated() {
      if index > 0 { out.write(", ") }
      out.writeJSONQuoted(accessor)
    }
    out.write("],\n  \"filesScanned\": ")
    out.write(report.filesScanned)
    out.write(",\n  \"bytesScanned\": ")
    out.write(report.bytesScanned)
    out.write(",\n  \"findings\": ")
    writeFindings(report.findings, to: &out)
    out.write(",\n  \"singletons\": ")
    writeArray(report.singletons, to: &out) { singleton, out in
      let declaration = singleton.declaration
      out.write("{\"type\": ")
      out.writeJSONQuoted(declaration.type)
      out.write(", \"accessor\": ")
      out.writeJSONQuoted(declaration.accessor)
      out.write(", \"file\": ")
      out.writeJSONQuoted(declaration.file)
      out.write(", \"line\": ")
      out.write(declaration.line)
      out.write(", \"uses\": ")
      out.write(singleton.uses)
      out.write(", \"bridges\": ")
      out.write(singleton.bridges)
      out.write(", \"status\": \"")
      out.write(singleton.status.rawValue)
      out.write("\"}")
    }
    out.write(",\n  \"errors\": ")
    writeArray(report.errors, to: &out) { error, out in
      out.write("{\"file\": ")
      out.writeJSONQuoted(error.file)
      out.write(", \"message\": ")
      out.writeJSONQuoted(error.message)
      out.write("}")
    }
    out.write("\n}\n")
  }

  /// The findings array, one finding per line, rendered on all cores.
  private func writeFindings(_ findings: [Finding], to out: inout ReportWriter) {
    guard !findings.isEmpty else {
      out.write("[]")
      return
    }
    out.write("[\n")
    out.writeConcurrently(count: findings.count) { index, out in
      if index > 0 { out.write(",\n") }
      Self.write(findings[index], to: &out)
    }
    out.write("\n  ]")
  }

  private static func write(_ finding: Finding, to out: inout ReportWriter) {
    out.write("    {\"file\": ")
    out.writeJSONQuoted(finding.file)
    out.write(", \"line\": ")
    out.write(finding.line)
    out.write(", \"column\": ")
    out.write(finding.column)
    out.write(", \"accessor\": ")
    out.writeJSONQuoted(finding.accessor)
    out.write(", \"receiver\": ")
    out.writeJSONQuoted(finding.receiver)
    out.write(", \"receiverKind\": \"")
    out.write(finding.receiverKind.rawValue)
    out.write("\", \"role\": \"")
    out.write(finding.role.rawValue)
    out.write(finding.declared ? "\", \"declared\": true}" : "\", \"declared\": false}")
  }

  /// `[]`, or one element per line indented under a top-level key.
  private func writeArray<Element>(
    _ elements: [Element], to out: inout ReportWriter,
    element: (Element, inout ReportWriter) -> Void
  ) {
    guard !elements.isEmpty else {
      out.write("[]")
      return
    }
    out.write("[\n")
    for (index, value) in elements.enumerated() {
      out.write(index == 0 ? "    " : ",\n    ")
      element(value, &out)
    }
    out.write("\n  ]")
  }
}
