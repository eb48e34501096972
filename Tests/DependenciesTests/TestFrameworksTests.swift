import Testing

@testable import Dependencies

@Suite("Test frameworks found at run time, with only Dependencies linked")
struct TestFrameworksTests {
  @Test("Swift Testing and XCTest are found in a test process")
  func found() {
    #expect(TestFrameworks.found.swiftTesting)
    #if canImport(XCTest)
      #expect(TestFrameworks.found.xcTest)
    #endif
  }

  @Test("an issue fails the running Swift Testing test, at the user's location, with its message")
  func recordsInTheRunningTest() {
    let location = IssueLocation(
      fileID: "App/Feature.swift", filePath: "/app/Sources/App/Feature.swift", line: 12,
      column: 5)
    withKnownIssue {
      #expect(TestFrameworks.recordInSwiftTesting("Forgot an override", at: location))
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Forgot an override"]
        && issue.sourceLocation?.fileID == "App/Feature.swift"
        && issue.sourceLocation?.line == 12 && issue.sourceLocation?.column == 5
    }
  }

  @Test("outside any test nothing is recorded, and the issue goes to standard error")
  func noTestOutsideTests() async {
    let location = IssueLocation(fileID: "App/F.swift", filePath: "/a/F.swift", line: 1, column: 1)
    let recorded = await Task.detached {
      TestFrameworks.recordInSwiftTesting("outside", at: location)
    }.value
    #expect(!recorded)
  }

  @Test("the running test gets a number of its own, the same on each ask; none outside tests")
  func testNumbers() async {
    let number = TestFrameworks.currentTest()
    #expect(number != 0)
    #expect(TestFrameworks.currentTest() == number)
    #expect(await Task { TestFrameworks.currentTest() }.value == number)
    #expect(await Task.detached { TestFrameworks.currentTest() }.value == 0)
  }
}
