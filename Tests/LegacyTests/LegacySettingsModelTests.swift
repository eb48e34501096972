import Foundation
import ExampleLegacy
import Testing

extension LegacySingletonTests {
  /// The legacy feature, tested the only way it can be: through the real singletons, one test at
  /// a time (this suite is nested in the serialized one), resetting them before each test.
  @Suite("LegacySettingsModel")
  struct LegacySettingsModelTests {
    /// How many messages and events the singletons held before the test, so that a test checks
    /// only what it added (earlier tests' entries are still there: the state is shared).
    let logCountBefore: Int
    let eventCountBefore: Int

    init() {
      for key in ["userName", "notificationsEnabled", "launchCount"] {
        UserDefaultsManager.shared.remove(forKey: key)
      }
      LogManager.shared.printsToConsole = false
      logCountBefore = LogManager.shared.entries.count
      eventCountBefore = AnalyticsTracker.shared.pendingEvents.count
    }

    var newLogEntries: [LogManager.Entry] {
      Array(LogManager.shared.entries.dropFirst(logCountBefore))
    }

    var newEventNames: [String] {
      AnalyticsTracker.shared.pendingEvents.dropFirst(eventCountBefore).map(\.name)
    }

    @Test("starts from defaults when nothing is saved")
    func defaults() {
      let settings = LegacySettingsModel()
      #expect(settings.userName == "")
      #expect(settings.notificationsEnabled == false)
      #expect(settings.launchCount == 0)
    }

    @Test("saves a trimmed user name under \"userName\", logs it and tracks it")
    func savesUserName() {
      let settings = LegacySettingsModel()
      #expect(settings.updateUserName("  Blob \n"))
      #expect(settings.userName == "Blob")
      #expect(UserDefaultsManager.shared.loadString(forKey: "userName") == "Blob")
      #expect(newLogEntries == [LogManager.Entry(level: .info, message: "User name changed")])
      #expect(newEventNames == ["user_name_changed"])
    }

    @Test("rejects a blank user name with a warning and keeps the old one")
    func rejectsBlankName() {
      let settings = LegacySettingsModel()
      settings.updateUserName("Blob")
      #expect(settings.updateUserName(" \t") == false)
      #expect(settings.userName == "Blob")
      #expect(UserDefaultsManager.shared.loadString(forKey: "userName") == "Blob")
      #expect(newLogEntries.last == LogManager.Entry(
        level: .warning, message: "Rejected a blank user name"))
    }

    @Test("counts launches under \"launchCount\", and a new model loads the count")
    func countsLaunches() {
      LegacySettingsModel().recordLaunch()
      LegacySettingsModel().recordLaunch()
      #expect(LegacySettingsModel().launchCount == 2)
      #expect(UserDefaultsManager.shared.loadInt(forKey: "launchCount") == 2)
      #expect(newLogEntries.map(\.message) == ["Launch #1", "Launch #2"])
    }

    @Test("saves the notifications switch under \"notificationsEnabled\" and tracks it")
    func togglesNotifications() {
      LegacySettingsModel().setNotificationsEnabled(true)
      #expect(LegacySettingsModel().notificationsEnabled)
      #expect(newLogEntries.map(\.message) == ["Notifications on"])
      #expect(AnalyticsTracker.shared.pendingEvents.last == AnalyticsTracker.Event(
        name: "notifications_toggled", properties: ["enabled": "true"]))
    }

    @Test("reset forgets every setting")
    func resets() {
      let settings = LegacySettingsModel()
      settings.updateUserName("Blob")
      settings.setNotificationsEnabled(true)
      settings.recordLaunch()
      settings.reset()
      let reloaded = LegacySettingsModel()
      #expect(reloaded.userName == "" && !reloaded.notificationsEnabled)
      #expect(reloaded.launchCount == 0)
      #expect(newEventNames.last == "settings_reset")
    }
  }
}
