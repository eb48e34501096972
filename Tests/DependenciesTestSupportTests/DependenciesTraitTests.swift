import Synchronization
import Dependencies
import DependenciesTestSupport
import Testing

private enum NameKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

/// A stateful test double: if two tests shared one, each would see the other's increments.
private final class Counter: Sendable {
  let count = Mutex(0)
}

private enum CounterKey: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

private enum UnimplementedKey: DependencyKey {
  static let liveValue: @Sendable () -> Int = { 1 }
  static let testValue: @Sendable () -> Int = unimplemented("UnimplementedKey", placeholder: 0)
}

extension DependencyValues {
  fileprivate var name: String {
    get { self[NameKey.self] }
    set { self[NameKey.self] = newValue }
  }
  fileprivate var counter: Counter {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }
}

@Suite("The .dependencies trait", .dependency(\.name, "suite"))
struct DependenciesTraitTests {
  @Test("a suite's override reaches its tests")
  func suiteOverride() {
    @Dependency(\.name) var name
    #expect(name == "suite")
  }

  @Test("a test's override wins over the suite's", .dependencies { $0.name = "test" })
  func testOverride() {
    @Dependency(\.name) var name
    #expect(name == "test")
  }

  @Test(
    "each case gets its own stateful double, even when 100 cases run in parallel",
    .dependencies { $0.counter = Counter() }, arguments: 0..<100)
  func freshPerCase(index: Int) async {
    @Dependency(\.counter) var counter
    counter.count.withLock { $0 += 1 }
    await Task.yield()
    #expect(counter.count.withLock { $0 } == 1)
  }

  @Test(
    "an issue fails the test that caused it, and only that one, in parallel",
    .dependencies, arguments: 0..<50)
  func issueGoesToItsTest(index: Int) {
    @Dependency(UnimplementedKey.self) var endpoint
    if index.isMultiple(of: 2) {
      // `withKnownIssue` fails if no issue is recorded in this test; the odd cases fail if an
      // issue from an even case leaks into them.
      withKnownIssue { _ = endpoint() }
    } else {
      @Dependency(\.name) var name
      #expect(name == "suite")
    }
  }
}
