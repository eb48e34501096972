import Foundation

/// Which of a dependency's default values is used: ``live``, ``preview`` or ``test``.
///
/// The context is detected once per process (see ``DependencyValues/context``) and can be
/// overridden in a scope:
///
/// ```swift
/// withDependencies { $0.context = .preview } operation: { PreviewModel() }
/// ```
public enum DependencyContext: String, Sendable, CaseIterable {
  /// The app runs for real: keys give their `liveValue`.
  case live
  /// An Xcode preview: keys give their `previewValue`.
  case preview
  /// A test process: keys give their `testValue`.
  case test
}

extension DependencyContext {
  /// The context of this process, detected once.
  static let process = DependencyContext.detect(
    environment: ProcessInfo.processInfo.environment,
    arguments: ProcessInfo.processInfo.arguments
  )

  /// Detects the context: `SWIFT_DEPENDENCIES_CONTEXT` wins, then `XCODE_RUNNING_FOR_PREVIEWS=1`,
  /// then the marks an XCTest, Swift Testing or Bazel test process carries, on Linux and Apple
  /// platforms.
  static func detect(environment: [String: String], arguments: [String]) -> DependencyContext {
    if let name = environment["SWIFT_DEPENDENCIES_CONTEXT"] {
      if let context = DependencyContext(rawValue: name) { return context }
      reportIssue(
        """
        SWIFT_DEPENDENCIES_CONTEXT is "\(name)", which is not a context. \
        Use live, preview or test; the context is detected as if it were unset.
        """
      )
    }
    if environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { return .preview }
    return isTestProcess(environment: environment, arguments: arguments) ? .test : .live
  }

  /// Whether a process with `environment` and `arguments` runs tests (see ``isTesting``).
  static func isTestProcess(environment: [String: String], arguments: [String]) -> Bool {
    let testVariables = [
      "XCTestBundlePath", "XCTestBundleInjectPath", "XCTestConfigurationFilePath",
      "XCTestSessionIdentifier", "BAZEL_TEST",
    ]
    if testVariables.contains(where: { environment[$0] != nil }) { return true }
    return arguments.contains { argument in
      // `swift test` runs `<Package>PackageTests.xctest` (Linux: an executable; Apple: a bundle
      // loaded by `xctest` or `swiftpm-testing-helper`), passing `--testing-library` to choose
      // between XCTest and Swift Testing.
      let name = argument.split(separator: "/").last.map(String.init) ?? argument
      return argument == "--testing-library"
        || name == "xctest" || name == "swiftpm-testing-helper"
        || name.hasSuffix(".xctest")
    }
  }
}
