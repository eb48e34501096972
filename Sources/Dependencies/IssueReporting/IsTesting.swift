import Foundation

/// Whether this process runs tests (XCTest or Swift Testing, on Linux and Apple platforms, or a
/// Bazel test), detected once, as the `test` context is: swift-issue-reporting's `isTesting`, for
/// code that must behave differently under test.
///
/// ```swift
/// if !isTesting {
///   analytics.startSession()
/// }
/// ```
///
/// Unlike ``DependencyValues/context``, `SWIFT_DEPENDENCIES_CONTEXT` does not change it.
public let isTesting = DependencyContext.isTestProcess(
  environment: ProcessInfo.processInfo.environment,
  arguments: ProcessInfo.processInfo.arguments)
