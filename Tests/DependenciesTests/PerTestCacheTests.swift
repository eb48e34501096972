import Dependencies
import DependenciesTestSupport
import Testing

// Two tests take the first number of one stateful test value. With one cache for the whole
// process, whichever runs second gets 1.
@Suite("Each test has default values of its own")
struct PerTestCacheTests {
  @Test("a stateful test value starts fresh in a test (first of two)")
  func freshInFirstTest() {
    @Dependency(\.incrementing) var numbers
    #expect(numbers.next() == 0)
  }

  @Test("a stateful test value starts fresh in a test (second of two)")
  func freshInSecondTest() {
    @Dependency(\.incrementing) var numbers
    #expect(numbers.next() == 0)
  }

  @Test(
    "each case of a parameterized test under the trait gets its own, in parallel",
    .dependencies, arguments: 0..<20)
  func freshPerCase(index: Int) async {
    @Dependency(\.incrementing) var numbers
    #expect(numbers.next() == 0)
    await Task.yield()
    #expect(numbers.next() == 1)
  }

  @Test("a test's tasks share the test's default")
  func sharedWithinATest() async {
    @Dependency(\.incrementing) var numbers
    #expect(numbers.next() == 0)
    let inTask = await Task { DependencyValues().incrementing.next() }.value
    #expect(inTask == 1)
  }

  @Test("a fresh root ($0 = DependencyValues()) starts a cache of its own")
  func freshRoot() {
    let inRoots = (0..<2).map { _ in
      withDependencies { $0 = DependencyValues() } operation: {
        @Dependency(\.incrementing) var numbers
        return [numbers.next(), numbers.next()]
      }
    }
    #expect(inRoots == [[0, 1], [0, 1]])
    #expect(DependencyValues().incrementing.next() == 0)
  }

  @Test("a nested scope inside a fresh root keeps that root's cache")
  func nestedScopeKeepsRoot() {
    withDependencies { $0 = DependencyValues() } operation: {
      @Dependency(\.incrementing) var numbers
      #expect(numbers.next() == 0)
      let nested = withDependencies { $0.greeting.text = "nested" } operation: {
        DependencyValues.currentIncrementing()
      }
      #expect(nested == 1)
    }
  }
}

extension DependencyValues {
  fileprivate static func currentIncrementing() -> Int {
    @Dependency(\.incrementing) var numbers
    return numbers.next()
  }
}
