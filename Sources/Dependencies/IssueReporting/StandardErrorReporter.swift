import Foundation

/// Writes each issue to standard error as a compiler-style warning, which editors and CI logs
/// link to the source: `Sources/App/Model.swift:12:5: warning: ...`.
public struct StandardErrorReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Writes `message` to standard error.
  public func reportIssue(_ message: String, at location: IssueLocation) {
    let line = "\(location.filePath):\(location.line):\(location.column): warning: \(message)\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}

extension IssueReporter where Self == StandardErrorReporter {
  /// Writes issues to standard error.
  public static var standardError: Self { StandardErrorReporter() }
}
