import SingletonAudit

/// The members callers reach through each declared singleton, as the text and markdown reports
/// list them: what each client must hold, most used first.
package struct MembersUsed: Equatable {
  /// `Settings.shared`.
  package var singleton: String
  /// Every member its uses reach, most used first.
  package var members: [MemberCount]

  /// How many members a line names; the rest are counted.
  package static let shownLimit = 12

  /// The singletons of `report` whose uses reach a member, in the order of the singletons
  /// table (most accesses first).
  package static func list(of report: AuditReport) -> [MembersUsed] {
    // Ordered as `ReceiverRow.rows` orders declared singletons: a stable sort of the report's.
    report.singletons.filter { !$0.members.isEmpty }.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if a.uses + a.bridges != b.uses + b.bridges { return a.uses + a.bridges > b.uses + b.bridges }
      if a.uses != b.uses { return a.uses > b.uses }
      return left.offset < right.offset
    }.map {
      MembersUsed(
        singleton: "\($0.element.declaration.type).\($0.element.declaration.accessor)",
        members: $0.element.members)
    }
  }

  /// `load 12, save 3, +2 more`, each name passed through `name`.
  package func summary(name: (String) -> String = { $0 }) -> String {
    let shown = members.prefix(Self.shownLimit).map { "\(name($0.name)) \($0.uses)" }
    let rest = members.count - shown.count
    return shown.joined(separator: ", ") + (rest > 0 ? ", +\(rest) more" : "")
  }
}
