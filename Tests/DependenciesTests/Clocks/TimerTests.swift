import Dependencies
import Testing

@Suite("clock.timer(interval:)")
struct TimerTests {
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("ticks once per interval of the dependency's clock, and ends when its task is cancelled")
  func ticksAndEnds() async {
    let testClock = TestClock()
    let ticks = Locked<[Duration]>([])
    let task = withDependencies { $0.continuousClock = testClock } operation: {
      Task {
        @Dependency(\.continuousClock) var clock
        for await instant in clock.timer(interval: .seconds(1)) {
          ticks.withLock { $0.append(OffsetInstant().duration(to: instant)) }
        }
      }
    }
    await testClock.waitForSleeps(1)
    await testClock.advance(by: .seconds(1))
    await testClock.waitForSleeps(1)
    await testClock.advance(by: .seconds(1))
    await testClock.waitForSleeps(1)
    #expect(ticks.withLock { $0 } == [.seconds(1), .seconds(2)])
    task.cancel()
    await task.value
    #expect(ticks.withLock { $0 }.count == 2)
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("after a late tick, the next comes at the next whole interval")
  func skipsMissedDeadlines() async {
    let clock = TestClock()
    let ticks = Locked<[Duration]>([])
    let task = Task {
      for await instant in clock.timer(interval: .seconds(1)) {
        ticks.withLock { $0.append(OffsetInstant().duration(to: instant)) }
      }
    }
    await clock.waitForSleeps(1)
    await clock.advance(by: .milliseconds(3_500))
    await clock.waitForSleeps(1)
    await clock.advance(by: .milliseconds(500))
    await clock.waitForSleeps(1)
    let seen = ticks.withLock { $0 }
    #expect(seen.last == .seconds(4))
    #expect(seen == seen.sorted() && Set(seen).count == seen.count)
    task.cancel()
    await task.value
  }
}
