/// A struct singleton: the bridge holds a copy, so `mutating` members and setters are left out.
/// `shared` is a `var` that nothing assigns after launch, so Swift 6 code may read it.
struct FeatureFlags {
  nonisolated(unsafe) static var shared = FeatureFlags()

  var isNewOnboardingEnabled = false
  private var enabled: Set<String> = []

  func isEnabled(_ flag: String) -> Bool { enabled.contains(flag) }
  mutating func enable(_ flag: String) { enabled.insert(flag) }
}
