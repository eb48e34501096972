/// `--format text`: a summary for people: the singletons with their migration status, then the
/// findings grouped by file, then any files that could not be read, then how many findings were
/// suppressed and how the findings compare with the baseline, when there is something to say.
struct TextReporter: StreamingReporter {
  func write(_ report: AuditReport, to out: inout ReportWriter) {
    let accessors = report.accessors.map { "." + $0 }.joined(separator: ", ")
    out.write(
      "Scanned \(report.filesScanned) \(plural(report.filesScanned, "file")) "
        + "(\(report.bytesScanned) bytes) for \(accessors): "
        + "\(report.findings.count) \(plural(report.findings.count, "finding")), "
        + "\(report.singletons.count) declared \(plural(report.singletons.count, "singleton")).\n\n")
    for line in singletonTable(report.singletons) {
      out.write(line)
      out.write(byte: UInt8(ascii: "\n"))
    }
    out.write(byte: UInt8(ascii: "\n"))
    writeFindingsByFile(report.findings, to: &out)
    if !report.errors.isEmpty {
      out.write("\nCould not read (\(report.errors.count)):\n")
      for error in report.errors { out.write("  \(error.file): \(error.message)\n") }
    }
    if !report.suppressed.isEmpty {
      let count = report.suppressed.count
      out.write(
        "\nSuppressed: \(count) \(count == 1 ? "finding" : "findings") "
          + "(migrate-tool:ignore comments; not listed, not gated).\n")
    }
    if let comparison = report.baseline {
      out.write("\n" + Self.baselineSection(comparison))
    }
  }

  /// `"2 new bridges, "`, or nothing when there is none (the line reads as it did before bridges
  /// were told apart).
  static func newBridgesCount(_ comparison: BaselineComparison) -> String {
    let count = comparison.newBridges.count
    return count == 0 ? "" : "\(count) new \(count == 1 ? "bridge" : "bridges"), "
  }

  private static func baselineSection(_ comparison: BaselineComparison) -> String {
    var lines = [
      "Baseline \(comparison.file): \(comparison.newFindings.count) new, "
        + Self.newBridgesCount(comparison)
        + "\(comparison.fixedCount) fixed, \(comparison.unchangedCount) unchanged."
    ]
    if !comparison.newFindings.isEmpty {
      lines.append("New, not in the baseline (\(comparison.newFindings.count)):")
      lines += comparison.newFindings.map {
        "  \($0.file):\($0.line):\($0.column)  \($0.accessText)"
      }
    }
    if !comparison.newBridges.isEmpty {
      lines.append(
        "New bridges, a client wrapping a singleton (step 1; not gated) "
          + "(\(comparison.newBridges.count)):")
      lines += comparison.newBridges.map {
        "  \($0.file):\($0.line):\($0.column)  \($0.accessText)"
      }
    }
    if comparison.hasChangesToRecord && comparison.fixed.isEmpty {
      lines.append(comparison.shrinkHint)
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
        String(singleton.bridges), singleton.status.label,
        "\(singleton.declaration.file):\(singleton.declaration.line)",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { Self.width($0[column]) }.max() ?? 0
    }
    let numeric: Set<Int> = [2, 3]
    func format(_ row: [String]) -> String {
      var line = " "
      for column in row.indices {
        let padding = String(repeating: " ", count: widths[column] - Self.width(row[column]))
        line += " "
        if numeric.contains(column) {
          line += padding + row[column]
        } else {
          // The last column is not padded: a line never ends in spaces.
          line += row[column] + (column == row.count - 1 ? "" : padding)
        }
        if column < row.count - 1 { line += " " }
      }
      return line
    }
    return ["Singletons (\(singletons.count)):", format(header)] + rows.map(format)
  }

  /// Columns a cell takes: characters, counted cheaply when the text is ASCII.
  private static func width(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
  }

  private func writeFindingsByFile(_ findings: FindingList, to out: inout ReportWriter) {
    guard !findings.isEmpty else {
      out.write("Findings: none.\n")
      return
    }
    out.write("Findings (\(findings.count)):\n")
    out.writeConcurrently(count: findings.count) { range, out in
      var previousFile = range.lowerBound > 0 ? findings[range.lowerBound - 1].file : nil
      findings.forEach(in: range) { _, finding in
        if finding.file != previousFile {
          out.write(finding.file)
          out.write(byte: UInt8(ascii: "\n"))
          previousFile = finding.file
        }
      out.write("  ")
      out.write(finding.line)
      out.write(byte: UInt8(ascii: ":"))
      out.write(finding.column)
      out.write("  ")
      out.write(finding.receiver)
      out.write(byte: UInt8(ascii: "."))
      out.write(finding.accessor)
      out.write("  (")
      out.write(finding.receiverKind.rawValue)
      out.write(", ")
      out.write(finding.role.rawValue)
      out.write(finding.declared ? ")\n" : ", undeclared)\n")
      }
    }
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? noun : noun + "s"
  }
}
