/// What the base of an access is, as DESIGN.md defines `receiverKind`.
enum ReceiverKind: String, Sendable {
  /// A chain whose last part starts upper-case (`Foo`, `A.B`), or `Self`.
  case type
  /// Exactly `self`.
  case `self`
  /// A lower-case chain (`manager`, `a.b`).
  case instance
  /// No base: `.shared`, as in `case .shared:` or `let x: Foo = .shared`.
  case implicit
  /// Any other base: a call, a subscript, `?`, `!`, `super`, a literal.
  case expression
}

/// Whether an access still uses the singleton or is a client bridging to it (step 1 of a
/// migration).
enum Role: String, Sendable {
  case use
  case bridge
}

/// One access to an accessor in code, located in its file.
struct Finding: Sendable, Equatable {
  /// The PATH argument joined with the path below it, `/`-separated.
  var file: String
  /// 1-based line.
  var line: Int
  /// 1-based column in UTF-8 bytes, pointing at the accessor name.
  var column: Int
  var accessor: String
  /// The dotted chain before the dot, `""` for an implicit member, `"(expr)"` for anything else.
  var receiver: String
  var receiverKind: ReceiverKind
  var role: Role
  /// Whether the access was matched to a singleton declared in the scanned code.
  var declared: Bool
  /// The type the receiver names (`Self` resolved to the enclosing type), used for matching
  /// singletons; nil when the receiver is not a type.
  var typeName: String?
  /// The text of the access's line, without its line break; only recorded when a baseline or a
  /// SARIF report needs it (`FindingAnnotator.recordsLineText`).
  var lineText: String?
}

/// A `static`/`class` `let`/`var` named like an accessor, in a type or extension.
struct SingletonDeclaration: Sendable, Hashable {
  /// The enclosing type, qualified by the types it is nested in (`Outer.Inner`).
  var type: String
  var accessor: String
  var file: String
  var line: Int
}

/// Where a singleton's migration stands, from its accesses.
///
/// The raw value is the name JSON schema version 1 gives a status; ``label`` is the name people
/// read in the other formats.
enum MigrationStatus: String, Sendable {
  /// Uses and no bridge.
  case notStarted = "not-started"
  /// A client wraps it and uses remain.
  case bridged
  /// Only bridges remain: every caller reads the client, and step 3 (a live value of the client's
  /// own, then deleting `shared`) comes next. JSON v1 calls it `migrated`.
  case callersMoved = "migrated"
  /// Declared, never accessed.
  case unused

  init(uses: Int, bridges: Int) {
    switch (uses > 0, bridges > 0) {
    case (true, false): self = .notStarted
    case (true, true): self = .bridged
    case (false, true): self = .callersMoved
    case (false, false): self = .unused
    }
  }

  /// The status as the text, markdown and other human formats name it.
  var label: String {
    self == .callersMoved ? "callers-moved" : rawValue
  }
}

/// A declared singleton with the accesses attributed to it.
struct SingletonSummary: Sendable, Equatable {
  var declaration: SingletonDeclaration
  var uses: Int
  var bridges: Int
  /// The files with accesses to it, most first (then in report order).
  var fileCounts: [FileCount] = []
  /// How many files access it.
  var files: Int { fileCounts.count }
  /// The file with most accesses to it.
  var busiestFile: FileCount? { fileCounts.first }
  /// Accesses attributed to it that another declaration of the same name is as near to (see
  /// `SingletonMatcher`).
  var ambiguous = 0
  var status: MigrationStatus { MigrationStatus(uses: uses, bridges: bridges) }
}

/// A file or directory that could not be read.
struct ScanError: Sendable, Equatable {
  var file: String
  var message: String
}
