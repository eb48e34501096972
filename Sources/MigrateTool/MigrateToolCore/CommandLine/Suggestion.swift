/// The known word closest to a mistyped one, for "did you mean" hints: `--fromat` -> `--format`.
enum Suggestion {
  /// The candidate nearest to `word` by edit distance (insertions, deletions, substitutions and
  /// swaps of two neighbours each count 1), if it is near enough to be a typo: at most 2 edits,
  /// and at most a third of the word's length. Ties go to the candidate listed first.
  static func nearest(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.utf8)
    let limit = min(2, max(1, typed.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.utf8))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The optimal string alignment distance between `a` and `b`.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    // Three rows of the dynamic-programming table: two back (for swaps), one back, and this one.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, twoBack[j - 2] + 1)
        }
        current[j] = best
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }

  /// `" Did you mean '--format'?"`, or nothing when no candidate is near.
  static func hint(for word: String, in candidates: [String]) -> String {
    nearest(to: word, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }
}
