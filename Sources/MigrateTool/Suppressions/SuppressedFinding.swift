/// A finding a directive silenced: not listed, not gated, counted in every report's summary.
struct SuppressedFinding: Sendable, Equatable {
  var finding: Finding
  var scope: SuppressionDirective.Scope
  var reason: String?
}
