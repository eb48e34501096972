import Dependencies
import Testing

@Suite("Setting a value is not reading it")
struct SettingIsNotReadingTests {
  @Test("setting a field of a key with no test value reports nothing")
  func settingAField() {
    let issues = IssueCollector()
    let text = withIssueReporters([issues]) {
      withDependencies { $0.liveOnlyGreeting.text = "set" } operation: {
        Dependency(\.liveOnlyGreeting).wrappedValue.text
      }
    }
    #expect(text == "set")
    #expect(issues.reported.isEmpty)
  }

  @Test("setting a field through the key's subscript reports nothing")
  func settingThroughTheSubscript() {
    let issues = IssueCollector()
    let text = withIssueReporters([issues]) {
      withDependencies { $0[LiveOnlyGreetingKey.self].text = "set" } operation: {
        Dependency(LiveOnlyGreetingKey.self).wrappedValue.text
      }
    }
    #expect(text == "set")
    #expect(issues.reported.isEmpty)
  }

  @Test("a key-path write, as the trait performs, reports nothing")
  func keyPathWrite() async {
    let issues = IssueCollector()
    let keyPath: WritableKeyPath<DependencyValues, String> & Sendable = \.liveOnlyGreeting.text
    let text = await withIssueReporters([issues]) {
      await withDependencies { $0[keyPath: keyPath] = "set" } operation: {
        await Task.yield()
        return Dependency(\.liveOnlyGreeting).wrappedValue.text
      }
    }
    #expect(text == "set")
    #expect(issues.reported.isEmpty)
  }

  @Test("reading the key afterwards, without an override, still reports")
  func readingStillReports() {
    let issues = IssueCollector()
    withIssueReporters([issues]) { _ = Dependency(\.liveOnlyGreeting).wrappedValue }
    #expect(issues.reported.count == 1)
  }
}
