import Dependencies
import Testing

@Suite("UnimplementedClock and AnyClock")
struct UnimplementedClockTests {
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("each use is reported, naming the clock and the member, at the line that made it")
  func reportsEachUse() async throws {
    let issues = IssueCollector()
    let clock: UnimplementedClock<Duration> = .unimplemented()
    try await withIssueReporters([issues]) {
      _ = clock.now
      _ = clock.minimumResolution
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    }
    let members = issues.reported.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    #expect(
      members == [
        "Unimplemented: Clock.now", "Unimplemented: Clock.minimumResolution",
        "Unimplemented: Clock.now", "Unimplemented: Clock.sleep",
      ])
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("after reporting it forwards to its base clock")
  func forwards() async throws {
    let base = TestClock()
    let clock = UnimplementedClock(base, name: "TimerClock")
    let issues = IssueCollector()
    let sleeper = Task {
      try await withIssueReporters([issues]) { try await clock.sleep(for: .seconds(2)) }
    }
    await base.waitForSleeps(1)
    await base.advance(by: .seconds(2))
    try await sleeper.value
    #expect(issues.reported.allSatisfy { $0.hasPrefix("Unimplemented: TimerClock.") })
    #expect(issues.reported.count == 2)
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("AnyClock counts from its creation and sleeps on the clock it wraps")
  func anyClock() async throws {
    let base = TestClock<Duration>(now: .init(offset: .seconds(100)))
    let clock = AnyClock(base)
    #expect(clock.now.duration(to: clock.now) == .zero)
    let start = clock.now
    let sleeper = Task { try await clock.sleep(until: start.advanced(by: .seconds(5))) }
    await base.waitForSleeps(1)
    await base.advance(by: .seconds(4))
    #expect(base.pendingSleeps == 1)
    await base.advance(by: .seconds(1))
    try await sleeper.value
    #expect(start.duration(to: clock.now) == .seconds(5))
    #expect(base.now == .init(offset: .seconds(105)))
  }
}
