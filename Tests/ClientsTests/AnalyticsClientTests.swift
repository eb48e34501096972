import Dependencies
import DependenciesTestSupport
import ExampleClients
import ExampleLegacy
import Testing

/// The client `migrate-tool scaffold AnalyticsTracker` wrote, as committed (step 1).
@Suite("AnalyticsClient")
struct AnalyticsClientTests {
  @Test("the bridge forwards each endpoint to the tracker it wraps")
  func bridgeForwards() {
    let tracker = AnalyticsTracker()
    let analytics = AnalyticsClient.bridging(to: tracker)
    analytics.track("settings_saved", ["source": "test"])
    #expect(
      tracker.pendingEvents == [.init(name: "settings_saved", properties: ["source": "test"])])
    #expect(analytics.pendingEvents() == tracker.pendingEvents)
  }

  @Test("the method with the tracker's default arguments sends no properties")
  func defaultArguments() {
    let tracker = AnalyticsTracker()
    let analytics = AnalyticsClient.bridging(to: tracker)
    analytics.track("settings_reset")
    analytics.track("toggled", properties: ["enabled": "true"])
    #expect(
      tracker.pendingEvents == [
        .init(name: "settings_reset", properties: [:]),
        .init(name: "toggled", properties: ["enabled": "true"]),
      ])
  }

  @Test("the test value reports a call, naming the endpoint", .dependencies)
  func testValueReports() {
    @Dependency(\.analytics) var analytics
    withKnownIssue {
      analytics.track("x")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("'AnalyticsClient.track'") }
    }
    withKnownIssue {
      #expect(analytics.pendingEvents().isEmpty)
    }
  }

  @Test("an override of one endpoint leaves the others as they were", .dependencies)
  func overrideOneEndpoint() {
    let recorder = LogRecorder()
    let logger = LoggerClient.recording(into: recorder)
    withDependencies {
      $0.analytics.track = { name, _ in logger.info(name) }
    } operation: {
      @Dependency(\.analytics) var analytics
      analytics.track("a")
      withKnownIssue { _ = analytics.pendingEvents() }
    }
    #expect(recorder.lines == ["[INFO] a"])
  }
}
