import SingletonAudit

/// Renders an audit report in one output format. One reporter per file in this folder.
package protocol Reporter: Sendable {
  /// The whole report, ready for stdout.
  func render(_ report: AuditReport) -> String
  /// Whether the findings must carry their line's text (`Finding.lineText`).
  var needsLineText: Bool { get }
  /// What the reporter adds to files besides stdout, once the report is printed.
  func appendices(for report: AuditReport) -> [ReportAppendix]
  /// The reporter as one that writes in chunks, if it is one: asked of the reporter, where a
  /// cast to the protocol searches the binary's conformances at run time.
  var streaming: (any StreamingReporter)? { get }
}

extension Reporter {
  package var needsLineText: Bool { false }
  package func appendices(for report: AuditReport) -> [ReportAppendix] { [] }
  package var streaming: (any StreamingReporter)? { nil }
}

/// Text a reporter appends to a file besides stdout, such as GitHub's job summary.
package struct ReportAppendix: Sendable, Equatable {
  /// The file to append to.
  package var path: String
  /// How messages name the file (`GITHUB_STEP_SUMMARY`).
  package var name: String
  package var text: String
}

extension Finding {
  /// The access as written, for messages: `Foo.shared`, `.shared`, `(expr).shared`.
  package var accessText: String { receiver + "." + accessor }
}
