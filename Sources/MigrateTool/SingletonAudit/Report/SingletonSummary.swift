/// Where a singleton's migration stands, from its accesses.
///
/// The raw value is the name JSON schema version 1 gives a status; ``label`` is the name people
/// read in the other formats.
package enum MigrationStatus: String, Sendable {
  /// Uses and no bridge.
  case notStarted = "not-started"
  /// A client wraps it and uses remain.
  case bridged
  /// Only bridges remain: every caller reads the client, and step 3 (a live value of the client's
  /// own, then deleting `shared`) comes next. JSON v1 calls it `migrated`.
  case callersMoved = "migrated"
  /// Declared, never accessed.
  case unused

  package init(uses: Int, bridges: Int) {
    switch (uses > 0, bridges > 0) {
    case (true, false): self = .notStarted
    case (true, true): self = .bridged
    case (false, true): self = .callersMoved
    case (false, false): self = .unused
    }
  }

  /// The status as the text, markdown and other human formats name it.
  package var label: String {
    self == .callersMoved ? "callers-moved" : rawValue
  }
}

/// A declared singleton with the accesses attributed to it.
package struct SingletonSummary: Sendable, Equatable {
  package var declaration: SingletonDeclaration
  package var uses: Int
  package var bridges: Int
  /// The files with accesses to it, most first (then in report order).
  package var fileCounts: [FileCount] = []
  /// How many files access it.
  package var files: Int { fileCounts.count }
  /// The file with most accesses to it.
  package var busiestFile: FileCount? { fileCounts.first }
  /// Accesses attributed to it that another declaration of the same name is as near to (see
  /// `SingletonMatcher`).
  package var ambiguous = 0
  /// The uses in test files (`TestFile`), counted in `uses` too.
  package var testUses = 0
  /// Where its uses stand: instance or static members, free code, parameters' defaults.
  package var sites = SiteCounts()
  /// The members its uses reach, most used first (then by name): what its client must hold.
  package var members: [MemberCount] = []
  package var status: MigrationStatus { MigrationStatus(uses: uses, bridges: bridges) }
}
