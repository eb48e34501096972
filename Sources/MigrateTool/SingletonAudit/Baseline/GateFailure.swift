/// A CI gate the audit failed: exit 2, with a message on stderr saying what to do.
package enum GateFailure: Sendable, Equatable {
  /// More gated findings (`Finding.gates`) than `--max-findings` allows.
  case tooManyFindings(count: Int, limit: Int)
  /// Findings not in the baseline.
  case newFindings(count: Int, baseline: String)

  /// The gates `report` fails, given the `--max-findings` limit.
  package static func evaluate(_ report: AuditReport, maxFindings: Int?) -> [GateFailure] {
    var failures: [GateFailure] = []
    if let limit = maxFindings {
      let count = report.findings.count { $0.gates }
      if count > limit { failures.append(.tooManyFindings(count: count, limit: limit)) }
    }
    if let comparison = report.baseline, !comparison.newFindings.isEmpty {
      failures.append(.newFindings(count: comparison.newFindings.count, baseline: comparison.file))
    }
    return failures
  }

  /// What failed and what to do next, without the `Gate failed: ` prefix.
  package var message: String {
    switch self {
    case .tooManyFindings(let count, let limit):
      return "\(count) findings, more than the limit of \(limit) (--max-findings). Remove some "
        + "accesses, or raise the limit on purpose."
    case .newFindings(let count, let baseline):
      let noun = count == 1 ? "finding is" : "findings are"
      return "\(count) \(noun) not in the baseline '\(baseline)' (listed in the report). Read "
        + "the dependency instead, or silence an access you accept with "
        + "'// migrate-tool:ignore - <reason>'."
    }
  }
}
