/// A key for a dependency that only has test (and preview) values, such as an interface declared in
/// a module that cannot see its live implementation.
///
/// Most dependencies conform to ``DependencyKey`` instead, which adds a live value.
///
/// ```swift
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient(fetch: unimplemented("APIClient.fetch", placeholder: Data()))
/// }
/// ```
public protocol TestDependencyKey {
  /// The type of the dependency's value. Defaults to the key itself.
  associatedtype Value: Sendable = Self

  /// The value used when a test reads the dependency and no override is in scope.
  static var testValue: Value { get }

  /// The value used in previews (Xcode canvas). Defaults to ``testValue``.
  static var previewValue: Value { get }

  /// Whether a test that reads this key's default, with no `testValue` declared, reports
  /// "no test implementation". Defaults to true; a key whose live value is harmless in tests
  /// can say false:
  ///
  /// ```swift
  /// static let shouldReportUnimplemented = false
  /// ```
  static var shouldReportUnimplemented: Bool { get }
}

/// A key for a dependency that has a live value, used when the app runs.
///
/// Register a client by conforming a key to `DependencyKey` and adding an accessor to
/// ``DependencyValues``:
///
/// ```swift
/// private enum LoggerKey: DependencyKey {
///   static let liveValue = LoggerClient.live
///   static let testValue = LoggerClient.unimplemented
/// }
///
/// extension DependencyValues {
///   var logger: LoggerClient {
///     get { self[LoggerKey.self] }
///     set { self[LoggerKey.self] = newValue }
///   }
/// }
/// ```
///
/// A key that gives no `testValue` falls back to its live value in tests, and reports
/// "no test implementation" each time a test reads it, so that a test can never silently talk to
/// the real world.
public protocol DependencyKey: TestDependencyKey {
  /// The value used when the app runs (the `live` context).
  static var liveValue: Value { get }

  // The associated type and the requirements of TestDependencyKey are repeated here because the
  // compiler otherwise fails to infer `Value` from `static let liveValue = ...` (swiftlang/swift
  // issue 61077), as swift-dependencies also works around.
  associatedtype Value = Self
  static var previewValue: Value { get }
  static var testValue: Value { get }
}

extension TestDependencyKey {
  /// The preview value of a key with no live value: its test value.
  public static var previewValue: Value { testValue }

  /// Reports a missing test value (see ``TestDependencyKey/shouldReportUnimplemented``).
  public static var shouldReportUnimplemented: Bool { true }
}

extension DependencyKey {
  /// The preview value of a key with a live value: its live value.
  public static var previewValue: Value { liveValue }

  /// The test value of a key that declares none: the live value, and the read is reported as
  /// "no test implementation" (see ``DependencyKey``).
  public static var testValue: Value {
    if shouldReportUnimplemented { DefaultValueBuild.noteMissingTestValue() }
    return liveValue
  }
}
