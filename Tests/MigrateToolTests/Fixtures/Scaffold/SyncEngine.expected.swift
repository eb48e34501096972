// Step 1 of MIGRATION.md for `SyncEngine`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `SyncEngine.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.syncEngine) var syncEngine
/// ```
struct SyncEngineClient: Sendable {
  /// `SyncEngine.task`.
  var task: @Sendable () -> Task<Void, Error>?
  /// Sets `SyncEngine.task`.
  var setTask: @Sendable (_ newValue: Task<Void, Error>?) -> Void
  /// `SyncEngine.lastResult`.
  var lastResult: @Sendable () -> Result<Int, Error>?
  /// Sets `SyncEngine.lastResult`.
  var setLastResult: @Sendable (_ newValue: Result<Int, Error>?) -> Void
  /// `SyncEngine.retries`.
  var retries: @Sendable () -> Dictionary<String, Int>
  /// `SyncEngine.schedule(_:)`.
  var schedule: @Sendable (_ work: @escaping @Sendable () async throws -> Void) -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var syncEngine = SyncEngineClient.unimplemented
  /// syncEngine.task = { nil }
  /// ```
  init(
    task: @escaping @Sendable () -> Task<Void, Error>?,
    setTask: @escaping @Sendable (_ newValue: Task<Void, Error>?) -> Void,
    lastResult: @escaping @Sendable () -> Result<Int, Error>?,
    setLastResult: @escaping @Sendable (_ newValue: Result<Int, Error>?) -> Void,
    retries: @escaping @Sendable () -> Dictionary<String, Int>,
    schedule: @escaping @Sendable (_ work: @escaping @Sendable () async throws -> Void) -> Void
  ) {
    self.task = task
    self.setTask = setTask
    self.lastResult = lastResult
    self.setLastResult = setLastResult
    self.retries = retries
    self.schedule = schedule
  }
}

extension SyncEngineClient {
  /// A client that forwards every call to `engine`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.syncEngine)` first.
  ///
  /// ```swift
  /// static let liveValue = SyncEngineClient.bridging(to: SyncEngine.shared)
  /// ```
  static func bridging(to engine: SyncEngine) -> Self {
    // SyncEngine predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): the bridge is exactly as thread-safe as SyncEngine, no more.
    nonisolated(unsafe) let engine = engine
    return Self(
      task: { engine.task },
      setTask: { engine.task = $0 },
      lastResult: { engine.lastResult },
      setLastResult: { engine.lastResult = $0 },
      retries: { engine.retries },
      schedule: { engine.schedule($0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.syncEngine = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    task: Dependencies.unimplemented("SyncEngineClient.task", placeholder: nil),
    setTask: Dependencies.unimplemented("SyncEngineClient.setTask"),
    lastResult: Dependencies.unimplemented("SyncEngineClient.lastResult", placeholder: nil),
    setLastResult: Dependencies.unimplemented("SyncEngineClient.setLastResult"),
    retries: Dependencies.unimplemented("SyncEngineClient.retries", placeholder: [:]),
    schedule: Dependencies.unimplemented("SyncEngineClient.schedule")
  )
}

/// Registers ``SyncEngineClient`` as a dependency: its live value forwards to
/// `SyncEngine.shared`, its test value reports every call.
private enum SyncEngineKey: DependencyKey {
  static let liveValue = SyncEngineClient.bridging(to: SyncEngine.shared)
  static let testValue = SyncEngineClient.unimplemented
}

extension DependencyValues {
  /// `SyncEngine.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.syncEngine) var syncEngine
  /// ```
  var syncEngine: SyncEngineClient {
    get { self[SyncEngineKey.self] }
    set { self[SyncEngineKey.self] = newValue }
  }
}
