import Dependencies
import Testing

@Suite("ImmediateClock")
struct ImmediateClockTests {
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("every sleep ends at once, and moves the clock to its deadline")
  func sleepsEndAtOnce() async throws {
    let clock = ImmediateClock()
    // An hour on the immediate clock against ten real minutes: the first to finish wins.
    let winner = await withTaskGroup(of: String.self) { group in
      group.addTask {
        try? await clock.sleep(for: .seconds(3_600))
        try? await clock.sleep(for: .seconds(60))
        return "immediate clock"
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(600))
        return "real time"
      }
      let first = await group.next()
      group.cancelAll()
      return first
    }
    #expect(winner == "immediate clock")
    #expect(clock.now == .init(offset: .seconds(3_660)))
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("a deadline in the past does not move the clock back")
  func neverBack() async throws {
    let clock = ImmediateClock<Duration>(now: .init(offset: .seconds(10)))
    try await clock.sleep(until: .init(offset: .seconds(5)))
    #expect(clock.now == .init(offset: .seconds(10)))
    #expect(clock.minimumResolution == .zero)
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("a cancelled task's sleep throws CancellationError")
  func cancellation() async {
    let clock: ImmediateClock<Duration> = .immediate
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.now == .init(offset: .zero))
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("as the continuous clock, a feature's delays are squashed", arguments: 0..<20)
  func asDependency(index: Int) async throws {
    let clock = ImmediateClock()
    try await withDependencies { $0.continuousClock = clock } operation: {
      @Dependency(\.continuousClock) var continuousClock
      for _ in 0...index { try await continuousClock.sleep(for: .seconds(1)) }
    }
    #expect(clock.now == .init(offset: .seconds(index + 1)))
  }
}
