extension DependencyValues {
  /// Values whose keys give their live values.
  ///
  /// ```swift
  /// withDependencies { $0 = .live } operation: { Model() }
  /// ```
  public static var live: Self {
    var values = DependencyValues()
    values.context = .live
    return values
  }

  /// Values whose keys give their test values.
  ///
  /// ```swift
  /// withDependencies { $0 = .test } operation: { Model() }
  /// ```
  public static var test: Self {
    var values = DependencyValues()
    values.context = .test
    return values
  }

  /// Values whose keys give their preview values.
  ///
  /// ```swift
  /// withDependencies { $0 = .preview } operation: { Model() }
  /// ```
  public static var preview: Self {
    var values = DependencyValues()
    values.context = .preview
    return values
  }
}
