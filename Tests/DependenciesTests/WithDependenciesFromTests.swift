import Dependencies
import Testing

/// A parent with no `@Dependency` property of its own.
private final class PlainParent {}

@Suite("withDependencies(from:) hands a parent's dependencies to a child")
struct WithDependenciesFromTests {
  @Test("the current scope's overrides win over the parent's")
  func currentScopeWins() {
    let parent = withDependencies { $0.greeting.text = "parent" } operation: { GreetingModel() }
    let child = withDependencies { $0.greeting.text = "current" } operation: {
      withDependencies(from: parent) { GreetingModel() }
    }
    #expect(child.greeting.text == "current")
  }

  @Test("a parent's overrides reach the child where the current scope sets nothing")
  func parentFillsIn() {
    let parent = withDependencies { $0.greeting.text = "parent" } operation: { GreetingModel() }
    let child = withDependencies { $0.liveOnly = "current" } operation: {
      withDependencies(from: parent) { (GreetingModel(), LiveOnlyReader().value) }
    }
    #expect(child.0.greeting.text == "parent")
    #expect(child.1 == "current")
  }

  @Test("a parent returned from a withDependencies scope hands on that scope's values")
  func rememberedParent() {
    let parent = withDependencies { $0.greeting.text = "scope" } operation: { PlainParent() }
    let child = withDependencies(from: parent) { GreetingModel() }
    #expect(child.greeting.text == "scope")
  }

  @Test("a parent with no dependencies to hand on is reported at the call")
  func parentWithoutDependencies() {
    let issues = IssueCollector()
    let line = #line + 2
    let child = withIssueReporters([issues]) {
      withDependencies(from: PlainParent()) { GreetingModel() }
    }
    #expect(child.greeting.text == "test")
    #expect(issues.reported.count == 1)
    #expect(issues.reported.first?.contains("PlainParent") == true)
    #expect(issues.locations.first?.line == line)
    #expect(issues.locations.first?.fileID == "DependenciesTests/WithDependenciesFromTests.swift")
  }
}
