/// What `DependenciesTestSupport` does for this library in a test process. Not for direct use:
/// `DependenciesTestSupport` conforms one type to it, which this library finds at run time.
///
/// Why at run time: `Dependencies` is linked into apps' release builds, so it must not link XCTest
/// or Testing (swift-dependencies' issue #111 is what happens when a library does). Test targets
/// link `DependenciesTestSupport`, which may. This library looks its conforming type up by its
/// mangled name in the Swift runtime's type metadata, which every image carries, on Linux and
/// Apple platforms alike. (A C function found with `dlsym` would need the test executable to
/// export its symbols dynamically, which SwiftPM does not do on Linux without an unsafe flag.)
/// In an app the type is not there: issues go to standard error and there is one cache of
/// default values.
public protocol _DependenciesTestSupportHooks: Sendable {
  /// Records an issue in the running test (Swift Testing or XCTest); false if no test runs.
  static func recordIssue(_ message: String, at location: IssueLocation) -> Bool
  /// A number naming the running test (an XCTest method, or a Swift Testing test), never
  /// reused; 0 if no test runs.
  static func currentTest() -> UInt
}

/// The hooks of this process, if `DependenciesTestSupport` is linked.
enum TestSupportHooks {
  /// The mangled name of `DependenciesTestSupport.TestSupportBridge`; a test in
  /// DependenciesTestSupportTests checks that it still names that type.
  static let bridgeTypeName = "23DependenciesTestSupport0bC6BridgeO"

  /// The hooks, looked up once. Asking for the current test once here lets the test support
  /// start watching XCTest as early as this library is used.
  /// In a test process without `DependenciesTestSupport`, the test frameworks found at run time
  /// (``TestFrameworkHooks``).
  static let process: (any _DependenciesTestSupportHooks.Type)? = {
    guard let hooks = _typeByName(bridgeTypeName) as? any _DependenciesTestSupportHooks.Type
    else { return isTesting ? TestFrameworkHooks.self : nil }
    _ = hooks.currentTest()
    return hooks
  }()

  /// Records `message` in the running test; false when there is none.
  static func record(_ message: String, at location: IssueLocation) -> Bool {
    process?.recordIssue(message, at: location) ?? false
  }
}
