/// Sends product analytics events, reached from anywhere as `AnalyticsTracker.shared`.
///
/// At step 1: `AnalyticsClient` (written by `migrate-tool scaffold`) wraps it, so the audit
/// reports it as `bridged`. Until a network layer exists, events are queued in memory
/// (unsynchronized, like ``LogManager``'s buffer).
///
/// ```swift
/// AnalyticsTracker.shared.track("settings_saved", properties: ["notifications": "on"])
/// ```
public final class AnalyticsTracker {
  /// One tracked event.
  ///
  /// ```swift
  /// AnalyticsTracker.shared.pendingEvents.map(\.name)  // ["settings_saved"]
  /// ```
  public struct Event: Equatable {
    /// The event's name: `"settings_saved"`.
    public var name: String
    /// Extra details sent with it: `["enabled": "true"]`.
    public var properties: [String: String]

    /// Creates an event: `AnalyticsTracker.Event(name: "settings_reset", properties: [:])`.
    public init(name: String, properties: [String: String]) {
      self.name = name
      self.properties = properties
    }
  }

  /// The tracker the whole app uses.
  ///
  /// ```swift
  /// AnalyticsTracker.shared.track("onboarding_finished")
  /// ```
  public static let shared = AnalyticsTracker()

  /// Events tracked and not sent yet, oldest first:
  /// `AnalyticsTracker.shared.pendingEvents.count`.
  public private(set) var pendingEvents: [Event] = []

  /// Creates a tracker. The app only uses ``shared``.
  ///
  /// ```swift
  /// let tracker = AnalyticsTracker()
  /// ```
  public init() {}

  /// Queues an event: `AnalyticsTracker.shared.track("settings_saved")`.
  public func track(_ name: String, properties: [String: String] = [:]) {
    pendingEvents.append(Event(name: name, properties: properties))
  }
}
