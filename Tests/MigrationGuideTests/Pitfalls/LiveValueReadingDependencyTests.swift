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
  @Test("read while the default is built, it keeps the first reader's override for the test")
  func eager() {
    let first = LogRecorder()
    let second = LogRecorder()
    withDependencies { $0.logger = .recording(into: first) } operation: {
      @Dependency(EagerAnalyticsKey.self) var analytics
      analytics.track("launch")
    }
    withDependencies { $0.logger = .recording(into: second) } operation: {
      @Dependency(EagerAnalyticsKey.self) var analytics
      analytics.track("tap")
    }
    #expect(first.lines == ["[INFO] event: launch", "[INFO] event: tap"])
    #expect(second.lines.isEmpty)
  }

  @Test("read inside the endpoint, it follows each reader's override")
  func lazy() {
    let first = LogRecorder()
    let second = LogRecorder()
    withDependencies { $0.logger = .recording(into: first) } operation: {
      @Dependency(AnalyticsKey.self) var analytics
      analytics.track("launch")
    }
    withDependencies { $0.logger = .recording(into: second) } operation: {
      @Dependency(AnalyticsKey.self) var analytics
      analytics.track("tap")
    }
    #expect(first.lines == ["[INFO] event: launch"])
    #expect(second.lines == ["[INFO] event: tap"])
  }
}
