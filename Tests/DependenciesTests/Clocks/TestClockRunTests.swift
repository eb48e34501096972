import Dependencies
import Testing

@Suite("TestClock.run")
struct TestClockRunTests {
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("run advances from sleep to sleep until none is left")
  func drains() async throws {
    let clock = TestClock()
    let ticks = Locked<[TestClock<Duration>.Instant]>([])
    let countdown = Task {
      for _ in 1...10 {
        try await clock.sleep(for: .seconds(1))
        ticks.withLock { $0.append(clock.now) }
      }
    }
    let other = Task { try await clock.sleep(for: .milliseconds(3_500)) }
    await clock.waitForSleeps(2)
    let issues = IssueCollector()
    await withIssueReporters([issues]) { await clock.run(timeout: .seconds(30)) }
    #expect(issues.reported.isEmpty)
    #expect(seconds(ticks.withLock { $0 }) == (1...10).map(Duration.seconds))
    #expect(clock.now == .init(offset: .seconds(10)))
    try await countdown.value
    try await other.value
    try await clock.checkSuspension()
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("a timer that never stops is reported after the timeout, and its sleep cancelled")
  func reportsEndlessTimers() async {
    let clock = TestClock()
    let timer = Task {
      while true { try await clock.sleep(for: .seconds(1)) }
    }
    await clock.waitForSleeps(1)
    let issues = IssueCollector()
    await withIssueReporters([issues]) { await clock.run(timeout: .milliseconds(100)) }
    #expect(issues.reported.count == 1)
    #expect(issues.reported.first?.hasPrefix("TestClock.run: sleeps were still pending") == true)
    // Its sleep was cancelled by run, or (if run stopped while the timer was between two sleeps)
    // is cancelled here.
    timer.cancel()
    await #expect(throws: CancellationError.self) { try await timer.value }
    #expect(clock.pendingSleeps == 0)
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("run with nothing asleep reports nothing, even when its timeout ends first")
  func nothingToRun() async {
    let clock = TestClock()
    let issues = IssueCollector()
    await withIssueReporters([issues]) {
      await clock.run()
      await clock.run(timeout: .zero)
    }
    #expect(issues.reported.isEmpty)
    #expect(clock.now == .init(offset: .zero))
  }
}
