/// `--format text`: a summary for people: the singletons with their migration status, then the
/// findings grouped by file, then any files that could not be read, then how many findings were
/// suppressed and how the findings compare with the baseline, when there is something to say.
struct TextReporter: Reporter {
  func render(_ report: AuditReport) -> String {
    var lines: [String] = []
    let accessors = report.accessors.map { "." + $0 }.joined(separator: ", ")
    lines.append(
      "Scanned \(report.filesScanned) \(plural(report.filesScanned, "file")) "
        + "(\(report.bytesScanned) bytes) for \(accessors): "
        + "\(report.findings.count) \(plural(report.findings.count, "finding")), "
        + "\(report.singletons.count) declared \(plural(report.singletons.count, "singleton")).")
    lines.append("")
    lines += singletonTable(report.singletons)
    lines.append("")
    lines += findingsByFile(report.findings)
    if !report.errors.isEmpty {
      lines.append("")
      lines.append("Could not read (\(report.errors.count)):")
      lines += report.errors.map { "  \($0.file): \($0.message)" }
    }
    var text = lines.joined(separator: "\n") + "\n"
    if !report.suppressed.isEmpty {
      let count = report.suppressed.count
      text += "\nSuppressed: \(count) \(count == 1 ? "finding" : "findings") "
        + "(migrate-tool:ignore comments; not listed, not gated).\n"
    }
    if let comparison = report.baseline {
      text += "\n" + Self.baselineSection(comparison)
    }
    return text
  }

  private static func baselineSection(_ comparison: BaselineComparison) -> String {
    var lines = [
      "Baseline \(comparison.file): \(comparison.newFindings.count) new, "
        + "\(comparison.fixedCount) fixed, \(comparison.unchangedCount) unchanged."
    ]
    if !comparison.newFindings.isEmpty {
      lines.append("New, not in the baseline (\(comparison.newFindings.count)):")
      lines += comparison.newFindings.map {
        "  \($0.file):\($0.line):\($0.column)  \($0.accessText)"
      }
    }
    if !comparison.fixed.isEmpty {
      lines.append("Fixed, in the baseline but no longer found (\(comparison.fixedCount)):")
      lines += comparison.fixed.map { entry in
        let times = entry.count == 1 ? "" : "  x\(entry.count)"
        return "  \(entry.key.file)  \(entry.key.receiver).\(entry.key.accessor)\(times)  "
          + entry.key.code
      }
      lines.append(comparison.shrinkHint)
    }
    return lines.joined(separator: "\n") + "\n"
  }


  private func singletonTable(_ singletons: [SingletonSummary]) -> [String] {
    guard !singletons.isEmpty else { return ["Singletons: none declared."] }
    let header = ["TYPE", "ACCESSOR", "USES", "BRIDGES", "STATUS", "DECLARED AT"]
    let rows = singletons.map { singleton in
      [
        singleton.declaration.type, singleton.declaration.accessor, String(singleton.uses),
        String(singleton.bridges), singleton.status.rawValue,
        "\(singleton.declaration.file):\(singleton.declaration.line)",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    let numeric: Set<Int> = [2, 3]
    func format(_ row: [String]) -> String {
      let cells = row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return numeric.contains(column) ? padding + row[column] : row[column] + padding
      }
      return "  " + String(cells.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
    }
    return ["Singletons (\(singletons.count)):", format(header)] + rows.map(format)
  }

  private func findingsByFile(_ findings: [Finding]) -> [String] {
    guard !findings.isEmpty else { return ["Findings: none."] }
    var lines = ["Findings (\(findings.count)):"]
    var currentFile: String?
    for finding in findings {
      if finding.file != currentFile {
        currentFile = finding.file
        lines.append(finding.file)
      }
      let declared = finding.declared ? "" : ", undeclared"
      lines.append(
        "  \(finding.line):\(finding.column)  \(finding.accessText)  "
          + "(\(finding.receiverKind.rawValue), \(finding.role.rawValue)\(declared))")
    }
    return lines
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? noun : noun + "s"
  }
}
