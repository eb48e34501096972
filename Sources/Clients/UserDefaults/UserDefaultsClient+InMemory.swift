import Dependencies

extension UserDefaultsClient {
  /// A client over a dictionary that belongs to this client alone: what a test or preview uses
  /// instead of the real `UserDefaults`, so parallel tests never see each other's values.
  ///
  /// ```swift
  /// @Test(.dependencies { $0.userDefaults = .inMemory(["userName": "Blob"]) })
  /// func loadsTheName() {
  ///   #expect(SettingsModel().userName == "Blob")
  /// }
  /// ```
  ///
  /// Every copy of the returned client shares its store (it is a reference, behind a lock); call
  /// `inMemory()` again for a new, empty one. Unlike `UserDefaults`, a value reads back only as
  /// the type it was stored as: an integer stored under a key reads as `nil` from ``string``.
  /// Keys compare as Swift strings, so canonically equivalent keys (`"é"`, `"e\u{301}"`) are one.
  public static func inMemory(_ initialValues: [String: UserDefaultsValue] = [:]) -> Self {
    // snippet: step3-lock
    let store = LockIsolated(initialValues)
    @Sendable func value(_ key: String) -> UserDefaultsValue? {
      store.withValue { $0[key] }
    }
    @Sendable func set(_ value: UserDefaultsValue, _ key: String) {
      store.withValue { $0[key] = value }
    }
    // snippet-end
    return Self(
      string: { value($0)?.stringValue },
      setString: { set(.string($0), $1) },
      bool: { value($0)?.boolValue ?? false },
      setBool: { set(.bool($0), $1) },
      integer: { value($0)?.integerValue ?? 0 },
      setInteger: { set(.integer($0), $1) },
      double: { value($0)?.doubleValue ?? 0 },
      setDouble: { set(.double($0), $1) },
      data: { value($0)?.dataValue },
      setData: { set(.data($0), $1) },
      date: { value($0)?.dateValue },
      setDate: { set(.date($0), $1) },
      stringArray: { value($0)?.stringArrayValue },
      setStringArray: { set(.stringArray($0), $1) },
      remove: { key in store.withValue { $0[key] = nil } }
    )
  }
}
