// Step 1 of MIGRATION.md for `FeatureFlags`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `FeatureFlags.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.featureFlags) var featureFlags
/// ```
struct FeatureFlagsClient: Sendable {
  /// `FeatureFlags.isNewOnboardingEnabled`.
  var isNewOnboardingEnabled: @Sendable () -> Bool
  /// Sets `FeatureFlags.isNewOnboardingEnabled`.
  var setIsNewOnboardingEnabled: @Sendable (_ newValue: Bool) -> Void
  /// `FeatureFlags.isEnabled(_:)`.
  var isEnabled: @Sendable (_ flag: String) -> Bool
  /// `FeatureFlags.enable(_:)`.
  var enable: @Sendable (_ flag: String) -> Void
  /// Replaces `FeatureFlags.shared` with another instance.
  var setShared: @Sendable (_ newValue: FeatureFlags) -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var featureFlags = FeatureFlagsClient.unimplemented
  /// featureFlags.isNewOnboardingEnabled = { false }
  /// ```
  init(
    isNewOnboardingEnabled: @escaping @Sendable () -> Bool,
    setIsNewOnboardingEnabled: @escaping @Sendable (_ newValue: Bool) -> Void,
    isEnabled: @escaping @Sendable (_ flag: String) -> Bool,
    enable: @escaping @Sendable (_ flag: String) -> Void,
    setShared: @escaping @Sendable (_ newValue: FeatureFlags) -> Void
  ) {
    self.isNewOnboardingEnabled = isNewOnboardingEnabled
    self.setIsNewOnboardingEnabled = setIsNewOnboardingEnabled
    self.isEnabled = isEnabled
    self.enable = enable
    self.setShared = setShared
  }
}

extension FeatureFlagsClient {
  /// The live value while the migration is at step 1: a client that reads `FeatureFlags.shared`
  /// anew on every call, through `flags`, since it can be reassigned, and reassigns it through
  /// `replace`.
  ///
  /// ```swift
  /// static let liveValue = FeatureFlagsClient.bridging(
  ///   to: { FeatureFlags.shared }, replace: { FeatureFlags.shared = $0 })
  /// ```
  static func bridging(
    to flags: @escaping @Sendable () -> FeatureFlags,
    replace: @escaping @Sendable (FeatureFlags) -> Void
  ) -> Self {
    // Setters and 'mutating' endpoints change a copy and assign it back: not atomic, so two at once
    // can lose a change, as two legacy callers can.
    return Self(
      isNewOnboardingEnabled: { flags().isNewOnboardingEnabled },
      setIsNewOnboardingEnabled: {
        var value = flags()
        value.isNewOnboardingEnabled = $0
        replace(value)
      },
      isEnabled: { flags().isEnabled($0) },
      enable: {
        var value = flags()
        value.enable($0)
        replace(value)
      },
      setShared: { replace($0) }
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
    setIsNewOnboardingEnabled: Dependencies.unimplemented(
      "FeatureFlagsClient.setIsNewOnboardingEnabled"),
    isEnabled: Dependencies.unimplemented("FeatureFlagsClient.isEnabled", placeholder: false),
    enable: Dependencies.unimplemented("FeatureFlagsClient.enable"),
    setShared: Dependencies.unimplemented("FeatureFlagsClient.setShared")
  )
}

/// Registers ``FeatureFlagsClient`` as a dependency: its live value forwards to
/// `FeatureFlags.shared`, its test value reports every call.
private enum FeatureFlagsKey: DependencyKey {
  static let liveValue = FeatureFlagsClient.bridging(
    to: { FeatureFlags.shared }, replace: { FeatureFlags.shared = $0 })
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
