import Dependencies
import Testing

/// A feature that counts seconds with the clock it is given.
private struct Stopwatch: Sendable {
  @Dependency(\.continuousClock) var clock

  func count(to limit: Int, into ticks: Locked<Int>) async throws {
    for _ in 0..<limit {
      try await clock.sleep(for: .seconds(1))
      ticks.withLock { $0 += 1 }
    }
  }
}

@Suite("Test clocks in parallel tests")
struct ParallelClockTests {
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("each of 100 concurrent cases moves its own TestClock", arguments: 0..<100)
  func ownClock(index: Int) async throws {
    let clock = TestClock()
    let ticks = Locked(0)
    let limit = index % 4 + 2
    try await withDependencies { $0.continuousClock = clock } operation: {
      let stopwatch = Task { try await Stopwatch().count(to: limit, into: ticks) }
      await clock.waitForSleeps(1)
      await clock.advance(by: .seconds(1))
      #expect(ticks.withLock { $0 } == 1)
      await clock.advance(by: .seconds(limit - 1))
      #expect(ticks.withLock { $0 } == limit)
      try await stopwatch.value
      try await clock.checkSuspension()
      #expect(clock.now == .init(offset: .seconds(limit)))
    }
  }
}
