import ExampleClients
import Dependencies
import DependenciesTestSupport
import Testing

// snippet: pitfall-shared-test-value
/// `static let`: one store for the whole process, built by Swift before the library sees it, so
/// parallel tests see each other's writes.
enum SharedDefaultsKey: TestDependencyKey {
  static let testValue = UserDefaultsClient.inMemory()
}

/// Fixed: a computed `testValue`. The library builds it once per test (per test case under the
/// `.dependencies` trait), so each test gets a store of its own, in parallel too.
enum PerTestDefaultsKey: TestDependencyKey {
  static var testValue: UserDefaultsClient { .inMemory() }
}
// snippet-end

@Suite("Pitfall: a stateful test value shared by tests")
struct SharedTestValueTests {
  @Test("a static let store is one store: two readers see each other's values")
  func shared() {
    @Dependency(SharedDefaultsKey.self) var first
    withDependencies { $0 = DependencyValues() } operation: {
      @Dependency(SharedDefaultsKey.self) var second
      first.setString("written by test A", "draft")
      #expect(second.string("draft") == "written by test A")
    }
  }

  @Test(
    "a computed test value is built per test case: each of 50 parallel cases sees only its own",
    .dependencies, arguments: 0..<50)
  func perTest(index: Int) async {
    @Dependency(PerTestDefaultsKey.self) var defaults
    #expect(defaults.string("draft") == nil)
    defaults.setString("case \(index)", "draft")
    await Task.yield()
    #expect(defaults.string("draft") == "case \(index)")
  }

  @Test("without the trait, each test gets its own too (first of two)")
  func perTestWithoutTraitA() { writesToAFreshStore() }

  @Test("without the trait, each test gets its own too (second of two)")
  func perTestWithoutTraitB() { writesToAFreshStore() }

  private func writesToAFreshStore() {
    @Dependency(PerTestDefaultsKey.self) var defaults
    #expect(defaults.string("draft") == nil)
    defaults.setString("written", "draft")
  }
}
