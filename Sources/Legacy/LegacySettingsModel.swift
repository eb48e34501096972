import Foundation

/// The settings screen's model as legacy code writes it: every collaborator is a singleton reached
/// through `.shared`, so a test cannot replace one, and two tests share everything they store.
///
/// `SettingsModel` (in Clients) is the same feature after the migration, with the same
/// behaviour: it saves, logs and tracks through clients instead of singletons.
///
/// ```swift
/// let settings = LegacySettingsModel()
/// settings.recordLaunch()
/// settings.updateUserName("Blob")  // true; saved, logged and tracked
/// ```
public final class LegacySettingsModel {
  /// The name shown in the app; `""` until one is saved: `settings.userName`.
  public private(set) var userName: String
  /// Whether the user turned notifications on; off until they do: `settings.notificationsEnabled`.
  public private(set) var notificationsEnabled: Bool
  /// How many times the app was launched: `settings.launchCount`.
  public private(set) var launchCount: Int

  /// Loads the saved settings.
  ///
  /// ```swift
  /// let settings = LegacySettingsModel()
  /// ```
  public init() {
    userName = UserDefaultsManager.shared.loadString(forKey: "userName") ?? ""
    notificationsEnabled = UserDefaultsManager.shared.loadBool(forKey: "notificationsEnabled")
    launchCount = UserDefaultsManager.shared.loadInt(forKey: "launchCount")
  }

  /// Counts one more launch: `settings.recordLaunch()`.
  public func recordLaunch() {
    launchCount += 1
    UserDefaultsManager.shared.save(launchCount, forKey: "launchCount")
    LogManager.shared.log(.debug, "Launch #\(launchCount)")
  }

  /// Saves `name` without surrounding whitespace, and returns true; rejects (and logs) a blank
  /// name and returns false.
  ///
  /// ```swift
  /// settings.updateUserName("  Blob ")  // true; userName == "Blob"
  /// ```
  @discardableResult
  // snippet: before-legacy-model
  public func updateUserName(_ name: String) -> Bool {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      LogManager.shared.log(.warning, "Rejected a blank user name")
      return false
    }
    userName = trimmed
    UserDefaultsManager.shared.save(trimmed, forKey: "userName")
    LogManager.shared.log(.info, "User name changed")
    AnalyticsTracker.shared.track("user_name_changed")
    return true
  }
  // snippet-end

  /// Turns notifications on or off: `settings.setNotificationsEnabled(true)`.
  public func setNotificationsEnabled(_ isEnabled: Bool) {
    notificationsEnabled = isEnabled
    UserDefaultsManager.shared.save(isEnabled, forKey: "notificationsEnabled")
    LogManager.shared.log(.info, "Notifications \(isEnabled ? "on" : "off")")
    AnalyticsTracker.shared.track("notifications_toggled", properties: ["enabled": "\(isEnabled)"])
  }

  /// Forgets every setting (the launch count too): `settings.reset()`.
  public func reset() {
    for key in ["userName", "notificationsEnabled", "launchCount"] {
      UserDefaultsManager.shared.remove(forKey: key)
    }
    userName = ""
    notificationsEnabled = false
    launchCount = 0
    LogManager.shared.log(.warning, "Settings reset")
    AnalyticsTracker.shared.track("settings_reset")
  }
}
