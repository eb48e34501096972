import ExampleClients
import Dependencies
import DependenciesTestSupport
import Testing

// snippet: pitfall-shared-test-value
/// One store for every test that reads the default: parallel tests see each other's writes.
enum SharedDefaultsKey: TestDependencyKey {
  static let testValue = UserDefaultsClient.inMemory()
}

// Fixed: a store per test, built by the trait each time a test (or test case) starts.
// @Test(.dependencies { $0.userDefaults = .inMemory() })
// snippet-end

@Suite("Pitfall: a stateful test value shared by tests")
struct SharedTestValueTests {
  @Test("two tests reading one shared store see each other's values")
  func shared() {
    @Dependency(SharedDefaultsKey.self) var first
    @Dependency(SharedDefaultsKey.self) var second
    first.setString("written by test A", "draft")
    #expect(second.string("draft") == "written by test A")
  }

  @Test(
    "with a store per test case, each of 50 parallel cases sees only its own",
    .dependencies { $0.userDefaults = .inMemory() }, arguments: 0..<50)
  func perTest(index: Int) async {
    @Dependency(\.userDefaults) var defaults
    #expect(defaults.string("draft") == nil)
    defaults.setString("case \(index)", "draft")
    await Task.yield()
    #expect(defaults.string("draft") == "case \(index)")
  }
}
