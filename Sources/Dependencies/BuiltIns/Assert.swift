extension DependencyValues {
  /// Checks a condition in debug builds: the replacement for `assert(_:_:)`.
  ///
  /// ```swift
  /// @Dependency(\.assert) var assert
  /// assert(items.count <= limit, "more items than the limit")
  /// ```
  ///
  /// Live, it is `Swift.assert` (a crash in debug builds). In tests a failed condition is reported
  /// as an issue at the caller's line instead, so a test can check that code asserts without
  /// crashing the test process.
  public var assert: any AssertionEffect {
    self[AssertKey.self]
  }

  /// Stops on a broken invariant: the replacement for `assertionFailure(_:)`, built on
  /// ``assert``.
  ///
  /// ```swift
  /// @Dependency(\.assertionFailure) var assertionFailure
  /// guard let row = rows[id] else { assertionFailure("no row \(id)"); return }
  /// ```
  public var assertionFailure: any AssertionFailureEffect {
    FailingAssertion(base: assert)
  }

  /// Checks a condition in debug and release builds: the replacement for `precondition(_:_:)`.
  ///
  /// ```swift
  /// @Dependency(\.precondition) var precondition
  /// precondition(index >= 0, "negative index")
  /// ```
  ///
  /// Live, it is `Swift.precondition` (a crash). In tests a failed condition is reported as an
  /// issue at the caller's line instead.
  public var precondition: any AssertionEffect {
    self[PreconditionKey.self]
  }
}

/// Checks a condition: the value of ``DependencyValues/assert`` and
/// ``DependencyValues/precondition``.
///
/// ```swift
/// struct Logging: AssertionEffect {  // an assertion that only logs
///   func callAsFunction(
///     _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
///     file: StaticString, line: UInt
///   ) {
///     if !condition() { print("\(file):\(line): \(message())") }
///   }
/// }
/// ```
public protocol AssertionEffect: Sendable {
  /// Acts when `condition` is false: crashes (live) or reports `message` at `file` and `line`.
  ///
  /// ```swift
  /// assert(count > 0, "empty", file: #file, line: #line)
  /// ```
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionEffect {
  /// Acts when `condition` is false, at the caller's file and line.
  ///
  /// ```swift
  /// @Dependency(\.assert) var assert
  /// assert(count > 0, "empty")
  /// ```
  @_disfavoredOverload
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    callAsFunction(condition(), message(), file: file, line: line)
  }
}

/// Reports a broken invariant: the value of ``DependencyValues/assertionFailure``.
///
/// ```swift
/// @Dependency(\.assertionFailure) var assertionFailure
/// assertionFailure("unreachable")
/// ```
public protocol AssertionFailureEffect: Sendable {
  /// Crashes (live) or reports `message` at `file` and `line`.
  ///
  /// ```swift
  /// assertionFailure("unreachable", file: #file, line: #line)
  /// ```
  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt)
}

extension AssertionFailureEffect {
  /// Crashes (live) or reports `message`, at the caller's file and line.
  ///
  /// ```swift
  /// @Dependency(\.assertionFailure) var assertionFailure
  /// assertionFailure("unreachable")
  /// ```
  @_disfavoredOverload
  public func callAsFunction(
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    callAsFunction(message(), file: file, line: line)
  }
}

/// `Swift.assert`.
private struct LiveAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    Swift.assert(condition(), message(), file: file, line: line)
  }
}

/// `Swift.precondition`.
private struct LivePrecondition: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    Swift.precondition(condition(), message(), file: file, line: line)
  }
}

/// Reports a failed condition as an issue, so that a test fails and goes on.
private struct ReportingAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    guard !condition() else { return }
    let text = message()
    reportIssue(
      text.isEmpty ? "Assertion failed" : "Assertion failed: \(text)",
      fileID: file, filePath: file, line: line, column: 1)
  }
}

/// An assertion whose condition is always false.
private struct FailingAssertion: AssertionFailureEffect {
  let base: any AssertionEffect

  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
    base(false, message(), file: file, line: line)
  }
}

/// Gives ``DependencyValues/assert`` its values.
enum AssertKey: DependencyKey {
  static let liveValue: any AssertionEffect = LiveAssertion()
  static let testValue: any AssertionEffect = ReportingAssertion()
}

/// Gives ``DependencyValues/precondition`` its values.
enum PreconditionKey: DependencyKey {
  static let liveValue: any AssertionEffect = LivePrecondition()
  static let testValue: any AssertionEffect = ReportingAssertion()
}
