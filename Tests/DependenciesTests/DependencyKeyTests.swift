import Testing

@testable import Dependencies

@Suite("Default values by context")
struct DependencyKeyTests {
  @Test("a test process gets test values")
  func testContext() {
    #expect(DependencyValues().context == .test)
    #expect(DependencyValues().greeting.text == "test")
  }

  @Test("each context gets its own default", arguments: [
    (DependencyContext.live, "live"), (.preview, "preview"), (.test, "test"),
  ])
  func contexts(context: DependencyContext, expected: String) {
    var values = DependencyValues()
    values.context = context
    #expect(values.greeting.text == expected)
  }

  @Test("a DependencyKey's preview value defaults to its live value")
  func previewDefaultsToLive() {
    var values = DependencyValues()
    values.context = .preview
    #expect(values[PreviewDefaultKey.self] == "live")
  }

  @Test("a TestDependencyKey's preview value defaults to its test value")
  func previewDefaultsToTest() {
    var values = DependencyValues()
    values.context = .preview
    #expect(values[TestOnlyKey.self] == "test only")
  }

  @Test("a key without a test value reports 'no test implementation' on every read in a test")
  func missingTestValue() {
    let issues = IssueCollector()
    let values = withIssueReporters([issues]) {
      [DependencyValues().liveOnly, DependencyValues().liveOnly]
    }
    #expect(values == ["live only", "live only"])
    #expect(issues.reported.count == 2)
    #expect(issues.reported.allSatisfy {
      $0.contains("@Dependency(\\.liveOnly) has no test implementation")
    })
  }

  @Test("an overridden key without a test value reports nothing")
  func missingTestValueOverridden() {
    let issues = IssueCollector()
    let value = withIssueReporters([issues]) {
      withDependencies { $0.liveOnly = "mock" } operation: { LiveOnlyReader().value }
    }
    #expect(value == "mock")
    #expect(issues.reported.isEmpty)
  }

  @Test("a key without a live value, read live, reports and gives its test value")
  func missingLiveValue() {
    let issues = IssueCollector()
    let value = withIssueReporters([issues]) {
      withDependencies { $0.context = .live } operation: {
        Dependency(TestOnlyKey.self).wrappedValue
      }
    }
    #expect(value == "test only")
    #expect(issues.reported.count == 1)
    #expect(
      issues.reported.first?.contains("@Dependency(TestOnlyKey.self) has no live implementation")
        == true)
  }
}
