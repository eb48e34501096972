import Dependencies

extension UserDefaultsClient {
  /// A client whose every endpoint reports an issue when called (failing the test that called
  /// it, under the `.dependencies` trait) and returns nothing: the test value, so that a test
  /// must say which endpoints it expects to be used.
  ///
  /// ```swift
  /// var defaults = UserDefaultsClient.unimplemented
  /// defaults.string = { _ in "Blob" }  // everything else still reports
  /// ```
  public static let unimplemented = Self(
    string: Dependencies.unimplemented("UserDefaultsClient.string", placeholder: nil),
    setString: Dependencies.unimplemented("UserDefaultsClient.setString"),
    bool: Dependencies.unimplemented("UserDefaultsClient.bool", placeholder: false),
    setBool: Dependencies.unimplemented("UserDefaultsClient.setBool"),
    integer: Dependencies.unimplemented("UserDefaultsClient.integer", placeholder: 0),
    setInteger: Dependencies.unimplemented("UserDefaultsClient.setInteger"),
    double: Dependencies.unimplemented("UserDefaultsClient.double", placeholder: 0),
    setDouble: Dependencies.unimplemented("UserDefaultsClient.setDouble"),
    data: Dependencies.unimplemented("UserDefaultsClient.data", placeholder: nil),
    setData: Dependencies.unimplemented("UserDefaultsClient.setData"),
    date: Dependencies.unimplemented("UserDefaultsClient.date", placeholder: nil),
    setDate: Dependencies.unimplemented("UserDefaultsClient.setDate"),
    stringArray: Dependencies.unimplemented("UserDefaultsClient.stringArray", placeholder: nil),
    setStringArray: Dependencies.unimplemented("UserDefaultsClient.setStringArray"),
    remove: Dependencies.unimplemented("UserDefaultsClient.remove")
  )
}
