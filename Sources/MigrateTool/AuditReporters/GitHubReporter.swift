import SingletonAudit

/// `--format github`: GitHub Actions workflow commands, so findings show as annotations on the
/// pull request's diff.
///
/// ```
/// ::warning file=Sources/A.swift,line=3,col=9,title=Singleton access::singleton access ...
/// ```
/// With a baseline, only the new findings (the ones that fail the gate) are annotated. GitHub
/// shows at most 10 warning annotations per step, so at most `annotationLimit` are printed; the
/// rest are in the job summary (`GITHUB_STEP_SUMMARY`, where the markdown report is appended) or
/// counted in a notice. A last notice sums the audit up.
package struct GitHubReporter: Reporter {
  /// GitHub's per-step limit for warning annotations; more would be dropped silently.
  package static let annotationLimit = 10

  /// The job summary file (`GITHUB_STEP_SUMMARY`) the markdown report is appended to, if any:
  /// the full list is then there, and the notice points to it.
  package var stepSummaryPath: String?
  /// The repository root that absolute paths are made relative to.
  package var root: String? = RepositoryPath.currentDirectory

  /// The reporter for the environment the audit runs in: with the job summary file GitHub
  /// Actions names, when it names one.
  package init(environment: [String: String]) {
    stepSummaryPath = environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
  }

  package init(stepSummaryPath: String? = nil, root: String? = RepositoryPath.currentDirectory) {
    self.stepSummaryPath = stepSummaryPath
    self.root = root
  }

  package func appendices(for report: AuditReport) -> [ReportAppendix] {
    guard let stepSummaryPath else { return [] }
    return [
      ReportAppendix(
        path: stepSummaryPath, name: "GITHUB_STEP_SUMMARY",
        text: MarkdownReporter().render(report))
    ]
  }

  package func render(_ report: AuditReport) -> String {
    let annotated = report.baseline.map { FindingList($0.newFindings) } ?? report.findings
    var out = ""
    for finding in annotated.prefix(Self.annotationLimit) {
      let file = RepositoryPath.relative(finding.file, root: root)
      let title = finding.role == .bridge ? "Singleton bridge" : "Singleton access"
      out += "::warning file=\(Self.escapeProperty(file)),line=\(finding.line),"
      out += "col=\(finding.column),title=\(Self.escapeProperty(title))::"
      out += Self.escapeData(XcodeReporter.message(for: finding)) + "\n"
    }
    let rest = annotated.count - Self.annotationLimit
    if rest > 0 {
      let place =
        stepSummaryPath != nil
        ? "they are listed in the job summary"
        : "run 'migrate-tool audit --format text' to see them all"
      out +=
        "::notice title=migrate-tool::\(rest) more \(rest == 1 ? "finding" : "findings") "
        + "not annotated (GitHub shows at most \(Self.annotationLimit) per step); \(place).\n"
    }
    out += "::notice title=migrate-tool::" + Self.escapeData(Self.summary(report)) + "\n"
    return out
  }

  /// One line: findings, suppressed, and the baseline comparison when there is one.
  package static func summary(_ report: AuditReport) -> String {
    var text =
      "\(report.findings.count) singleton "
      + "\(report.findings.count == 1 ? "access" : "accesses") in \(report.filesScanned) "
      + "\(report.filesScanned == 1 ? "file" : "files"), \(report.suppressed.count) suppressed"
    if let comparison = report.baseline {
      text +=
        "; baseline: \(comparison.newFindings.count) new, "
        + TextReporter.newBridgesCount(comparison) + "\(comparison.fixedCount) fixed"
      if comparison.hasChangesToRecord { return text + ". " + comparison.shrinkHint }
    }
    return text + "."
  }

  /// A command's message: `%`, CR and LF escaped, as GitHub's toolkit does, and every other
  /// control character as `%XX`, which GitHub shows as it is instead of dropping the character
  /// (so `ctrl\u{1}.swift` does not read as `ctrl.swift`).
  package static func escapeData(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "%") }) else {
      return text
    }
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "%" {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "%" + (hex.count == 1 ? "0" + hex : hex)
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A property value: as data, plus `:` and `,`, which delimit properties.
  package static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(every: ":", with: "%3A")
      .replacing(every: ",", with: "%2C")
  }
}
