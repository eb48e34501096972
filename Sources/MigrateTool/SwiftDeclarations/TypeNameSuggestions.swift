/// Declared type names close to one a user typed, for "did you mean": the same name in another
/// case (`logmanager`), or one or two typing slips away (`LogManger`).
package enum TypeNameSuggestions {
  /// At most three names among `types`, closest first: case-insensitive matches, then names
  /// within an edit distance of two (one for names of four letters or fewer).
  package static func near(_ typed: String, in types: [DeclaredType]) -> [String] {
    let lowered = Array(typed.lowercased().utf8)
    var distances: [String: Int] = [:]
    for type in types where type.kind != .protocol {
      for name in [type.name, type.qualifiedName] where name != typed && distances[name] == nil {
        let candidate = Array(name.lowercased().utf8)
        let limit = min(lowered.count, candidate.count) <= 4 ? 1 : 2
        guard abs(candidate.count - lowered.count) <= limit else { continue }
        let distance = editDistance(lowered, candidate)
        if distance <= limit { distances[name] = distance }
      }
    }
    return distances.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(3).map(\.key)
  }

  /// Levenshtein distance over bytes, one row at a time.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    var current = previous
    for (i, x) in a.enumerated() {
      current[0] = i + 1
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
