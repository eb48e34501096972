/// Hands the current dependencies to work that escapes the current scope (a callback, a
/// `DispatchQueue.async`, a detached task), which would otherwise see none of its overrides.
///
/// ```swift
/// withEscapedDependencies { escaped in
///   DispatchQueue.main.async {
///     escaped.yield { model.refresh() }  // sees the overrides of the scope that escaped
///   }
/// }
/// ```
public func withEscapedDependencies<R>(
  _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
  try operation(DependencyValues.Continuation(values: DependencyValues.current))
}

/// The async form of ``withEscapedDependencies(_:)-(((DependencyValues.Continuation)->R))``.
public func withEscapedDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
  try await operation(DependencyValues.Continuation(values: DependencyValues.current))
}

extension DependencyValues {
  /// The dependencies of a scope, kept to be restored where work escaped to: see
  /// ``withEscapedDependencies(_:)-(((DependencyValues.Continuation)->R))``.
  public struct Continuation: Sendable {
    let values: DependencyValues

    /// Runs `operation` with the kept dependencies.
    ///
    /// ```swift
    /// escaped.yield { model.refresh() }
    /// ```
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
      try DependencyValues.withCurrent(values, operation: operation)
    }

    /// Runs the async `operation` with the kept dependencies.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      try await DependencyValues.withCurrent(values, operation: operation)
    }
  }
}
