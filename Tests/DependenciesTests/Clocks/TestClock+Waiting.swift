import Testing

@testable import Dependencies

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TestClock {
  /// Waits until `count` sleeps are pending on the clock, so that a test advances only once the
  /// tasks it started are asleep (rather than counting on a number of yields).
  func waitForSleeps(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<1_000_000 {
      if state.withLock({ $0.sleepers.count }) >= count { return }
      await Task.yield()
    }
    Issue.record("\(count) sleeps never began", sourceLocation: sourceLocation)
  }

  /// How many sleeps are pending.
  var pendingSleeps: Int { state.withLock { $0.sleepers.count } }
}

/// Durations in whole seconds, for readable expectations.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
func seconds(_ instants: [TestClock<Duration>.Instant]) -> [Duration] {
  instants.map { TestClock<Duration>.Instant().duration(to: $0) }
}
