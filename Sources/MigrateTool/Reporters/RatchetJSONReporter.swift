/// `--format json`: `JSONReporter`'s schemaVersion 1 document with extra fields (allowed within
/// schemaVersion 1): `suppressed` (a count), `suppressions` (each with file, line and reason), and
/// `baseline` when one is given.
///
/// Splices the fields in before the closing brace rather than editing `JSONReporter`, which is
/// tuned for speed and renders the fixed part of the schema on its own.
struct RatchetJSONReporter: Reporter {
  func render(_ report: AuditReport) -> String {
    var out = JSONReporter().render(report)
    guard out.hasSuffix("\n}\n") else { return out }
    out.removeLast(3)
    out += ",\n  \"suppressed\": \(report.suppressed.count),\n  \"suppressions\": "
    Self.appendArray(report.suppressed, to: &out) { suppressed, out in
      let finding = suppressed.finding
      out += "{\"file\": \(JSONText.quoted(finding.file)), \"line\": \(finding.line), "
      out += "\"column\": \(finding.column), \"accessor\": \(JSONText.quoted(finding.accessor)), "
      out += "\"receiver\": \(JSONText.quoted(finding.receiver)), "
      out += "\"directive\": \"\(suppressed.scope.rawValue)\", \"reason\": "
      out += suppressed.reason.map(JSONText.quoted) ?? "null"
      out += "}"
    }
    if let comparison = report.baseline {
      out += ",\n  \"baseline\": {\"file\": \(JSONText.quoted(comparison.file)), "
      out += "\"new\": \(comparison.newFindings.count), \"fixed\": \(comparison.fixedCount), "
      out += "\"unchanged\": \(comparison.unchangedCount)},\n  \"newFindings\": "
      Self.appendArray(comparison.newFindings, to: &out) { finding, out in
        out += "{\"file\": \(JSONText.quoted(finding.file)), \"line\": \(finding.line), "
        out += "\"column\": \(finding.column), \"accessor\": \(JSONText.quoted(finding.accessor)), "
        out += "\"receiver\": \(JSONText.quoted(finding.receiver))}"
      }
      out += ",\n  \"fixedEntries\": "
      Self.appendArray(comparison.fixed, to: &out) { entry, out in
        out += "{\"file\": \(JSONText.quoted(entry.key.file)), "
        out += "\"receiver\": \(JSONText.quoted(entry.key.receiver)), "
        out += "\"accessor\": \(JSONText.quoted(entry.key.accessor)), \"count\": \(entry.count), "
        out += "\"code\": \(JSONText.quoted(entry.key.code))}"
      }
    }
    out += "\n}\n"
    return out
  }

  /// `[]`, or one element per line indented under a top-level key, like `JSONReporter`'s arrays.
  static func appendArray<Element>(
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
