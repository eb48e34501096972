import Dependencies
import Foundation

// MARK: - Step 2: callers read their dependencies with @Dependency instead of `.shared`

// snippet: step2-model
/// The settings screen's model after the migration: `LegacySettingsModel`'s behaviour, with its
/// dependencies read through `@Dependency`, so each test can give it its own.
///
/// It stores under the same keys as the legacy model, so it reads what the legacy model saved,
/// and tracks the same analytics events through the client `migrate-tool scaffold` wrote.
///
/// ```swift
/// let model = withDependencies {
///   $0.userDefaults = .inMemory(["userName": "Blob"])
///   $0.logger = .recording(into: recorder)
///   $0.analytics = .bridging(to: AnalyticsTracker())
/// } operation: {
///   SettingsModel()
/// }
/// model.userName  // "Blob"
/// ```
public final class SettingsModel {
  @Dependency(\.userDefaults) private var userDefaults
  @Dependency(\.logger) private var logger
  @Dependency(\.analytics) private var analytics
  // snippet-end

  /// The name shown in the app; `""` until one is saved: `model.userName`.
  public private(set) var userName = ""
  /// Whether the user turned notifications on; off until they do: `model.notificationsEnabled`.
  public private(set) var notificationsEnabled = false
  /// How many times the app was launched: `model.launchCount`.
  public private(set) var launchCount = 0

  /// The keys the settings are stored under; the legacy model uses the same:
  /// `userDefaults.string(SettingsModel.Key.userName)`.
  public enum Key {
    /// The user's name, a string: `"userName"`.
    public static let userName = "userName"
    /// Whether notifications are on, a flag: `"notificationsEnabled"`.
    public static let notificationsEnabled = "notificationsEnabled"
    /// How many times the app was launched, an integer: `"launchCount"`.
    public static let launchCount = "launchCount"
  }

  /// Loads the saved settings, through the dependencies of the current scope; the model keeps
  /// those dependencies for its lifetime.
  ///
  /// ```swift
  /// let model = SettingsModel()
  /// ```
  public init() {
    userName = userDefaults.string(Key.userName) ?? ""
    notificationsEnabled = userDefaults.bool(Key.notificationsEnabled)
    launchCount = userDefaults.integer(Key.launchCount)
  }

  /// Counts one more launch: `model.recordLaunch()`.
  public func recordLaunch() {
    launchCount += 1
    userDefaults.setInteger(launchCount, Key.launchCount)
    logger.debug("Launch #\(launchCount)")
  }

  /// Saves `name` without surrounding whitespace, and returns true; rejects (and logs) a blank
  /// name and returns false.
  ///
  /// ```swift
  /// model.updateUserName("  Blob ")  // true; userName == "Blob"
  /// ```
  @discardableResult
  public func updateUserName(_ name: String) -> Bool {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      logger.warning("Rejected a blank user name")
      return false
    }
    userName = trimmed
    userDefaults.setString(trimmed, Key.userName)
    logger.info("User name changed")
    analytics.track("user_name_changed")
    return true
  }

  /// Turns notifications on or off: `model.setNotificationsEnabled(true)`.
  public func setNotificationsEnabled(_ isEnabled: Bool) {
    notificationsEnabled = isEnabled
    userDefaults.setBool(isEnabled, Key.notificationsEnabled)
    logger.info("Notifications \(isEnabled ? "on" : "off")")
    analytics.track("notifications_toggled", properties: ["enabled": "\(isEnabled)"])
  }

  /// Forgets every setting (the launch count too): `model.reset()`.
  public func reset() {
    for key in [Key.userName, Key.notificationsEnabled, Key.launchCount] {
      userDefaults.remove(key)
    }
    userName = ""
    notificationsEnabled = false
    launchCount = 0
    logger.warning("Settings reset")
    analytics.track("settings_reset")
  }
}
