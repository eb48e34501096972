/// What `move` is asked to do: every use of `typeName.accessor` becomes a read of the dependency
/// at `\.keyPath`, through a `@Dependency` property named `propertyName`.
package struct MoveRequest: Sendable, Equatable {
  /// The singleton's type as callers spell it: `AnalyticsTracker`, `URLSession`.
  package var typeName: String
  /// The static property that holds it: `shared`.
  package var accessor: String
  /// The `DependencyValues` property of its client: `analytics`.
  package var keyPath: String
  /// The name of the `@Dependency` property declared where callers are.
  package var propertyName: String

  package init(typeName: String, accessor: String, keyPath: String, propertyName: String?) {
    self.typeName = typeName
    self.accessor = accessor
    self.keyPath = keyPath
    self.propertyName = propertyName ?? keyPath
  }

  /// `@Dependency(\.analytics) var analytics`.
  package func declaration(named name: String) -> String {
    "@Dependency(\\.\(keyPath)) var \(name)"
  }
}
