/// The default reporter: records an issue as a failure of the test that raised it, else writes it
/// to standard error.
///
/// "The test that raised it" is the Swift Testing test running in the current task (with or
/// without the `.dependencies` trait, in parallel runs) or the XCTest test method running. When
/// the test target links `DependenciesTestSupport`, this library finds it at run time (see
/// ``TestSupportHooks``); when it links only `Dependencies`, this library finds Swift Testing's
/// and XCTest's own entry points at run time (see ``TestFrameworks``), and an XCTest issue also
/// goes to standard error. An app links neither XCTest nor Testing through this library.
///
/// ```swift
/// IssueReporters.current = [RunningTestReporter(), CollectingReporter(issues: issues)]
/// ```
public struct RunningTestReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Records `message` in the running test, or writes it to standard error.
  public func reportIssue(_ message: String, at location: IssueLocation) {
    if TestSupportHooks.record(message, at: location) { return }
    StandardErrorReporter().reportIssue(message, at: location)
  }
}
