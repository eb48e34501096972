import Foundation

/// Receives the issues the dependency system reports: an unimplemented endpoint being called, a
/// key with no test value read in a test, a bad `SWIFT_DEPENDENCIES_CONTEXT`.
///
/// By default an issue fails the test that raised it (Swift Testing, with or without the
/// `.dependencies` trait, or XCTest), whether or not the test target links
/// `DependenciesTestSupport`, and goes to standard error outside tests (see
/// ``RunningTestReporter``).
///
/// ```swift
/// struct CollectingReporter: IssueReporter {
///   let issues: LockedMessages
///   func reportIssue(_ message: String, at location: IssueLocation) { issues.append(message) }
/// }
/// ```
public protocol IssueReporter: Sendable {
  /// Reports one issue, which happened at `location` in the user's code.
  func reportIssue(_ message: String, at location: IssueLocation)
}

/// Where in the source an issue was reported.
public struct IssueLocation: Sendable, Hashable {
  /// The file as `#fileID` gives it: `Module/File.swift`.
  public let fileID: String
  /// The file as `#filePath` gives it.
  public let filePath: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column.
  public let column: Int
  /// `filePath` as given, for XCTest's `XCTFail`, which takes no other kind of string.
  let staticFilePath: StaticString

  /// Creates a location from the values of `#fileID`, `#filePath`, `#line` and `#column`.
  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
    self.staticFilePath = filePath
  }

  /// Whether two locations name the same file, line and column.
  public static func == (lhs: IssueLocation, rhs: IssueLocation) -> Bool {
    (lhs.fileID, lhs.filePath, lhs.line, lhs.column)
      == (rhs.fileID, rhs.filePath, rhs.line, rhs.column)
  }

  /// Hashes the file, line and column.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(filePath)
    hasher.combine(line)
    hasher.combine(column)
  }
}

/// The reporters issues go to.
public enum IssueReporters {
  @TaskLocal static var scoped: [any IssueReporter]?

  // @unchecked: `processWide` is only touched with `lock` held.
  private final class ProcessWide: @unchecked Sendable {
    let lock = NSLock()
    var reporters: [any IssueReporter] = [RunningTestReporter()]
  }
  private static let processWide = ProcessWide()

  /// The reporters of the current scope: those of the innermost ``withIssueReporters(_:operation:)``
  /// if any, else the process-wide ones (``RunningTestReporter``, unless set).
  ///
  /// ```swift
  /// IssueReporters.current = [CollectingReporter(issues: issues)]
  /// ```
  public static var current: [any IssueReporter] {
    get {
      if let scoped { return scoped }
      processWide.lock.lock()
      defer { processWide.lock.unlock() }
      return processWide.reporters
    }
    set {
      processWide.lock.lock()
      defer { processWide.lock.unlock() }
      processWide.reporters = newValue
    }
  }
}

/// Runs `operation` with issues going to `reporters` instead, in this task and its child tasks.
///
/// ```swift
/// withIssueReporters([CollectingReporter(issues: issues)]) { model.save() }
/// ```
@discardableResult
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter], operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$scoped.withValue(reporters, operation: operation)
}

/// The async form of ``withIssueReporters(_:operation:)``.
@discardableResult
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$scoped.withValue(reporters, operation: operation)
}

/// Reports an issue to ``IssueReporters/current``, unless a closure that sets dependencies is
/// running (see ``withDependencies(_:operation:)-(_,()->R)``).
///
/// ```swift
/// guard let url else {
///   reportIssue("APIClient.live has no base URL; set API_BASE_URL.")
///   return
/// }
/// ```
public func reportIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard !SettingScope.isSetting else { return }
  let reporters = IssueReporters.current
  guard !reporters.isEmpty else { return }
  let text = message()
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for reporter in reporters { reporter.reportIssue(text, at: location) }
}

/// Reports an issue at a location the library worked out (a `@Dependency` property's).
func reportIssue(_ message: String, at location: IssueLocation) {
  guard !SettingScope.isSetting else { return }
  for reporter in IssueReporters.current { reporter.reportIssue(message, at: location) }
}
