#if canImport(Synchronization)
  import Synchronization
#endif

/// The overrides of the current task, test or `withDependencies` scope, held in a task-local:
/// each scope, escaped continuation and fresh root that runs binds its own, and tasks started in
/// it keep it as long as they run (`Task.detached` starts from none).
///
/// The task-local only ever holds a binding's own storage (``DependencyOverrides/binding()``),
/// which counts itself while alive, so while no binding is alive anywhere no task-local holds
/// overrides, and a read skips the task-local. A binding is counted before any task can see it,
/// and the count cannot drop to zero while a task holds it, so a read whose task holds one sees
/// a count above zero, even with a relaxed load. Where there are no atomics (Apple platforms
/// before iOS 18 and macOS 15), every read consults the task-local.
enum CurrentScope {
  @TaskLocal private static var bound = DependencyOverrides()

  /// What the current scope sets, for a read that lasts no longer than it; empty outside any
  /// scope. What outlives the read keeps ``kept`` instead, so that it does not hold a binding.
  static var overrides: DependencyOverrides {
    LiveBindings.noneIsAlive ? DependencyOverrides() : bound
  }

  /// What the current scope sets, to keep beyond the scope (an object built in it, a
  /// continuation): the same overrides, not counted as a binding.
  static var kept: DependencyOverrides { overrides.kept() }

  /// Runs `operation` with `overrides` as the current scope's. A scope that sets nothing, run
  /// where nothing is set either, binds nothing.
  static func with<R>(
    _ overrides: DependencyOverrides, operation: () throws -> R
  ) rethrows -> R {
    if overrides.isEmpty && self.overrides.isEmpty { return try operation() }
    return try $bound.withValue(overrides.binding(), operation: operation)
  }

  /// Runs the async `operation` with `overrides` as the current scope's.
  static func with<R>(
    _ overrides: DependencyOverrides,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    if overrides.isEmpty && self.overrides.isEmpty { return try await operation() }
    return try await $bound.withValue(overrides.binding(), operation: operation)
  }
}

/// How many scope bindings are alive in the process, where the platform has atomics.
enum LiveBindings {
  #if canImport(Synchronization)
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    private final class Count: Sendable {
      let value = Atomic<Int>(0)
    }

    /// Made under `#available`, as a stored property's type cannot be newer than the deployment
    /// target; nil where there are no atomics.
    private static let count: (any AnyObject & Sendable)? = {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        return Count()
      }
      return nil
    }()

    static func add(_ delta: Int) {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), let count {
        // A `Count` wherever it is not nil: made under this same check.
        unsafeDowncast(count, to: Count.self).value.wrappingAdd(delta, ordering: .relaxed)
      }
    }

    /// True when no binding is alive; false where there are no atomics.
    static var noneIsAlive: Bool {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), let count {
        return unsafeDowncast(count, to: Count.self).value.load(ordering: .relaxed) == 0
      }
      return false
    }
  #else
    static func add(_ delta: Int) {}
    static var noneIsAlive: Bool { false }
  #endif
}
