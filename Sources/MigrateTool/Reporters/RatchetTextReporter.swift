/// `--format text`: `TextReporter`'s summary, then how many findings were suppressed and how the
/// findings compare with the baseline, when there is something to say.
struct RatchetTextReporter: Reporter {
  func render(_ report: AuditReport) -> String {
    var text = TextReporter().render(report)
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

  static func baselineSection(_ comparison: BaselineComparison) -> String {
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
}
