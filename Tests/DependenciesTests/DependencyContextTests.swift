import Foundation
import Testing

@testable import Dependencies

@Suite("Detecting the context")
struct DependencyContextTests {
  @Test("SWIFT_DEPENDENCIES_CONTEXT wins over everything", arguments: DependencyContext.allCases)
  func environmentVariableWins(context: DependencyContext) {
    let detected = DependencyContext.detect(
      environment: ["SWIFT_DEPENDENCIES_CONTEXT": context.rawValue, "XCODE_RUNNING_FOR_PREVIEWS": "1"],
      arguments: ["/x/AppPackageTests.xctest", "--testing-library", "swift-testing"]
    )
    #expect(detected == context)
  }

  @Test("an unknown SWIFT_DEPENDENCIES_CONTEXT is reported and ignored")
  func unknownEnvironmentValue() {
    let issues = IssueCollector()
    let detected = withIssueReporters([issues]) {
      DependencyContext.detect(
        environment: ["SWIFT_DEPENDENCIES_CONTEXT": "staging"], arguments: ["/usr/bin/app"])
    }
    #expect(detected == .live)
    #expect(issues.reported.count == 1)
    #expect(issues.reported.first?.contains("\"staging\"") == true)
  }

  @Test("Xcode previews are the preview context")
  func previews() {
    let detected = DependencyContext.detect(
      environment: ["XCODE_RUNNING_FOR_PREVIEWS": "1"], arguments: ["/x/App"])
    #expect(detected == .preview)
  }

  @Test("test processes are the test context", arguments: [
    ["/repo/.build/debug/AppPackageTests.xctest"],
    ["/repo/.build/debug/AppPackageTests.xctest", "--testing-library", "swift-testing"],
    ["/usr/bin/xctest", "/x/AppPackageTests.xctest"],
    ["/usr/lib/swift/pm/swiftpm-testing-helper", "--test-bundle-path", "/x/T.xctest"],
    ["/x/runner", "--testing-library", "xctest"],
  ])
  func testProcesses(arguments: [String]) {
    #expect(DependencyContext.detect(environment: [:], arguments: arguments) == .test)
  }

  @Test("XCTest's environment marks a test process")
  func xcTestEnvironment() {
    let detected = DependencyContext.detect(
      environment: ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"],
      arguments: ["/x/App"])
    #expect(detected == .test)
  }

  @Test("anything else is live")
  func live() {
    #expect(DependencyContext.detect(environment: ["HOME": "/root"], arguments: ["/usr/bin/app"]) == .live)
  }

  @Test("this test process is detected as a test")
  func thisProcess() {
    #expect(DependencyContext.process == .test)
  }
}

@Suite("isTesting")
struct IsTestingTests {
  @Test("is true in a test process, as the test context's detection says")
  func trueInTests() {
    #expect(isTesting)
    #expect(
      isTesting
        == DependencyContext.isTestProcess(
          environment: ProcessInfo.processInfo.environment,
          arguments: ProcessInfo.processInfo.arguments))
  }

  @Test("a Bazel test counts as a test process, as it does for swift-issue-reporting")
  func bazel() {
    let detected = DependencyContext.detect(
      environment: ["BAZEL_TEST": "1"], arguments: ["/x/bazel-bin/AppTests"])
    #expect(detected == .test)
  }
}
