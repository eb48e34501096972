/// Where a singleton's migration stands, from its accesses.
enum MigrationStatus: String, Sendable {
  /// Uses and no bridge.
  case notStarted = "not-started"
  /// A client wraps it and uses remain.
  case bridged
  /// Only bridges remain: ready for step 3.
  case migrated
  /// Declared, never accessed.
  case unused

  init(uses: Int, bridges: Int) {
    switch (uses > 0, bridges > 0) {
    case (true, false): self = .notStarted
    case (true, true): self = .bridged
    case (false, true): self = .migrated
    case (false, false): self = .unused
    }
  }
}

/// A declared singleton with the accesses attributed to it.
struct SingletonSummary: Sendable, Equatable {
  var declaration: SingletonDeclaration
  var uses: Int
  var bridges: Int
  var status: MigrationStatus { MigrationStatus(uses: uses, bridges: bridges) }
}
