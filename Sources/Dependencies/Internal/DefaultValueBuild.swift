/// A default value being built, for the duration of the (synchronous) call that builds it.
///
/// Builds nest when one key's default reads another dependency; the chain of builds on this call
/// stack lets a cycle be named instead of deadlocking, and lets ``DependencyKey``'s fallback
/// `testValue` mark the value it returns as "no test implementation".
// @unchecked: `isMissingTestValue` is only touched by the thread running the synchronous build,
// before the build publishes its result under the cache's lock.
final class DefaultValueBuild: @unchecked Sendable {
  @TaskLocal static var current: DefaultValueBuild?

  let cacheKey: DefaultValueKey
  let keyName: String
  let parent: DefaultValueBuild?
  var isMissingTestValue = false

  init(cacheKey: DefaultValueKey, keyName: String, parent: DefaultValueBuild?) {
    self.cacheKey = cacheKey
    self.keyName = keyName
    self.parent = parent
  }

  /// Marks the value being built as the live value standing in for a missing test value.
  static func noteMissingTestValue() {
    current?.isMissingTestValue = true
  }

  /// The names of the keys on the chain from the outermost build to this one, if `cacheKey` is on
  /// it (a cycle), else nil.
  func cycle(reaching cacheKey: DefaultValueKey) -> [String]? {
    var names: [String] = []
    var build: DefaultValueBuild? = self
    var found = false
    while let current = build {
      names.append(current.keyName)
      if current.cacheKey == cacheKey { found = true }
      build = current.parent
    }
    return found ? names.reversed() : nil
  }
}

/// Identifies one default value: a key in a context.
struct DefaultValueKey: Hashable, Sendable {
  let key: ObjectIdentifier
  let context: DependencyContext
}
