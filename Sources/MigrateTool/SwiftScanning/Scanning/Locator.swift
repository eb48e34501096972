/// A service locator a team names (`--locator ServiceLocator`): every static member access on it
/// is an access to a hidden global, as `.shared` is.
///
/// The name may be dotted (`Container.shared`, Factory's container), and three container forms
/// read as their library means them:
/// - `Resolver.resolve(Analytics.self)` is grouped by the type resolved: `resolve(Analytics)`;
/// - `Container.shared.analytics()` (with `--locator Container.shared`) by the factory,
///   `analytics`, and `Container.shared` itself is no access of its own;
/// - an attribute `@Injected` (with `--locator Injected`; also `LazyInjected`,
///   `WeakLazyInjected`, `Inject`, or any property wrapper named) marks a property declaration to
///   migrate, grouped by the property's name.
package struct Locator: Sendable, Equatable {
  /// As written: `ServiceLocator`, `Container.shared`.
  package var name: String
  /// Its dotted parts as UTF-8.
  let parts: [[UInt8]]

  package init(_ name: String) {
    self.name = name
    parts = name.split(separator: ".").map { Array($0.utf8) }
  }

  /// Whether `name` is a locator a team can name: identifiers joined by dots.
  package static func isValid(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty && parts.allSatisfy { Identifier.isValid(String($0)) }
  }
}
