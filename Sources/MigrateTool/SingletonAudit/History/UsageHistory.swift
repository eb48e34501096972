/// Uses left over time: per date, how many uses each singleton had, from the committed
/// baseline's history (`BaselineLogHistory`) or from saved JSON reports (`ReportHistory`).
/// What a burn-down chart draws.
package struct UsageHistory: Sendable, Equatable {
  /// The uses left on one date.
  package struct Point: Sendable, Equatable {
    /// `YYYY-MM-DD`.
    package var date: String
    /// Uses left per singleton (`Settings.shared`), most first, then by name.
    package var singletons: [MemberCount]
    /// All of them.
    package var total: Int { singletons.reduce(0) { $0 + $1.uses } }

    package init(date: String, uses: [String: Int]) {
      self.date = date
      singletons = uses.filter { $0.value > 0 }.map { MemberCount(name: $0.key, uses: $0.value) }
      singletons.sortByUses()
    }
  }

  /// Oldest first; one point a date (the last state of that date).
  package var points: [Point]

  /// The history of `states`, each a date and the uses then, in the order they happened: a
  /// later state of the same date replaces an earlier one.
  package init(states: [(date: String, uses: [String: Int])]) {
    var byDate: [String: [String: Int]] = [:]
    for state in states { byDate[state.date] = state.uses }
    points = byDate.keys.sorted().map { Point(date: $0, uses: byDate[$0]!) }
  }

  /// The singletons with most uses on any date, at most `limit`, most first: the ones a chart
  /// or table shows by name.
  package func leadingSingletons(limit: Int) -> [String] {
    var most: [String: Int] = [:]
    for point in points {
      for singleton in point.singletons {
        most[singleton.name] = max(most[singleton.name] ?? 0, singleton.uses)
      }
    }
    var ranked = most.map { MemberCount(name: $0.key, uses: $0.value) }
    ranked.sortByUses()
    return ranked.prefix(limit).map(\.name)
  }
}
