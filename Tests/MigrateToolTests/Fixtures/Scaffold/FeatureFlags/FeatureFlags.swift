/// A struct singleton in a reassignable `static var`: the bridge reads it on every call, and
/// setters and `mutating` members change a copy and assign it back.
struct FeatureFlags {
  nonisolated(unsafe) static var shared = FeatureFlags()

  var isNewOnboardingEnabled = false
  private var enabled: Set<String> = []

  func isEnabled(_ flag: String) -> Bool { enabled.contains(flag) }
  mutating func enable(_ flag: String) { enabled.insert(flag) }
}
