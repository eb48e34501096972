import SingletonAudit

/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`).
///
/// One run; two rules with stable ids (`singleton-access` for uses, `singleton-bridge` for
/// bridges); repository-relative, percent-encoded URIs. SARIF columns count UTF-16 code units by
/// default while findings count UTF-8 bytes, so columns are converted from the access's line and
/// the run declares `"columnKind": "utf16CodeUnits"`. Suppressed findings are results with an
/// `inSource` suppression; with a baseline, results carry `baselineState` (`new`/`unchanged`).
package struct SARIFReporter: Reporter {
  package init(root: String? = RepositoryPath.currentDirectory) {
    self.root = root
  }

  /// Columns are converted to UTF-16 from the finding's line.
  package var needsLineText: Bool { true }

  package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// A rule: what a result means and how loud it is.
  package struct Rule {
    package var id: String
    package var name: String
    package var summary: String
    package var level: String
  }

  package static let rules = [
    Rule(
      id: "singleton-access", name: "SingletonAccess",
      summary: "A singleton is used directly; read it through a dependency instead.",
      level: "warning"),
    Rule(
      id: "singleton-bridge", name: "SingletonBridge",
      summary: "A dependency client bridges to a singleton; remove it once no uses remain.",
      level: "note"),
  ]

  package var root: String? = RepositoryPath.currentDirectory

  package func render(_ report: AuditReport) -> String {
    var out = "{\n  \"$schema\": \"\(Self.schema)\",\n  \"version\": \"2.1.0\",\n"
    out += "  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n"
    out += "          \"name\": \"migrate-tool\",\n"
    out += "          \"version\": \"\(ToolVersion.current)\",\n"
    out += "          \"rules\": [\n"
    out += Self.rules.map { rule in
      "            {\"id\": \"\(rule.id)\", \"name\": \"\(rule.name)\", "
        + "\"shortDescription\": {\"text\": \(JSONText.quoted(rule.summary))}, "
        + "\"defaultConfiguration\": {\"level\": \"\(rule.level)\"}}"
    }.joined(separator: ",\n")
    out += "\n          ]\n        }\n      },\n"
    out += "      \"columnKind\": \"utf16CodeUnits\",\n"
    let newLocations = report.baseline.map {
      Set(($0.newFindings + $0.newBridges + $0.adopted + $0.newUngated).map(\.location))
    }
    // Each result is appended as it is made: an array of them joined at the end held the
    // results twice (a 20,000-long chain's findings took 115 MB).
    out += "      \"results\": ["
    var separator = "\n"
    func append(_ result: String) {
      out += separator
      out += result
      separator = ",\n"
    }
    for finding in report.findings {
      var extra = ""
      if let newLocations {
        let state = newLocations.contains(finding.location) ? "new" : "unchanged"
        extra = ", \"baselineState\": \"\(state)\""
      }
      append(result(finding, extra: extra))
    }
    for suppressed in report.suppressed {
      let justification = suppressed.reason.map { ", \"justification\": \(JSONText.quoted($0))" }
      append(
        result(
          suppressed.finding,
          extra: ", \"suppressions\": [{\"kind\": \"inSource\"\(justification ?? "")}]"))
    }
    out += separator == "\n" ? "]\n" : "\n      ]\n"
    out += "    }\n  ]\n}\n"
    return out
  }

  private func result(_ finding: Finding, extra: String) -> String {
    let ruleIndex = finding.role == .bridge ? 1 : 0
    let rule = Self.rules[ruleIndex]
    let uri = RepositoryPath.uri(RepositoryPath.relative(finding.file, root: root))
    // The region covers the accessor name; SARIF's end column is exclusive.
    let column = Self.utf16Column(finding)
    return "        {\"ruleId\": \"\(rule.id)\", \"ruleIndex\": \(ruleIndex), "
      + "\"level\": \"\(rule.level)\", "
      + "\"message\": {\"text\": \(JSONText.quoted(XcodeReporter.message(for: finding)))}, "
      + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": "
      + "\(JSONText.quoted(uri))}, \"region\": {\"startLine\": \(finding.line), "
      + "\"startColumn\": \(column), \"endLine\": \(finding.line), "
      + "\"endColumn\": \(column + finding.accessor.utf16.count)}}}]\(extra)}"
  }

  /// The finding's column in UTF-16 code units, from its line; its byte column without the line.
  package static func utf16Column(_ finding: Finding) -> Int {
    guard let line = finding.lineText else { return finding.column }
    let prefix = line.utf8.prefix(max(finding.column - 1, 0))
    return String(decoding: prefix, as: UTF8.self).utf16.count + 1
  }
}
