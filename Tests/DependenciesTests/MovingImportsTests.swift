// snippet: moving-imports
import Dependencies  // with swift-dependencies, also ConcurrencyExtras, Clocks, IssueReporting

/// Counts `count` ticks of the dependency's clock.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
func ticks(_ count: Int) async -> Int {
  @Dependency(\.continuousClock) var clock
  let seen = LockIsolated(0)
  for await _ in clock.timer(interval: .seconds(1)).prefix(count) {
    seen.withValue { $0 += 1 }
  }
  if seen.value < count, !isTesting { reportIssue("The timer ended early.") }
  return seen.value
}
// snippet-end

import Testing

@Suite("Moving from swift-dependencies: one import")
struct MovingImportsTests {
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test("code that used ConcurrencyExtras, Clocks and IssueReporting compiles with Dependencies")
  func oneImport() async {
    let count = await withDependencies { $0.continuousClock = ImmediateClock() } operation: {
      await ticks(3)
    }
    #expect(count == 3)
  }
}
