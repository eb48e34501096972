import Dependencies
import Legacy

// MARK: - Step 1: wrap the singleton in a client whose live value calls it

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

// MARK: - Step 2: a test value that reports, a preview value that stores nothing for real

extension UserDefaultsKey {
  static let testValue = UserDefaultsClient.unimplemented
  static let previewValue = UserDefaultsClient.inMemory()
}
