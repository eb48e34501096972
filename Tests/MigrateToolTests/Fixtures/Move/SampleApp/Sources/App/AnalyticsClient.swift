import Dependencies

/// Step 1, done: the client of `Analytics.shared`, with a test value that is a fresh
/// `Analytics` per test (a test reads what it tracked, and nothing of other tests').
public struct AnalyticsClient: Sendable {
  public var events: @Sendable () -> [String]
  public var track: @Sendable (_ name: String, _ properties: [String: String]) -> Void
  public var flush: @Sendable (_ completion: @escaping @Sendable (Int) -> Void) -> Void

  public static func bridging(to analytics: Analytics) -> Self {
    Self(
      events: { analytics.events },
      track: { analytics.track($0, properties: $1) },
      flush: { analytics.flush(completion: $0) }
    )
  }
}

extension AnalyticsClient {
  /// `Analytics.track(_:properties:)`, with its default argument.
  public func track(_ name: String, properties: [String: String] = [:]) {
    self.track(name, properties)
  }
}

// snippet: step2-move-per-test-value
private enum AnalyticsKey: DependencyKey {
  static let liveValue = AnalyticsClient.bridging(to: Analytics.shared)
  // Tests whose code reads the singleton and then checks it: each test gets a fresh instance,
  // built on the test's first read and kept for the rest of that test.
  static var testValue: AnalyticsClient { .bridging(to: Analytics()) }
}
// snippet-end

extension DependencyValues {
  public var analytics: AnalyticsClient {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}
