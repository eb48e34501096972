import Dependencies
import Testing

@Suite("\\.assert, \\.assertionFailure, \\.precondition")
struct AssertTests {
  @Test("in tests, a failed assert is reported at the caller's line, and execution goes on")
  func assertReports() {
    let issues = IssueLocations()
    @Dependency(\.assert) var assert
    var reachedEnd = false
    withIssueReporters([issues]) {
      assert(1 + 1 == 2, "arithmetic")
      assert(1 + 1 == 3, "bad arithmetic"); let line = #line
      #expect(issues.reported.map(\.line) == [line])
      reachedEnd = true
    }
    #expect(reachedEnd)
    #expect(issues.reported.map(\.message) == ["Assertion failed: bad arithmetic"])
    #expect(issues.reported.first?.file.hasSuffix("AssertTests.swift") == true)
  }

  @Test("in tests, a failed precondition and an assertionFailure are reported")
  func preconditionAndFailureReport() {
    let issues = IssueLocations()
    @Dependency(\.precondition) var precondition
    @Dependency(\.assertionFailure) var assertionFailure
    withIssueReporters([issues]) {
      precondition(true, "fine")
      precondition(false, "index out of range")
      assertionFailure("unreachable")
      assertionFailure()
    }
    #expect(
      issues.reported.map(\.message) == [
        "Assertion failed: index out of range", "Assertion failed: unreachable",
        "Assertion failed",
      ])
  }

  @Test("live, a condition that holds does nothing")
  func liveHolds() {
    let issues = IssueLocations()
    withIssueReporters([issues]) {
      withDependencies { $0.context = .live } operation: {
        @Dependency(\.assert) var assert
        @Dependency(\.precondition) var precondition
        assert(true, "holds")
        precondition(true, "holds")
      }
    }
    #expect(issues.reported.isEmpty)
  }

  @Test("a custom assertion effect receives the condition, message, file and line")
  func customEffect() {
    struct Recording: AssertionEffect {
      let failures = Locked<[String]>([])
      func callAsFunction(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString, line: UInt
      ) {
        if !condition() { failures.withLock { $0.append("\(message())@\(line)") } }
      }
    }
    let recording = Recording()
    let assert: any AssertionEffect = recording
    assert(false, "first"); let line = #line
    assert(true, "second")
    #expect(recording.failures.withLock { $0 } == ["first@\(line)"])
  }
}

/// Collects each issue's message and where it was reported.
private struct IssueLocations: IssueReporter {
  struct Reported: Sendable {
    let message: String
    let file: String
    let line: Int
  }
  let issues = Locked<[Reported]>([])

  func reportIssue(_ message: String, at location: IssueLocation) {
    issues.withLock {
      $0.append(Reported(message: message, file: location.filePath, line: location.line))
    }
  }

  var reported: [Reported] { issues.withLock { $0 } }
}
