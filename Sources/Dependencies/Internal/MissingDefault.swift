/// Which value a default stands in for, if the key lacks the one its context asks for; every read
/// of such a default reports it.
enum MissingDefault: UInt8, Sendable {
  case none
  /// A `DependencyKey` with no `testValue`, read in a test: its live value is used.
  case testValue
  /// A `TestDependencyKey` with no `liveValue`, read live: its test value is used.
  case liveValue

  /// Reports a read of `key`'s default at `site` (through `property`, if a `@Dependency` read it)
  /// that stands in for this missing value: what happened, and how to fix it.
  func report(key: Any.Type, property: DependencyPropertySite?, site: DependencyReadSite) {
    let name = site.dependencyName(key: key, property: property)
    let override = site.overrideExample(key: key, property: property)
    let keyName = typeName(key)
    let message: String
    switch self {
    case .none:
      return
    case .testValue:
      message = """
        \(name) has no test implementation, but was read in a test, so the test used its live \
        value. Override it in the test (`withDependencies { \(override) }`, or the \
        `.dependencies { \(override) }` trait), or give \(keyName) a `testValue`.
        """
    case .liveValue:
      message = """
        \(name) has no live implementation, but was read in a live context, so its test value \
        is used. Conform \(keyName) to DependencyKey and give it a `liveValue`, or override it \
        with `withDependencies { \(override) }` (at the app's entry point: \
        `prepareDependencies`).
        """
    }
    reportIssue(message, at: site.location(property: property))
  }
}
