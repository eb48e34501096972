/// The overrides of the current task, test or `withDependencies` scope, held in a task-local:
/// each scope, escaped continuation and fresh root that runs binds its own, and tasks started in
/// it keep it as long as they run (`Task.detached` starts from none).
enum CurrentScope {
  @TaskLocal private static var bound = DependencyOverrides()

  /// What the current scope sets; empty outside any scope.
  static var overrides: DependencyOverrides { bound }

  /// Runs `operation` with `overrides` as the current scope's. A scope that sets nothing, run
  /// where nothing is set either, binds nothing.
  static func with<R>(
    _ overrides: DependencyOverrides, operation: () throws -> R
  ) rethrows -> R {
    if overrides.isEmpty && bound.isEmpty { return try operation() }
    return try $bound.withValue(overrides, operation: operation)
  }

  /// Runs the async `operation` with `overrides` as the current scope's.
  static func with<R>(
    _ overrides: DependencyOverrides,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    if overrides.isEmpty && bound.isEmpty { return try await operation() }
    return try await $bound.withValue(overrides, operation: operation)
  }
}
