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
/// Each test, and each case of a parameterized test, starts from a fresh root
/// (`$0 = DependencyValues()`): the overrides are built anew and default values are cached anew,
/// so a stateful test double belongs to one test even when tests run in parallel. A suite's
/// traits apply first, then the test's, in the one root.
///
/// Issues fail the test that raised it with or without this trait, once the test target links
/// `DependenciesTestSupport`.
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  /// Set inside the fresh root of the running test case, so that the suite's and the test's
  /// traits share it.
  @TaskLocal private static var isInTestCaseRoot = false

  private let update: @Sendable (inout DependencyValues) async throws -> Void

  init(_ update: @escaping @Sendable (inout DependencyValues) async throws -> Void) {
    self.update = update
  }

  /// Applies to every test in a suite, not only to the suite.
  public var isRecursive: Bool { true }

  /// Runs `function` with the overrides in effect, in a fresh root for each test case.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil, !Self.isInTestCaseRoot else {
      return try await withDependencies(update) { try await function() }
    }
    try await withDependencies {
      $0 = DependencyValues()
      try await update(&$0)
    } operation: {
      try await Self.$isInTestCaseRoot.withValue(true) { try await function() }
    }
  }
}

extension Trait where Self == DependenciesTrait {
  /// Overrides dependencies for a test or a suite: `.dependencies { $0.logger = .recording() }`.
  ///
  /// The closure may throw and await (`$0.database = try await .temporary()`): an error thrown
  /// there fails the test, which does not run.
  public static func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) -> Self {
    DependenciesTrait(update)
  }

  /// Overrides one dependency for a test or a suite: `.dependency(\.context, .preview)`.
  ///
  /// The value need not be `Sendable`: it is built anew for each test case, in its scope.
  public static func dependency<Value>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    DependenciesTrait { $0[keyPath: keyPath] = try value() }
  }

  /// Overrides the dependency whose key is the value's own type: `.dependency(APIClient.mock)`.
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self where Value == Value.Value {
    DependenciesTrait { $0[Value.self] = try value() }
  }

  /// Starts each test case from a fresh root, overriding nothing.
  public static var dependencies: Self {
    DependenciesTrait { _ in }
  }
}
