import ExampleLegacy

// snippet: step1-scaffold-output
// Step 1 of MIGRATION.md for `AnalyticsTracker`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `AnalyticsTracker.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.analytics) var analytics
/// ```
public struct AnalyticsClient: Sendable {
  /// `AnalyticsTracker.pendingEvents`.
  public var pendingEvents: @Sendable () -> [AnalyticsTracker.Event]
  /// `AnalyticsTracker.track(_:properties:)`.
  public var track: @Sendable (_ name: String, _ properties: [String: String]) -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var analytics = AnalyticsClient.unimplemented
  /// analytics.pendingEvents = { [] }
  /// ```
  public init(
    pendingEvents: @escaping @Sendable () -> [AnalyticsTracker.Event],
    track: @escaping @Sendable (_ name: String, _ properties: [String: String]) -> Void
  ) {
    self.pendingEvents = pendingEvents
    self.track = track
  }
}

extension AnalyticsClient {
  /// `AnalyticsTracker.track(_:properties:)`, with its default arguments:
  ///
  /// ```swift
  /// analytics.track(name)
  /// ```
  public func track(_ name: String, properties: [String: String] = [:]) {
    self.track(name, properties)
  }
}

extension AnalyticsClient {
  /// A client that forwards every call to `tracker`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.analytics)` first.
  ///
  /// ```swift
  /// static let liveValue = AnalyticsClient.bridging(to: AnalyticsTracker.shared)
  /// ```
  public static func bridging(to tracker: AnalyticsTracker) -> Self {
    // AnalyticsTracker predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): the bridge is exactly as thread-safe as AnalyticsTracker, no more.
    nonisolated(unsafe) let tracker = tracker
    return Self(
      pendingEvents: { tracker.pendingEvents },
      track: { tracker.track($0, properties: $1) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.analytics = .unimplemented } operation: { ... }
  /// ```
  public static let unimplemented = Self(
    pendingEvents: Dependencies.unimplemented("AnalyticsClient.pendingEvents", placeholder: []),
    track: Dependencies.unimplemented("AnalyticsClient.track")
  )
}

/// Registers ``AnalyticsClient`` as a dependency: its live value forwards to
/// `AnalyticsTracker.shared`, its test value reports every call.
private enum AnalyticsKey: DependencyKey {
  static let liveValue = AnalyticsClient.bridging(to: AnalyticsTracker.shared)
  static let testValue = AnalyticsClient.unimplemented
}

extension DependencyValues {
  /// `AnalyticsTracker.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.analytics) var analytics
  /// ```
  public var analytics: AnalyticsClient {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}
// snippet-end
