import Dependencies
import DependenciesTestSupport
import Testing

// Each test prepares the defaults of its own cache (the running test's), so these run in parallel
// without seeing each other's preparations.
@Suite("prepareDependencies sets the defaults")
struct PrepareDependenciesTests {
  @Test("setting a field of a dependency prepares the changed value")
  func preparingAField() {
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      prepareDependencies { $0.greeting.text = "prepared" }
    }
    @Dependency(\.greeting) var greeting
    #expect(greeting.text == "prepared")
    #expect(issues.reported.isEmpty)
  }

  @Test("setting a field of a key with no test value prepares it and reports nothing")
  func preparingAFieldOfALiveOnlyKey() {
    let issues = IssueCollector()
    let text = withIssueReporters([issues]) {
      prepareDependencies { $0.liveOnlyGreeting.text = "prepared" }
      return Dependency(\.liveOnlyGreeting).wrappedValue.text
    }
    #expect(text == "prepared")
    #expect(issues.reported.isEmpty)
  }

  @Test("setting a field twice in one preparation keeps the last")
  func preparingAFieldTwice() {
    prepareDependencies {
      $0.greeting.text = "first"
      $0.greeting.text = "second"
    }
    @Dependency(\.greeting) var greeting
    #expect(greeting.text == "second")
  }
}
