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
  /// reporter needs it (`FindingAnnotator.recordsLineText`).
  var lineText: String?
}
