import SingletonAudit

/// `--format text`: a summary for people: every receiver with accesses (declared singletons with
/// their migration status, then undeclared ones), most accesses first, the files with most
/// accesses, then the findings grouped by file (with a baseline, only the new ones unless
/// `listsAllFindings`), then any files that could not be read, then how many findings were
/// suppressed and how the findings compare with the baseline, when there is something to say.
package struct TextReporter: StreamingReporter {
  package init(listsAllFindings: Bool = false) {
    self.listsAllFindings = listsAllFindings
  }

  /// With a baseline: list every finding, not only the new ones (which the baseline section
  /// lists).
  package var listsAllFindings = false

  package func write(_ report: AuditReport, to out: inout ReportWriter) {
    let accessors = report.accessors.map { "." + $0 }.joined(separator: ", ")
    out.write(
      "Scanned \(report.filesScanned) \(plural(report.filesScanned, "file")) "
        + "(\(report.bytesScanned) bytes) for \(accessors): "
        + "\(report.findings.count) \(plural(report.findings.count, "finding")), "
        + "\(report.singletons.count) declared \(plural(report.singletons.count, "singleton")), "
        + "\(report.undeclared.count) undeclared "
        + "\(plural(report.undeclared.count, "receiver")).\n\n")
    for line in Self.summaryLines(report) {
      out.write(line)
      out.write(byte: UInt8(ascii: "\n"))
    }
    out.write(byte: UInt8(ascii: "\n"))
    if let comparison = report.baseline, !listsAllFindings {
      let new = comparison.newFindings.count + comparison.newBridges.count
      out.write(
        "Findings: \(report.findings.count), \(new) new (listed below with the baseline); "
          + "--all-findings lists them all.\n")
    } else {
      writeFindingsByFile(report.findings, to: &out)
    }
    if !report.errors.isEmpty {
      out.write("\nCould not read (\(report.errors.count)):\n")
      for error in report.errors {
        out.write("  \(error.file.escapingControlCharacters): \(error.message)\n")
      }
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

  /// `"2 new bridges, 3 adopted, 1 new through instances or expressions (not gated), "`, each part left out when there is none (the line reads as it
  /// did before bridges were told apart).
  package static func newBridgesCount(_ comparison: BaselineComparison) -> String {
    let count = comparison.newBridges.count
    let adopted = comparison.adopted.count
    return (count == 0 ? "" : "\(count) new \(count == 1 ? "bridge" : "bridges"), ")
      + (adopted == 0 ? "" : "\(adopted) adopted, ")
      + (comparison.newUngated.isEmpty
        ? ""
        : "\(comparison.newUngated.count) new through instances or expressions (not gated), ")
  }

  private static func baselineSection(_ comparison: BaselineComparison) -> String {
    var lines = [
      "Baseline \(comparison.file.escapingControlCharacters): \(comparison.newFindings.count) new, "
        + Self.newBridgesCount(comparison)
        + "\(comparison.fixedCount) fixed, \(comparison.unchangedCount) unchanged"
        + (comparison.movedCount == 0
          ? "" : " (\(comparison.movedCount) in files that moved)")
        + (comparison.outOfScope.isEmpty ? "." : ", \(comparison.outOfScopeCount) out of scope.")
    ]
    if !comparison.newFindings.isEmpty {
      lines.append("New, not in the baseline (\(comparison.newFindings.count)):")
      lines += comparison.newFindings.map {
        "  \($0.file.escapingControlCharacters):\($0.line):\($0.column)  \($0.accessText)"
      }
    }
    if !comparison.newBridges.isEmpty {
      lines.append(
        "New bridges, a client wrapping a singleton (step 1; not gated) "
          + "(\(comparison.newBridges.count)):")
      lines += comparison.newBridges.map {
        "  \($0.file.escapingControlCharacters):\($0.line):\($0.column)  \($0.accessText)"
      }
    }
    if comparison.hasChangesToRecord && comparison.fixed.isEmpty {
      lines.append(comparison.shrinkHint)
    }
    if !comparison.fixed.isEmpty {
      lines.append("Fixed, in the baseline but no longer found (\(comparison.fixedCount)):")
      lines += comparison.fixed.map { entry in
        let times = entry.count == 1 ? "" : "  x\(entry.count)"
        return
          "  \(entry.key.file.escapingControlCharacters)  \(entry.key.receiver).\(entry.key.accessor)\(times)  "
          + entry.key.code
      }
      lines.append(comparison.shrinkHint)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table of every receiver with accesses, the notes it needs, and the hotspots.
  package static func summaryLines(_ report: AuditReport) -> [String] {
    let rows = ReceiverRow.rows(of: report)
    guard !rows.isEmpty else {
      return report.singletons.isEmpty ? ["Singletons: none declared."] : []
    }
    let header = ["SINGLETON", "USES", "BRIDGES", "FILES", "STATUS", "MOST IN", "DECLARED AT"]
    let table = rows.map { row in
      [
        row.name, String(row.uses), String(row.bridges), String(row.files), row.status,
        row.busiestFile.map { "\($0.file.escapingControlCharacters) (\($0.count))" } ?? "-",
        row.declaredAt?.escapingControlCharacters ?? "-",
      ]
    }
    var lines =
      [
        "Singletons, most accesses first (\(report.singletons.count) declared, "
          + "\(report.undeclared.count) undeclared):"
      ]
      + alignedTable(header: header, rows: table, numeric: [1, 2, 3])
    let testUses = rows.filter { $0.testUses > 0 }.map { "\($0.name) \($0.testUses)" }
    if !testUses.isEmpty {
      lines.append(
        "Test uses (in *Tests folders or *Tests.swift files), counted in USES: "
          + testUses.joined(separator: ", ") + ".")
    }
    let builtIns = report.undeclared.compactMap { receiver in
      receiver.builtInDependency.map { "\(receiver.receiver).\(receiver.accessor) -> \($0)" }
    }
    if !builtIns.isEmpty {
      lines.append("Built-in dependencies replace: \(builtIns.joined(separator: ", ")).")
    }
    for singleton in report.singletons where singleton.ambiguous > 0 {
      let declaration = singleton.declaration
      let name = "\(declaration.type).\(declaration.accessor)"
      let accesses = singleton.ambiguous == 1 ? "access" : "accesses"
      lines.append(
        "Ambiguous: \(singleton.ambiguous) \(accesses) counted for \(name) (declared at "
          + "\(declaration.file.escapingControlCharacters):\(declaration.line)) \(singleton.ambiguous == 1 ? "is" : "are") "
          + "as near, by folder, to another \(name); the target that compiles the file decides.")
    }
    let membersUsed = MembersUsed.list(of: report)
    if !membersUsed.isEmpty {
      lines += ["", "Members used, what each client must hold (uses each, most first):"]
      lines += membersUsed.map {
        "  \($0.singleton.escapingControlCharacters): \($0.summary { $0.escapingControlCharacters })"
      }
    }
    let plan = PlanRow.rows(of: report)
    if !plan.isEmpty {
      lines += ["", "Migration plan, quick wins first:"]
      lines += alignedTable(
        header: ["RANK", "SINGLETON", "SCORE", "WHY"],
        rows: plan.map {
          [String($0.rank), $0.singleton.escapingControlCharacters, String($0.score), $0.why]
        }, numeric: [0, 2])
      lines.append(PlanRow.scoreLegend)
    }
    if let history = report.history, !history.points.isEmpty {
      let (header, rows) = BurnDown.table(history)
      lines += ["", "Burn-down, uses left by date:"]
      lines += alignedTable(
        header: header, rows: rows, numeric: Set(1..<header.count))
    }
    if !report.hotspots.isEmpty {
      lines += ["", "Hotspots, the files with most accesses:"]
      let width = String(report.hotspots[0].count).count
      lines += report.hotspots.map { hotspot in
        let count = String(hotspot.count)
        let padding = String(repeating: " ", count: width - count.count)
        return "  " + padding + count + "  " + hotspot.file.escapingControlCharacters
      }
    }
    return lines
  }

  /// `rows` under `header`, columns padded to line up; `numeric` columns aligned right.
  package static func alignedTable(header: [String], rows: [[String]], numeric: Set<Int>)
    -> [String]
  {
    let widths = header.indices.map { column in
      ([header] + rows).map { Self.width($0[column]) }.max() ?? 0
    }
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
    return [format(header)] + rows.map(format)
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
          out.write(finding.file.escapingControlCharacters)
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
