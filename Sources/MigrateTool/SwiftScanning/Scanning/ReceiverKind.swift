/// What the base of an access is, as Docs/Output.md defines `receiverKind`.
package enum ReceiverKind: String, Sendable {
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

extension ReceiverKind {
  // Spelled out and inlinable: the synthesized `==` is a call into this target from each finding
  // that the audit and the reporters look at.
  @inlinable
  package static func == (left: ReceiverKind, right: ReceiverKind) -> Bool {
    switch (left, right) {
    case (.type, .type), (.self, .self), (.instance, .instance), (.implicit, .implicit),
      (.expression, .expression):
      return true
    default: return false
    }
  }
}
