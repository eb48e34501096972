import Dependencies
import Testing

@Suite("Issues point at the user's code")
struct IssueMessageTests {
  @Test("'no test implementation' names @Dependency(\\.key) and the property's file and line")
  func namesTheKeyPathAndProperty() {
    let issues = IssueCollector()
    @Dependency(\.liveOnly) var value
    let line = #line - 1
    withIssueReporters([issues]) { _ = value }
    let message = issues.reported.first ?? ""
    #expect(message.contains("@Dependency(\\.liveOnly) has no test implementation"))
    #expect(!message.contains("unknown context"))
    #expect(message.contains("$0.liveOnly = "))
    #expect(issues.locations.first?.fileID == "DependenciesTests/IssueMessageTests.swift")
    #expect(issues.locations.first?.line == line)
  }

  @Test("read by key type, the message names the key's plain type name")
  func namesTheKeyType() {
    let issues = IssueCollector()
    @Dependency(LiveOnlyKey.self) var value
    let line = #line - 1
    withIssueReporters([issues]) { _ = value }
    let message = issues.reported.first ?? ""
    #expect(message.contains("@Dependency(LiveOnlyKey.self) has no test implementation"))
    #expect(!message.contains("DependenciesTests.LiveOnlyKey"))
    #expect(issues.locations.first?.line == line)
  }

  @Test("read through DependencyValues directly, the message points at that read")
  func directRead() {
    let issues = IssueCollector()
    withIssueReporters([issues]) { _ = DependencyValues()[LiveOnlyKey.self] }
    let line = #line - 1
    #expect(issues.reported.first?.contains("LiveOnlyKey has no test implementation") == true)
    #expect(issues.locations.first?.fileID == "DependenciesTests/IssueMessageTests.swift")
    #expect(issues.locations.first?.line == line)
  }
}
