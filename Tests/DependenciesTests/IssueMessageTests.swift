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

  @Test(
    "values that outlive the read (an accessor's closure holds them) still point at the property",
    arguments: 0..<20)
  func valuesOutlivingTheRead(round: Int) {
    let (readLater, line) = readLaterFromAPropertyThatIsGone()
    // Reuse the stack and the heap the property's wrapper had, as other work would.
    let churn = (0..<round * 100).map { [$0, $0 &* 31] }
    let issues = IssueCollector()
    withIssueReporters([issues]) { _ = readLater() }
    #expect(issues.reported.first?.contains("@Dependency(\\.liveOnly)") == true)
    #expect(issues.locations.first?.fileID == "DependenciesTests/IssueMessageTests.swift")
    #expect(issues.locations.first?.line == line)
    #expect(churn.count == round * 100)
  }
}

/// A closure from an accessor that holds the values it was read from, returned after the
/// `@Dependency` property that read it is gone, and that property's line.
private func readLaterFromAPropertyThatIsGone() -> (@Sendable () -> String, Int) {
  final class Model {
    @Dependency(\.liveOnlyLater) var readLater
  }
  let line = #line - 2
  return (Model().readLater, line)
}

extension DependencyValues {
  /// Reads `liveOnly` when called: the closure keeps the values of the read that made it.
  fileprivate var liveOnlyLater: @Sendable () -> String { { self.liveOnly } }
}
