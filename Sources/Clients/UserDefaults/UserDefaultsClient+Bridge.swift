import ExampleLegacy

extension UserDefaultsClient {
  // snippet: step1-bridge
  /// A client that forwards every call to a legacy `UserDefaultsManager`: the live value while the
  /// migration is at step 1, so that callers can move to `@Dependency(\.userDefaults)` before the
  /// manager goes away.
  ///
  /// ```swift
  /// static let liveValue = UserDefaultsClient.bridging(to: UserDefaultsManager.shared)
  /// ```
  ///
  /// Tests pass a manager over a `UserDefaults` suite of their own.
  public static func bridging(to manager: UserDefaultsManager) -> Self {
    // The manager predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): safe, the manager only forwards to UserDefaults, which is thread-safe.
    nonisolated(unsafe) let manager = manager
    return Self(
      string: { manager.loadString(forKey: $0) },
      setString: { manager.save($0, forKey: $1) },
      // snippet-end
      bool: { manager.loadBool(forKey: $0) },
      setBool: { manager.save($0, forKey: $1) },
      integer: { manager.loadInt(forKey: $0) },
      setInteger: { manager.save($0, forKey: $1) },
      double: { manager.loadDouble(forKey: $0) },
      setDouble: { manager.save($0, forKey: $1) },
      data: { manager.loadData(forKey: $0) },
      setData: { manager.save($0, forKey: $1) },
      date: { manager.loadDate(forKey: $0) },
      setDate: { manager.save($0, forKey: $1) },
      stringArray: { manager.loadStringArray(forKey: $0) },
      setStringArray: { manager.save($0, forKey: $1) },
      remove: { manager.remove(forKey: $0) }
    )
  }
}
