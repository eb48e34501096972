import ExampleClients
import Dependencies
import DependenciesTestSupport
import Testing

struct AnalyticsClient: Sendable {
  var track: @Sendable (String) -> Void

  static func live(logger: LoggerClient) -> Self {
    Self(track: { logger.info("event: \($0)") })
  }
}

// snippet: pitfall-live-reads-dependency
/// The logger is resolved once, when the default is built, and handed over as a value:
/// overrides made later never reach it.
enum EagerAnalyticsKey: DependencyKey {
  static var liveValue: AnalyticsClient {
    @Dependency(\.logger) var logger
    return .live(logger: logger)
  }
  static var testValue: AnalyticsClient { liveValue }
}

/// Fixed: resolve the logger inside the endpoint, when it runs, in the caller's scope.
enum AnalyticsKey: DependencyKey {
  static var liveValue: AnalyticsClient {
    AnalyticsClient(track: { event in
      @Dependency(\.logger) var logger
      logger.info("event: \(event)")
    })
  }
  static var testValue: AnalyticsClient { liveValue }
}
// snippet-end

@Suite("Pitfall: a default value that reads another dependency", .dependencies)
struct LiveValueReadingDependencyTests {
  @Test("read while the default is built, it ignores the test's override")
  func eager() {
    let recorder = LogRecorder()
    withDependencies { $0.logger = .recording(into: recorder) } operation: {
      @Dependency(EagerAnalyticsKey.self) var analytics
      withKnownIssue { analytics.track("launch") }  // the unimplemented test logger reports
    }
    #expect(recorder.lines.isEmpty)
  }

  @Test("read inside the endpoint, it follows the override")
  func lazy() {
    let recorder = LogRecorder()
    withDependencies { $0.logger = .recording(into: recorder) } operation: {
      @Dependency(AnalyticsKey.self) var analytics
      analytics.track("launch")
    }
    #expect(recorder.lines == ["[INFO] event: launch"])
  }
}
