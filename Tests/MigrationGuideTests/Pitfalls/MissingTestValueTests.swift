import Dependencies
import DependenciesTestSupport
import Testing

struct FeatureFlags: Sendable {
  var isEnabled: @Sendable (String) -> Bool
}

// snippet: pitfall-missing-test-value
/// No testValue: a test that reads it gets the live value, and fails with "no test implementation".
enum LiveOnlyFlagsKey: DependencyKey {
  static let liveValue = FeatureFlags(isEnabled: { _ in true })
}

/// Fixed: a test value that reports when a test reaches it without saying what it expects.
enum FlagsKey: DependencyKey {
  static let liveValue = FeatureFlags(isEnabled: { _ in true })
  static let testValue = FeatureFlags(isEnabled: unimplemented("FeatureFlags.isEnabled", placeholder: false))
}
// snippet-end

@Suite("Pitfall: a key with no test value", .dependencies)
struct MissingTestValueTests {
  @Test("reading it in a test reports 'no test implementation' and uses the live value")
  func missing() {
    @Dependency(LiveOnlyFlagsKey.self) var flags
    withKnownIssue {
      #expect(flags.isEnabled("new-onboarding"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("has no test implementation") }
    }
  }

  @Test("with a test value, a test overrides what it uses and nothing live runs")
  func overridden() {
    withDependencies {
      $0[FlagsKey.self] = FeatureFlags(isEnabled: { $0 == "new-onboarding" })
    } operation: {
      @Dependency(FlagsKey.self) var flags
      #expect(flags.isEnabled("new-onboarding"))
      #expect(!flags.isEnabled("old-onboarding"))
    }
  }
}
