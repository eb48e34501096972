/// `--format markdown`: a migration summary for pull request comments and GitHub job summaries:
/// counts, a table of singletons with uses, bridges and status, the comparison with the baseline
/// when one is given, and every finding in a collapsed list.
struct MarkdownReporter: Reporter {
  func render(_ report: AuditReport) -> String {
    let uses = report.findings.count { $0.role == .use }
    var lines = [
      "## Singleton migration", "",
      "**\(report.findings.count)** \(plural(report.findings.count, "finding")) "
        + "(\(uses) \(plural(uses, "use")), \(report.findings.count - uses) "
        + "\(plural(report.findings.count - uses, "bridge"))) in \(report.filesScanned) "
        + "\(plural(report.filesScanned, "file")); \(report.suppressed.count) suppressed; "
        + "\(report.errors.count) unreadable.",
      "",
    ]
    if let comparison = report.baseline {
      lines += baselineSection(comparison)
    }
    if report.singletons.isEmpty {
      lines += ["No declared singletons.", ""]
    } else {
      lines += ["| Singleton | Uses | Bridges | Status |", "| --- | ---: | ---: | --- |"]
      lines += report.singletons.map { singleton in
        let declaration = singleton.declaration
        return "| \(code(declaration.type + "." + declaration.accessor)) | \(singleton.uses) | "
          + "\(singleton.bridges) | \(singleton.status.label) |"
      }
      lines.append("")
    }
    if !report.findings.isEmpty {
      lines += ["<details><summary>All findings (\(report.findings.count))</summary>", ""]
      lines += report.findings.map { finding in
        "- \(code("\(finding.file):\(finding.line):\(finding.column)")) "
          + "\(code(finding.accessText)) (\(finding.role.rawValue))"
      }
      lines += ["", "</details>", ""]
    }
    return lines.joined(separator: "\n")
  }

  private func baselineSection(_ comparison: BaselineComparison) -> [String] {
    var lines = [
      "Against the baseline \(code(comparison.file)): **\(comparison.newFindings.count) new**, "
        + TextReporter.newBridgesCount(comparison)
        + "\(comparison.fixedCount) fixed, \(comparison.unchangedCount) unchanged.",
      "",
    ]
    if !comparison.newFindings.isEmpty {
      lines += ["### New since the baseline", ""]
      lines += comparison.newFindings.map {
        "- \(code("\($0.file):\($0.line):\($0.column)")) \(code($0.accessText))"
      }
      lines.append("")
    }
    if !comparison.newBridges.isEmpty {
      lines += ["### New bridges (step 1 of a migration; not gated)", ""]
      lines += comparison.newBridges.map {
        "- \(code("\($0.file):\($0.line):\($0.column)")) \(code($0.accessText))"
      }
      lines.append("")
      if comparison.fixed.isEmpty { lines += [comparison.shrinkHint, ""] }
    }
    if !comparison.fixed.isEmpty {
      lines += ["### Fixed since the baseline", ""]
      lines += comparison.fixed.map { entry in
        let times = entry.count == 1 ? "" : " ×\(entry.count)"
        return "- \(code(entry.key.file)) \(code(entry.key.receiver + "." + entry.key.accessor))"
          + "\(times): \(code(entry.key.code))"
      }
      lines += ["", comparison.shrinkHint, ""]
    }
    return lines
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
