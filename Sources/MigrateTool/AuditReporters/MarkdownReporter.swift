import SingletonAudit

/// `--format markdown`: a migration summary for pull request comments and GitHub job summaries:
/// counts, the comparison with the baseline when one is given, a table of every receiver with
/// accesses (most first: what to migrate first), the hotspots, and every finding in a collapsed
/// list; always under GitHub's size limit (`MarkdownBudget`).
package struct MarkdownReporter: Reporter {
  /// The size limit; GitHub's, unless a test asks for a smaller one.
  package var limit = MarkdownBudget.gitHubLimit

  package init(limit: Int = MarkdownBudget.gitHubLimit) {
    self.limit = limit
  }

  package func render(_ report: AuditReport) -> String {
    var out = MarkdownBudget(limit: limit)
    let uses = report.findings.count { $0.role == .use }
    out.append(
      "## Singleton migration", "",
      "**\(report.findings.count)** \(plural(report.findings.count, "finding")) "
        + "(\(uses) \(plural(uses, "use")), \(report.findings.count - uses) "
        + "\(plural(report.findings.count - uses, "bridge"))) in \(report.filesScanned) "
        + "\(plural(report.filesScanned, "file")); \(report.suppressed.count) suppressed; "
        + "\(report.errors.count) unreadable.",
      "")
    if let comparison = report.baseline {
      baselineSection(comparison, to: &out)
    }
    let hotspots = report.hotspots.map { "| \(code($0.file)) | \($0.count) |" }
    let hotspotBytes = hotspots.reduce(200) { $0 + $1.utf8.count + 1 }
    // The members and the plan show their first rows whole, below the table, when they fit:
    // the table keeps the room it always had.
    let membersUsed = MembersUsed.list(of: report)
    let memberLines =
      membersUsed.isEmpty
      ? []
      : [
        "### Members used", "", "What each client must hold, uses each, most first.", "",
        "| Singleton | Members |", "| --- | --- |",
      ]
        + membersUsed.prefix(Self.shownRows).map {
          "| \(code($0.singleton)) | \($0.summary(name: code)) |"
        } + moreLine(membersUsed.count, "singletons use members") + [""]
    let plan = PlanRow.rows(of: report)
    let planLines =
      plan.isEmpty
      ? []
      : [
        "### Migration plan, quick wins first", "", PlanRow.scoreLegend, "",
        "| Rank | Singleton | Score | Why |", "| ---: | --- | ---: | --- |",
      ]
        + plan.prefix(Self.shownRows).map {
          "| \($0.rank) | \(code($0.singleton)) | \($0.score) | \($0.why) |"
        } + moreLine(plan.count, "singletons are in the plan") + [""]
    let rows = ReceiverRow.rows(of: report)
    if rows.isEmpty {
      out.append("No declared singletons.", "")
    } else {
      out.append(
        "### What to migrate first", "",
        "| Singleton | Uses | Bridges | Files | Status | Most in |",
        "| --- | ---: | ---: | ---: | --- | --- |")
      out.append(
        items: rows.map { row in
          let busiest = row.busiestFile.map { "\(code($0.file)) (\($0.count))" } ?? ""
          // Uses in test files are said only where there are some.
          let uses = row.testUses == 0 ? "\(row.uses)" : "\(row.uses) (\(row.testUses) in tests)"
          return "| \(code(row.name)) | \(uses) | \(row.bridges) | \(row.files) | "
            + "\(row.status) | \(busiest) |"
        },
        leaving: hotspotBytes)
      out.append("")
      let builtIns = report.undeclared.compactMap { receiver in
        receiver.builtInDependency.map {
          "\(code(receiver.receiver + "." + receiver.accessor)) → \(code($0))"
        }
      }
      if !builtIns.isEmpty {
        out.append("Built-in dependencies replace: \(builtIns.joined(separator: ", ")).", "")
      }
    }
    let showsPlan = out.fits(memberLines + planLines, leaving: hotspotBytes)
    if showsPlan { out.append(contentsOf: memberLines + planLines) }
    if let history = report.history, !history.points.isEmpty {
      let (header, rows) = BurnDown.table(history)
      let section =
        ["### Burn-down", "", "```mermaid"] + BurnDown.chart(history) + ["```", ""]
        + [
          "| "
            + header.map { $0 == "DATE" || $0 == "TOTAL" ? $0.capitalized : code($0) }
            .joined(separator: " | ") + " |",
          "| --- |" + String(repeating: " ---: |", count: header.count - 1),
        ]
        + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
      // Whole or not at all, as the graph below: a cut chart would not render.
      if out.fits(section, leaving: hotspotBytes) { out.append(contentsOf: section) }
    }
    if !report.hotspots.isEmpty {
      out.append("### Hotspots", "", "| File | Accesses |", "| --- | ---: |")
      out.append(items: hotspots)
      out.append("")
    }
    let graph = MermaidGraph.lines(for: report)
    // The picture goes in whole or not at all: a cut flowchart would not render.
    if !graph.isEmpty, out.fits(graph, leaving: 1_000) {
      out.append("### Who depends on which singleton", "", "```mermaid")
      out.append(contentsOf: graph)
      out.append("```", "")
    }
    if !report.findings.isEmpty {
      out.append("<details><summary>All findings (\(report.findings.count))</summary>", "")
      out.append(
        items: report.findings.map { finding in
          "- \(code("\(finding.file):\(finding.line):\(finding.column)")) "
            + "\(code(finding.accessText)) (\(finding.role.rawValue))"
        })
      out.append("", "</details>", "")
    }
    if !showsPlan && !planLines.isEmpty {
      // Last, in the room the budget keeps for fixed lines, so that nothing before it moves.
      out.append(
        "_The members used and the migration plan did not fit GitHub's limit: "
          + "`migrate-tool audit --format text` shows them._", "")
    }
    return out.text
  }

  private func baselineSection(_ comparison: BaselineComparison, to out: inout MarkdownBudget) {
    out.append(
      "Against the baseline \(code(comparison.file)): **\(comparison.newFindings.count) new**, "
        + TextReporter.newBridgesCount(comparison)
        + "\(comparison.fixedCount) fixed, \(comparison.unchangedCount) unchanged"
        + (comparison.movedCount == 0
          ? "." : " (\(comparison.movedCount) in files that moved)."),
      "")
    if !comparison.newFindings.isEmpty {
      out.append("### New since the baseline", "")
      out.append(items: comparison.newFindings.map(listItem))
      out.append("")
    }
    if !comparison.newBridges.isEmpty {
      out.append("### New bridges (step 1 of a migration; not gated)", "")
      out.append(items: comparison.newBridges.map(listItem))
      out.append("")
      if comparison.fixed.isEmpty { out.append(comparison.shrinkHint, "") }
    }
    if !comparison.fixed.isEmpty {
      out.append("### Fixed since the baseline", "")
      out.append(
        items: comparison.fixed.map { entry in
          let times = entry.count == 1 ? "" : " ×\(entry.count)"
          return "- \(code(entry.key.file)) \(code(entry.key.receiver + "." + entry.key.accessor))"
            + "\(times): \(code(entry.key.code))"
        })
      out.append("", comparison.shrinkHint, "")
    }
  }

  /// How many rows the members and plan tables show; `--format text` and `json` list all.
  static let shownRows = 25

  /// `_12 more singletons use members: ..._` when `count` is over `shownRows`, else nothing.
  private func moreLine(_ count: Int, _ what: String) -> [String] {
    guard count > Self.shownRows else { return [] }
    return [
      "",
      "_\(count - Self.shownRows) more \(what): `migrate-tool audit --format text` lists "
        + "them all._",
    ]
  }

  /// `- `path:line:column` `Foo.shared``.
  private func listItem(_ finding: Finding) -> String {
    "- \(code("\(finding.file):\(finding.line):\(finding.column)")) \(code(finding.accessText))"
  }

  /// `text` as a code span that survives backticks and `|` (which would end a table cell).
  private func code(_ text: String) -> String {
    // Most code has neither `|` nor a backtick: nothing to escape.
    if !text.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "`") }) {
      return "`" + text + "`"
    }
    let escaped = text.replacing(every: "|", with: "\\|")
    let fence = escaped.contains("`") ? "``" : "`"
    let padding = escaped.hasPrefix("`") || escaped.hasSuffix("`") ? " " : ""
    return fence + padding + escaped + padding + fence
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? noun : noun + "s"
  }
}
