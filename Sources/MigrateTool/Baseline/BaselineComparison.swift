/// How an audit's findings compare with a baseline: which are new (they fail the gate) and which
/// baseline entries are fixed (the baseline can shrink).
struct BaselineComparison: Sendable, Equatable {
  /// The baseline file, as given.
  var file: String
  /// Findings beyond their key's count in the baseline, in report order. When a key has more
  /// findings than the baseline allows, the last ones in the file are the new ones.
  var newFindings: [Finding]
  /// Baseline entries with fewer findings than recorded; `count` is how many are gone.
  var fixed: [BaselineEntry]
  /// Findings the baseline accounts for.
  var unchangedCount: Int

  /// Compares `findings` (which must carry their `lineText`) with `baseline`.
  init(findings: some Sequence<Finding>, baseline: Baseline, file: String) {
    self.file = file
    var remaining: [BaselineKey: Int] = [:]
    for entry in baseline.entries { remaining[entry.key] = entry.count }
    newFindings = []
    unchangedCount = 0
    for finding in findings {
      let key = BaselineKey(finding)
      if let left = remaining[key], left > 0 {
        remaining[key] = left - 1
        unchangedCount += 1
      } else {
        newFindings.append(finding)
      }
    }
    fixed = baseline.entries.compactMap { entry in
      guard let left = remaining[entry.key], left > 0 else { return nil }
      return BaselineEntry(key: entry.key, count: left)
    }
  }

  /// How many accesses the fixed entries held.
  var fixedCount: Int { fixed.reduce(0) { $0 + $1.count } }

  /// What to do once entries are fixed: rewrite the baseline so the count only goes down.
  var shrinkHint: String {
    "Rewrite the baseline so it only shrinks: run the same command with "
      + "'--write-baseline \(file)' and commit the smaller file."
  }
}

extension Finding {
  /// A finding's place, to look up whether a reporter's finding is in a set of findings.
  struct Location: Hashable, Sendable {
    var file: String
    var line: Int
    var column: Int
  }

  var location: Location { Location(file: file, line: line, column: column) }
}
