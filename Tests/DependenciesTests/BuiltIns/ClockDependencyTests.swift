import Dependencies
import Testing

@Suite("\\.continuousClock and \\.suspendingClock")
struct ClockDependencyTests {
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("live, they are the system's clocks")
  func live() {
    withDependencies { $0.context = .live } operation: {
      @Dependency(\.continuousClock) var continuousClock
      @Dependency(\.suspendingClock) var suspendingClock
      #expect(continuousClock is ContinuousClock)
      #expect(suspendingClock is SuspendingClock)
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("in previews, they are the live clocks too")
  func preview() {
    withDependencies { $0.context = .preview } operation: {
      @Dependency(\.continuousClock) var continuousClock
      #expect(continuousClock is ContinuousClock)
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("a test that sleeps on one without an override is reported, naming the dependency")
  func testValueReports() async throws {
    let issues = IssueCollector()
    @Dependency(\.continuousClock) var continuousClock
    @Dependency(\.suspendingClock) var suspendingClock
    try await withIssueReporters([issues]) {
      try await continuousClock.sleep(for: .milliseconds(1))
      _ = suspendingClock.now
    }
    // `sleep(for:)` reads `now` to find its deadline, then sleeps: two uses.
    let uses = issues.reported.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    #expect(
      uses == [
        #"Unimplemented: @Dependency(\.continuousClock).now"#,
        #"Unimplemented: @Dependency(\.continuousClock).sleep"#,
        #"Unimplemented: @Dependency(\.suspendingClock).now"#,
      ])
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("an override is what feature code sleeps on")
  func override() async throws {
    let clock = TestClock()
    try await withDependencies { $0.continuousClock = clock } operation: {
      @Dependency(\.continuousClock) var continuousClock
      let sleeper = Task { try await continuousClock.sleep(for: .seconds(5)) }
      await clock.advance(by: .seconds(5))
      try await sleeper.value
      #expect(clock.now == .init(offset: .seconds(5)))
    }
  }
}
