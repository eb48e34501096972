import Dependencies
import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with dependencies overridden
/// and with dependency issues recorded as failures of the test that caused them.
///
/// ```swift
/// @Test(.dependencies { $0.userDefaults = .inMemory() })
/// func savesTheName() { ... }
///
/// @Suite(.dependency(\.logger, .recording()))
/// struct SettingsTests { ... }
/// ```
///
/// The overrides are built anew for each test (and each case of a parameterized test), so a
/// stateful test double belongs to one test even when tests run in parallel.
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  private let update: @Sendable (inout DependencyValues) -> Void

  init(_ update: @escaping @Sendable (inout DependencyValues) -> Void) {
    self.update = update
  }

  /// Applies to every test in a suite, not only to the suite.
  public var isRecursive: Bool { true }

  /// Runs `function` with the overrides in effect and issues going to the running test.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withIssueReporters([.swiftTesting]) {
      try await withDependencies(update) {
        try await function()
      }
    }
  }
}

extension Trait where Self == DependenciesTrait {
  /// Overrides dependencies for a test or a suite: `.dependencies { $0.logger = .recording() }`.
  public static func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> Self {
    DependenciesTrait(update)
  }

  /// Overrides one dependency for a test or a suite: `.dependency(\.context, .preview)`.
  public static func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () -> Value
  ) -> Self {
    DependenciesTrait { $0[keyPath: keyPath] = value() }
  }

  /// Records dependency issues as failures of the test that caused them, overriding nothing.
  public static var dependencies: Self {
    DependenciesTrait { _ in }
  }
}
