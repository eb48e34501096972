import Dependencies
import Testing

@Suite("TestClock: sleeps end when the test advances the clock")
struct TestClockTests {
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("sleepers wake exactly at advance boundaries, earliest first, then in order of sleeping")
  func boundariesAndOrder() async throws {
    let clock = TestClock()
    let woken = Locked<[(String, TestClock<Duration>.Instant)]>([])
    func sleeper(_ name: String, _ delay: Duration) -> Task<Void, any Error> {
      Task {
        try await clock.sleep(for: delay)
        woken.withLock { $0.append((name, clock.now)) }
      }
    }
    let tasks = [sleeper("late", .seconds(3))]
    await clock.waitForSleeps(1)
    let more = [sleeper("b", .seconds(2))]
    await clock.waitForSleeps(2)
    let rest = [sleeper("c", .seconds(2)), sleeper("a", .seconds(1))]
    await clock.waitForSleeps(4)

    await clock.advance(by: .milliseconds(1_500))
    #expect(woken.withLock { $0.map(\.0) } == ["a"])
    #expect(clock.now == .init(offset: .milliseconds(1_500)))

    await clock.advance(by: .milliseconds(500))
    #expect(woken.withLock { $0.map(\.0) } == ["a", "b", "c"])

    await clock.advance(by: .seconds(10))
    #expect(woken.withLock { $0.map(\.0) } == ["a", "b", "c", "late"])
    #expect(seconds(woken.withLock { $0.map(\.1) }) == [1, 2, 2, 3].map(Duration.seconds))
    #expect(clock.now == .init(offset: .seconds(12)))
    for task in tasks + more + rest { try await task.value }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("a timer loop started by the test ticks once per interval, at each interval")
  func timerLoop() async throws {
    let clock = TestClock()
    let ticks = Locked<[TestClock<Duration>.Instant]>([])
    let timer = Task {
      for _ in 1...5 {
        try await clock.sleep(for: .seconds(1))
        ticks.withLock { $0.append(clock.now) }
      }
    }
    await clock.waitForSleeps(1)
    await clock.advance(by: .milliseconds(2_500))
    #expect(seconds(ticks.withLock { $0 }) == [1, 2].map(Duration.seconds))
    await clock.advance(by: .seconds(10))
    #expect(seconds(ticks.withLock { $0 }) == [1, 2, 3, 4, 5].map(Duration.seconds))
    try await timer.value
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("nothing wakes before its deadline, and time never goes back")
  func noEarlyWake() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
    await clock.waitForSleeps(1)
    await clock.advance(by: .seconds(1))
    await clock.advance(to: .init(offset: .zero))
    #expect(clock.now == .init(offset: .seconds(1)))
    #expect(clock.pendingSleeps == 1)
    await clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.pendingSleeps == 0)
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("a deadline already past returns at once; one equal to now waits for an advance")
  func pastAndPresentDeadlines() async throws {
    let clock = TestClock<Duration>(now: .init(offset: .seconds(10)))
    try await clock.sleep(until: .init(offset: .seconds(9)))
    let sleeper = Task { try await clock.sleep(for: .zero) }
    await clock.waitForSleeps(1)
    await clock.advance()
    try await sleeper.value
    #expect(clock.now == .init(offset: .seconds(10)))
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("cancelling a sleeping task ends its sleep at once with CancellationError")
  func cancellation() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    await clock.waitForSleeps(1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.pendingSleeps == 0)
    #expect(clock.now == .init(offset: .zero))
    try await clock.checkSuspension()
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("a task cancelled before it sleeps does not sleep")
  func cancelledBeforeSleeping() async {
    let clock = TestClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.pendingSleeps == 0)
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("checkSuspension throws while a sleep is pending, naming it, and not after")
  func checkSuspension() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleeps(1)
    let error = await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
    #expect(error?.description.hasPrefix("1 sleep is still pending on the TestClock") == true)
    await clock.advance(by: .seconds(1))
    try await sleeper.value
    try await clock.checkSuspension()
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("minimumResolution is zero until set")
  func minimumResolution() {
    let clock = TestClock()
    #expect(clock.minimumResolution == .zero)
    clock.minimumResolution = .milliseconds(1)
    #expect(clock.minimumResolution == .milliseconds(1))
  }
}
