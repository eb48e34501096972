import SourceFiles

/// A member that callers reach through a singleton's accessor, and how many uses reach it:
/// `settings` 171 times in `Application.shared.settings`.
package struct MemberCount: Sendable, Equatable {
  package var name: String
  package var uses: Int

  package init(name: String, uses: Int) {
    self.name = name
    self.uses = uses
  }
}

extension [MemberCount] {
  /// Counts `uses` more for `name`, added at the end when new. A singleton's callers reach a
  /// few members: a search, not a hash.
  package mutating func add(_ name: String, uses: Int = 1) {
    for index in indices where self[index].name == name {
      self[index].uses += uses
      return
    }
    // Room for the few members most singletons' callers reach, so the list grows once.
    if isEmpty { reserveCapacity(4) }
    append(MemberCount(name: name, uses: uses))
  }

  /// Most uses first, then by name in byte order.
  package mutating func sortByUses() {
    sort {
      $0.uses != $1.uses ? $0.uses > $1.uses : $0.name.precedesInByteOrder($1.name)
    }
  }
}
