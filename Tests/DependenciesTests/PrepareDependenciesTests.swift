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

@Suite("prepareDependencies sets the context")
struct PrepareContextTests {
  @Test("preparing the context makes it the context of every read")
  func preparingTheContext() {
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      prepareDependencies { $0.context = .live }
    }
    @Dependency(\.context) var context
    #expect(context == .live)
    #expect(Dependency(\.greeting).wrappedValue.text == "live")
    #expect(DependencyValues().context == .live)
    #expect(issues.reported.isEmpty)
  }

  @Test("a key prepared with the context is prepared for that context")
  func preparingTheContextAndAKey() {
    prepareDependencies {
      $0.context = .preview
      $0.greeting.text = "prepared"
    }
    #expect(Dependency(\.greeting).wrappedValue.text == "prepared")
    #expect(Dependency(\.context).wrappedValue == .preview)
  }

  @Test("a scope's own context still wins over the prepared one")
  func scopeWins() {
    prepareDependencies { $0.context = .live }
    let text = withDependencies { $0.context = .test } operation: {
      Dependency(\.greeting).wrappedValue.text
    }
    #expect(text == "test")
  }

  @Test("preparing the context after a default was read reports, and the context stays")
  func preparingTooLate() {
    #expect(Dependency(\.greeting).wrappedValue.text == "test")
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      prepareDependencies { $0.context = .live }
    }
    #expect(issues.reported.count == 1)
    #expect(Dependency(\.context).wrappedValue == .test)
    #expect(Dependency(\.greeting).wrappedValue.text == "test")
  }
}

@Suite("prepareDependencies returns the closure's result")
struct PrepareResultTests {
  @Test("the value the closure returns is returned")
  func returnsTheResult() {
    let result = prepareDependencies { values -> Int in
      values.greeting.text = "prepared"
      return 42
    }
    #expect(result == 42)
    #expect(Dependency(\.greeting).wrappedValue.text == "prepared")
  }
}
