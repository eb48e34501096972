import ExampleClients
import Dependencies
import DependenciesTestSupport
import Foundation
import ExampleLegacy
import Testing

/// The migrated feature, specified like `LegacySettingsModel` (see LegacyTests) but with
/// dependencies of its own per test: no singleton, no reset between tests, and in parallel.
@Suite("SettingsModel", .dependencies { $0.userDefaults = .inMemory() })
struct SettingsModelTests {
  /// This test's log: a suite instance is made for each test.
  let recorder = LogRecorder()
  /// This test's analytics events: a tracker of its own, never `AnalyticsTracker.shared`.
  let tracker = AnalyticsTracker()

  /// A model built with this test's dependencies, and the in-memory defaults it uses.
  private func makeModel() -> SettingsModel {
    withDependencies {
      $0.logger = .recording(into: recorder)
      $0.analytics = .bridging(to: tracker)
    } operation: {
      SettingsModel()
    }
  }

  @Dependency(\.userDefaults) private var defaults

  @Test("starts from defaults when nothing is saved")
  func startsEmpty() {
    let model = makeModel()
    #expect(model.userName == "")
    #expect(model.notificationsEnabled == false)
    #expect(model.launchCount == 0)
  }

  @Test("loads what the legacy model saved, under the same keys")
  func loadsLegacyKeys() {
    withDependencies {
      $0.userDefaults = .inMemory([
        "userName": "Blob", "notificationsEnabled": true, "launchCount": 3,
      ])
    } operation: {
      let model = makeModel()
      #expect(model.userName == "Blob")
      #expect(model.notificationsEnabled)
      #expect(model.launchCount == 3)
    }
  }

  @Test("saves a trimmed user name under \"userName\" and logs it")
  func savesUserName() {
    let model = makeModel()
    #expect(model.updateUserName("  Blob \n"))
    #expect(model.userName == "Blob")
    #expect(defaults.string("userName") == "Blob")
    #expect(recorder.lines == ["[INFO] User name changed"])
  }

  @Test("rejects a blank user name with a warning and keeps the old one")
  func rejectsBlankName() {
    let model = makeModel()
    model.updateUserName("Blob")
    #expect(model.updateUserName(" \t") == false)
    #expect(model.userName == "Blob")
    #expect(defaults.string("userName") == "Blob")
    #expect(recorder.lines.last == "[WARNING] Rejected a blank user name")
  }

  @Test("counts launches under \"launchCount\", and a new model loads the count")
  func countsLaunches() {
    makeModel().recordLaunch()
    makeModel().recordLaunch()
    #expect(makeModel().launchCount == 2)
    #expect(defaults.integer("launchCount") == 2)
    #expect(recorder.lines == ["[DEBUG] Launch #1", "[DEBUG] Launch #2"])
  }

  @Test("saves the notifications switch under \"notificationsEnabled\"")
  func togglesNotifications() {
    makeModel().setNotificationsEnabled(true)
    #expect(makeModel().notificationsEnabled)
    #expect(defaults.bool("notificationsEnabled"))
    #expect(recorder.lines == ["[INFO] Notifications on"])
  }

  @Test("reset forgets every setting")
  func resets() {
    let model = makeModel()
    model.updateUserName("Blob")
    model.setNotificationsEnabled(true)
    model.recordLaunch()
    model.reset()
    let reloaded = makeModel()
    #expect(reloaded.userName == "" && !reloaded.notificationsEnabled)
    #expect(reloaded.launchCount == 0)
    #expect(defaults.string("userName") == nil)
    #expect(recorder.lines.last == "[WARNING] Settings reset")
  }

  @Test("tracks what the legacy model tracks, with the same names and properties")
  func tracksEvents() {
    let model = makeModel()
    model.updateUserName("Blob")
    model.setNotificationsEnabled(true)
    model.reset()
    #expect(
      tracker.pendingEvents == [
        AnalyticsTracker.Event(name: "user_name_changed", properties: [:]),
        AnalyticsTracker.Event(name: "notifications_toggled", properties: ["enabled": "true"]),
        AnalyticsTracker.Event(name: "settings_reset", properties: [:]),
      ])
  }

  @Test("a rejected name and a launch track nothing")
  func tracksNothingElse() {
    let model = makeModel()
    model.updateUserName("  ")
    model.recordLaunch()
    #expect(tracker.pendingEvents.isEmpty)
  }

  @Test("a test that forgets to override analytics fails, naming the endpoint")
  func missingAnalyticsReports() {
    let model = withDependencies { $0.logger = .recording(into: recorder) } operation: {
      SettingsModel()
    }
    withKnownIssue {
      model.updateUserName("Blob")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("'AnalyticsClient.track'") }
    }
    #expect(defaults.string("userName") == "Blob")
  }

  @Test("a test that forgets to override the logger fails, naming the endpoint")
  func missingOverrideReports() {
    // Built outside makeModel(): \.logger is the test value, which reports each call.
    let model = SettingsModel()
    withKnownIssue {
      model.recordLaunch()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("'LoggerClient.log'") }
    }
    #expect(defaults.integer("launchCount") == 1)
  }

  @Test("through the live client, reads and writes the legacy manager's storage")
  func bridgesToLegacyStorage() {
    withTemporaryDefaults { suite, _ in
      let manager = UserDefaultsManager(defaults: suite)
      manager.save("Blob", forKey: "userName")
      manager.save(4, forKey: "launchCount")
      withDependencies { $0.userDefaults = .bridging(to: manager) } operation: {
        let model = makeModel()
        #expect(model.userName == "Blob")
        model.recordLaunch()
      }
      #expect(manager.loadInt(forKey: "launchCount") == 5)
    }
  }

  // snippet: step2-parallel-test
  @Test(
    "each of 100 concurrent cases has its own settings",
    .dependencies { $0.userDefaults = .inMemory() },
    arguments: 0..<100
  )
  func isolation(index: Int) async {
    let model = makeModel()
    model.updateUserName("User \(index)")
    for _ in 0..<index % 5 { model.recordLaunch() }
    await Task.yield()
    let reloaded = makeModel()
    #expect(reloaded.userName == "User \(index)")
    #expect(reloaded.launchCount == index % 5)
    #expect(recorder.lines.count == 1 + index % 5)
  }
  // snippet-end
}

/// A model used outside the scope it was built in. Here the test's own scope overrides nothing
/// (an override there would win over the model's, as `@Dependency` specifies).
@Suite("SettingsModel, outside the scope it was built in", .dependencies)
struct SettingsModelScopeTests {
  @Test("keeps the dependencies it was built with after their scope ends")
  func keepsItsDependencies() {
    let recorder = LogRecorder()
    let ownDefaults = UserDefaultsClient.inMemory()
    let tracker = AnalyticsTracker()
    let model = withDependencies {
      $0.userDefaults = ownDefaults
      $0.logger = .recording(into: recorder)
      $0.analytics = .bridging(to: tracker)
    } operation: {
      SettingsModel()
    }
    model.updateUserName("Blob")
    #expect(ownDefaults.string("userName") == "Blob")
    #expect(recorder.lines == ["[INFO] User name changed"])
    #expect(tracker.pendingEvents.map(\.name) == ["user_name_changed"])
  }
}
