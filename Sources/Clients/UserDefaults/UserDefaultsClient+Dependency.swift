import Dependencies
import ExampleLegacy

// MARK: - Step 1: wrap the singleton in a client whose live value calls it

// snippet: step1-key
/// Registers ``UserDefaultsClient`` as a dependency. Its live value still calls the legacy
/// singleton: code can move to `@Dependency(\.userDefaults)` while `UserDefaultsManager.shared`
/// lives on.
private enum UserDefaultsKey: DependencyKey {
  static let liveValue = UserDefaultsClient.bridging(to: UserDefaultsManager.shared)
}

extension DependencyValues {
  /// The user's stored preferences.
  ///
  /// ```swift
  /// @Dependency(\.userDefaults) var userDefaults
  /// ```
  public var userDefaults: UserDefaultsClient {
    get { self[UserDefaultsKey.self] }
    set { self[UserDefaultsKey.self] = newValue }
  }
}
// snippet-end

// MARK: - Step 2: a test value that reports, a preview value that stores nothing for real

// snippet: step2-test-and-preview-values
extension UserDefaultsKey {
  static let testValue = UserDefaultsClient.unimplemented
  static let previewValue = UserDefaultsClient.inMemory()
}
// snippet-end
