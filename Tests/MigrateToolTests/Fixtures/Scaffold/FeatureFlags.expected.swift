// Step 1 of MIGRATION.md for `FeatureFlags`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `FeatureFlags.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.featureFlags) var featureFlags
/// ```
struct FeatureFlagsClient: Sendable {
  // TODO: 'isNewOnboardingEnabled' has no setter endpoint: the bridge holds a copy of the
  // singleton, so a setter would change the copy.
  // TODO: 'enable(_:)' is left out: it is 'mutating', and the bridge holds a copy of the singleton.
  /// `FeatureFlags.isNewOnboardingEnabled`.
  var isNewOnboardingEnabled: @Sendable () -> Bool
  /// `FeatureFlags.isEnabled(_:)`.
  var isEnabled: @Sendable (_ flag: String) -> Bool

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var featureFlags = FeatureFlagsClient.unimplemented
  /// featureFlags.isNewOnboardingEnabled = { false }
  /// ```
  init(
    isNewOnboardingEnabled: @escaping @Sendable () -> Bool,
    isEnabled: @escaping @Sendable (_ flag: String) -> Bool
  ) {
    self.isNewOnboardingEnabled = isNewOnboardingEnabled
    self.isEnabled = isEnabled
  }
}

extension FeatureFlagsClient {
  /// A client that forwards every call to `flags`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.featureFlags)` first.
  ///
  /// ```swift
  /// static let liveValue = FeatureFlagsClient.bridging(to: FeatureFlags.shared)
  /// ```
  static func bridging(to flags: FeatureFlags) -> Self {
    return Self(
      isNewOnboardingEnabled: { flags.isNewOnboardingEnabled },
      isEnabled: { flags.isEnabled($0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.featureFlags = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    isNewOnboardingEnabled: Dependencies.unimplemented(
      "FeatureFlagsClient.isNewOnboardingEnabled", placeholder: false),
    isEnabled: Dependencies.unimplemented("FeatureFlagsClient.isEnabled", placeholder: false)
  )
}

/// Registers ``FeatureFlagsClient`` as a dependency: its live value forwards to
/// `FeatureFlags.shared`, its test value reports every call.
private enum FeatureFlagsKey: DependencyKey {
  static let liveValue = FeatureFlagsClient.bridging(to: FeatureFlags.shared)
  static let testValue = FeatureFlagsClient.unimplemented
}

extension DependencyValues {
  /// `FeatureFlags.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.featureFlags) var featureFlags
  /// ```
  var featureFlags: FeatureFlagsClient {
    get { self[FeatureFlagsKey.self] }
    set { self[FeatureFlagsKey.self] = newValue }
  }
}
