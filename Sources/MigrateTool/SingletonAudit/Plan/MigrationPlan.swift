/// The order in which to migrate the declared singletons: quick wins first, by an effort score
/// that counts what a migration costs, not only how many uses there are.
///
/// The score (README's "The migration plan" documents it):
/// - each member the uses reach: 3 (an endpoint of the client to write), 1 once a client
///   exists (the singleton is bridged);
/// - each file with accesses: 2 (a file `move` edits and a reviewer reads);
/// - each use in a `static`/`class` member or in free code: 1 (no stored `@Dependency` can
///   take it: each needs judgment).
///
/// Uses in instance members cost nothing more than their file (`move` rewrites them), and
/// seams, parameters' default values (`init(api: API = .shared)`), cost nothing: callers can
/// pass another value already. Ties go to the singleton with more uses (more gained for the
/// same effort), then by type name.
package struct MigrationPlan: Sendable, Equatable {
  /// One singleton's place in the plan.
  package struct Entry: Sendable, Equatable {
    /// 1 for the first to migrate.
    package var rank: Int
    /// The singleton's index in the report's `singletons`.
    package var singleton: Int
    package var score: Int
    /// How the score adds up, and what else tells the singleton apart.
    package var why: Why
  }

  /// Every singleton with uses left, first to migrate first.
  package var entries: [Entry]

  /// Points per member the uses reach, with no client yet.
  package static let memberPoints = 3
  /// Points per member once a client exists.
  package static let bridgedMemberPoints = 1
  /// Points per file with accesses.
  package static let filePoints = 2
  /// Points per use in a static member or free code.
  package static let staticOrFreePoints = 1

  /// The plan for `singletons` (a report's, in its order).
  package init(singletons: [SingletonSummary]) {
    var scored: [(index: Int, score: Int)] = []
    for (index, singleton) in singletons.enumerated() where singleton.uses > 0 {
      scored.append((index, Self.score(of: singleton)))
    }
    scored.sort { left, right in
      if left.score != right.score { return left.score < right.score }
      let (a, b) = (singletons[left.index], singletons[right.index])
      if a.uses != b.uses { return a.uses > b.uses }
      // The report's order: type, accessor, file.
      return left.index < right.index
    }
    entries = scored.enumerated().map { position, item in
      Entry(
        rank: position + 1, singleton: item.index, score: item.score,
        why: Self.why(singletons[item.index], score: item.score))
    }
  }

  /// The effort score of `singleton`: lower is quicker.
  package static func score(of singleton: SingletonSummary) -> Int {
    let perMember = singleton.status == .bridged ? bridgedMemberPoints : memberPoints
    return perMember * singleton.members.count + filePoints * singleton.files
      + staticOrFreePoints * singleton.sites.staticOrFree
  }

  /// What the why of `singleton`, with `score`, says.
  static func why(_ singleton: SingletonSummary, score: Int) -> Why {
    let bridged = singleton.status == .bridged
    return Why(
      members: singleton.members.count,
      pointsPerMember: bridged ? bridgedMemberPoints : memberPoints, files: singleton.files,
      staticOrFree: singleton.sites.staticOrFree, score: score, bridged: bridged,
      seams: singleton.sites.defaultArgument, testUses: singleton.testUses, uses: singleton.uses)
  }

}

extension MigrationPlan {
  /// Each singleton's entry by its index in the report's `singletons`; nil for one with no use.
  package var places: [Entry?] {
    var places = [Entry?](repeating: nil, count: (entries.map(\.singleton).max() ?? -1) + 1)
    for entry in entries { places[entry.singleton] = entry }
    return places
  }
}

extension AuditReport {
  /// The migration plan of the report's singletons.
  package var plan: MigrationPlan { MigrationPlan(singletons: singletons) }
}
