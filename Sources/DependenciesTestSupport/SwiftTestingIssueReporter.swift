import Dependencies
import Testing

/// Records each issue as a failure of the Swift Testing test running in the current task, at the
/// source location where the issue was reported. Tests running in parallel each get their own.
///
/// ``DependenciesTrait`` installs it; to use it without the trait:
///
/// ```swift
/// withIssueReporters([.swiftTesting]) { model.save() }
/// ```
public struct SwiftTestingIssueReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Records `message` in the current test.
  public func reportIssue(_ message: String, at location: IssueLocation) {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column
      )
    )
  }
}

extension IssueReporter where Self == SwiftTestingIssueReporter {
  /// Records issues in the Swift Testing test that caused them.
  public static var swiftTesting: Self { SwiftTestingIssueReporter() }
}
