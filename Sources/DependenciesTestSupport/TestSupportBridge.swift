import Dependencies
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// What this module does for `Dependencies` in a test process: `Dependencies` finds this type at
/// run time by its mangled name (it must not link Testing or XCTest itself; see
/// `_DependenciesTestSupportHooks`). Renaming it breaks that lookup, which a test checks.
public enum TestSupportBridge: _DependenciesTestSupportHooks {
  /// Records an issue in the running test: the XCTest test method running on this thread, else
  /// the Swift Testing test of the current task, else any XCTest method running. False when no
  /// test runs, and the issue goes to standard error.
  public static func recordIssue(_ message: String, at location: IssueLocation) -> Bool {
    #if canImport(XCTest)
      if let testCase = XCTestCases.running(orAlone: Test.current == nil) {
        testCase.recordFailure(message, filePath: location.filePath, line: location.line)
        return true
      }
    #endif
    guard Test.current != nil else {
      #if canImport(XCTest)
        // An XCTest method that started before the observer was registered (the first to use
        // `Dependencies`): XCTest fails the test running, if any, and ignores this otherwise. The
        // caller writes the issue to standard error too.
        if !XCTestCases.isSwiftTestingRun {
          XCTFail("\(location.filePath):\(location.line): \(message)")
        }
      #endif
      return false
    }
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column))
    return true
  }

  /// A number naming the running test, never reused in the process, chosen as
  /// ``recordIssue(_:at:)`` chooses the test; 0 when no test runs. `Dependencies` keeps a cache
  /// of default values per number.
  public static func currentTest() -> UInt {
    // Asked on every read of a default value in a test process: `Test.current` is read once.
    let test = Test.current
    #if canImport(XCTest)
      if let number = XCTestCases.runningTest(orAlone: test == nil) { return number }
    #endif
    guard let test else { return 0 }
    return SwiftTestingTests.number(of: test)
  }
}
