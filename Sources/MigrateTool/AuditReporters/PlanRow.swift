import SingletonAudit

/// The migration plan as the text and markdown reports show it: one row per singleton with
/// uses left, quick wins first, with its score and why.
package struct PlanRow: Equatable {
  package var rank: Int
  /// `Settings.shared`.
  package var singleton: String
  package var score: Int
  package var why: String

  /// The rows of `report`'s plan. A singleton declared twice (two targets) is named with
  /// where each declaration is.
  package static func rows(of report: AuditReport) -> [PlanRow] {
    let entries = report.plan.entries
    var names: [String: Int] = [:]
    for entry in entries {
      let declaration = report.singletons[entry.singleton].declaration
      names["\(declaration.type).\(declaration.accessor)", default: 0] += 1
    }
    return entries.map { entry in
      let declaration = report.singletons[entry.singleton].declaration
      let name = "\(declaration.type).\(declaration.accessor)"
      return PlanRow(
        rank: entry.rank,
        singleton: names[name, default: 0] > 1
          ? "\(name) (\(declaration.file):\(declaration.line))" : name,
        score: entry.score, why: entry.why.text)
    }
  }

  /// The line that says how the score is counted, under both reports' plan headings.
  package static let scoreLegend =
    "Score: \(MigrationPlan.memberPoints) per member used (\(MigrationPlan.bridgedMemberPoints) "
    + "once a client exists), \(MigrationPlan.filePoints) per file, "
    + "\(MigrationPlan.staticOrFreePoints) per use in static or free code; seams (default "
    + "arguments) and uses in instance members cost nothing more. Lowest first."
}
