import Dependencies

/// Code written against the scaffolded client: what a caller of `FeatureFlags.shared` becomes.
struct FeatureFlagsCaller {
  @Dependency(\.featureFlags) var featureFlags

  func enableBeta() -> Bool {
    featureFlags.enable("beta")
    featureFlags.setIsNewOnboardingEnabled(true)
    return featureFlags.isEnabled("beta")
  }
}
