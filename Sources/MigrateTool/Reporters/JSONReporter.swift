/// `--format json`: DESIGN.md's schemaVersion 1, field names and order exactly as specified, one
/// finding per line so the output diffs well. Appends into one string: reports can hold hundreds
/// of thousands of findings, and per-finding strings joined later cost several copies.
struct JSONReporter: Reporter {
  func render(_ report: AuditReport) -> String {
    var out = ""
    out.reserveCapacity(512 + report.findings.count * 220)
    out += "{\n  \"schemaVersion\": 1,\n"
    out += "  \"tool\": {\"name\": \"migrate-tool\", \"version\": \"\(MigrateTool.version)\"},\n"
    out += "  \"accessors\": \(JSONText.stringArray(report.accessors)),\n"
    out += "  \"filesScanned\": \(report.filesScanned),\n"
    out += "  \"bytesScanned\": \(report.bytesScanned),\n"
    out += "  \"findings\": "
    appendArray(report.findings, to: &out) { finding, out in
      out += "{\"file\": "
      JSONText.appendQuoted(finding.file, to: &out)
      out += ", \"line\": \(finding.line), \"column\": \(finding.column), \"accessor\": "
      JSONText.appendQuoted(finding.accessor, to: &out)
      out += ", \"receiver\": "
      JSONText.appendQuoted(finding.receiver, to: &out)
      out += ", \"receiverKind\": \"\(finding.receiverKind.rawValue)\", \"role\": \""
      out += finding.role.rawValue
      out += finding.declared ? "\", \"declared\": true}" : "\", \"declared\": false}"
    }
    out += ",\n  \"singletons\": "
    appendArray(report.singletons, to: &out) { singleton, out in
      let declaration = singleton.declaration
      out += "{\"type\": \(JSONText.quoted(declaration.type)), "
      out += "\"accessor\": \(JSONText.quoted(declaration.accessor)), "
      out += "\"file\": \(JSONText.quoted(declaration.file)), \"line\": \(declaration.line), "
      out += "\"uses\": \(singleton.uses), \"bridges\": \(singleton.bridges), "
      out += "\"status\": \"\(singleton.status.rawValue)\"}"
    }
    out += ",\n  \"errors\": "
    appendArray(report.errors, to: &out) { error, out in
      out += "{\"file\": \(JSONText.quoted(error.file)), "
      out += "\"message\": \(JSONText.quoted(error.message))}"
    }
    out += "\n}\n"
    return out
  }

  /// `[]`, or one element per line indented under a top-level key.
  private func appendArray<Element>(
    _ elements: [Element], to out: inout String, element: (Element, inout String) -> Void
  ) {
    guard !elements.isEmpty else {
      out += "[]"
      return
    }
    out += "[\n"
    for (index, value) in elements.enumerated() {
      out += index == 0 ? "    " : ",\n    "
      element(value, &out)
    }
    out += "\n  ]"
  }
}
