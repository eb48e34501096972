/// A finding a directive silenced: not listed, not gated, counted in every report's summary.
package struct SuppressedFinding: Sendable, Equatable {
  package var finding: Finding
  package var scope: SuppressionDirective.Scope
  package var reason: String?
}
