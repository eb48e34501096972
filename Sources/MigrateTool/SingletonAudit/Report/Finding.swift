import SwiftScanning

/// One access to an accessor in code, located in its file.
package struct Finding: Sendable, Equatable {
  /// The PATH argument joined with the path below it, `/`-separated.
  package var file: String
  /// 1-based line.
  package var line: Int
  /// 1-based column in UTF-8 bytes, pointing at the accessor name.
  package var column: Int
  package var accessor: String
  /// The dotted chain before the dot, `""` for an implicit member, `"(expr)"` for anything else.
  package var receiver: String
  package var receiverKind: ReceiverKind
  package var role: Role
  /// Whether the access was matched to a singleton declared in the scanned code.
  package var declared: Bool
  /// The type the receiver names (`Self` resolved to the enclosing type), used for matching
  /// singletons; nil when the receiver is not a type.
  package var typeName: String?
  /// The text of the access's line, without its line break; only recorded when a baseline or a
  /// reporter needs it (`FindingAnnotator.recordsLineText`).
  package var lineText: String?
  /// The member the access reaches (`track` in `Analytics.shared.track(e)`); nil when the
  /// instance itself is used (`AccessMember`).
  package var member: String? = nil
  /// The declaration the access stands in (instance or static member, free code, a
  /// parameter's default value).
  package var site: AccessSite = .instance
}

extension Finding {
  /// What the summary counts an access no declaration names under: its receiver, or for an
  /// implicit member the type its statement writes (`URLSession` in
  /// `let s: URLSession = .shared`), `""` when none.
  package var undeclaredName: String {
    receiverKind == .implicit ? typeName ?? "" : receiver
  }

  /// Whether the finding counts for the gates (`--baseline`, `--max-findings`): a type or
  /// implicit receiver, or any receiver matched to a declared singleton. An access through an
  /// instance, `self` or an expression (`session.configuration`) is reported but not gated:
  /// with an accessor that is also an instance member's name, most such accesses are not to a
  /// singleton.
  package var gates: Bool {
    declared || receiverKind == .type || receiverKind == .implicit
  }
}
