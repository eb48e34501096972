import Foundation

extension DependencyValues {
  /// The notification center: the replacement for `NotificationCenter.default`.
  ///
  /// ```swift
  /// @Dependency(\.notificationCenter) var notificationCenter
  /// notificationCenter.post(name: .settingsDidChange, object: nil)
  /// ```
  ///
  /// Live and in previews, it is `NotificationCenter.default`. In tests it is a center of its own,
  /// so tests do not receive the system's notifications; to observe what a model posts, give the
  /// model and the test the same center:
  ///
  /// ```swift
  /// let center = NotificationCenter()
  /// let model = withDependencies { $0.notificationCenter = center } operation: { Model() }
  /// ```
  public var notificationCenter: NotificationCenter {
    get { self[NotificationCenterKey.self] }
    set { self[NotificationCenterKey.self] = newValue }
  }
}

/// Gives ``DependencyValues/notificationCenter`` its values.
enum NotificationCenterKey: DependencyKey {
  static var liveValue: NotificationCenter { .default }
  static var testValue: NotificationCenter { NotificationCenter() }
}
