/// Renders an audit report in one output format. One reporter per file in this folder.
protocol Reporter: Sendable {
  /// The whole report, ready for stdout.
  func render(_ report: AuditReport) -> String
}

extension Finding {
  /// The access as written, for messages: `Foo.shared`, `.shared`, `(expr).shared`.
  var accessText: String { receiver + "." + accessor }
}
