/// A default value being built, for the duration of the (synchronous) call that builds it.
///
/// Builds nest when one key's default reads another dependency; the chain of builds on this call
/// stack lets a cycle be named instead of deadlocking, and lets ``DependencyKey``'s fallback
/// `testValue` mark the value it returns as "no test implementation".
// @unchecked: `missing` is only touched by the thread running the synchronous build,
// before the build publishes its result under the cache's lock.
final class DefaultValueBuild: @unchecked Sendable {
  @TaskLocal static var current: DefaultValueBuild?

  let cacheKey: DefaultValueKey
  let keyName: String
  let parent: DefaultValueBuild?
  var missing = MissingDefault.none

  init(cacheKey: DefaultValueKey, keyName: String, parent: DefaultValueBuild?) {
    self.cacheKey = cacheKey
    self.keyName = keyName
    self.parent = parent
  }

  /// Marks the value being built as the live value standing in for a missing test value.
  static func noteMissingTestValue() {
    current?.missing = .testValue
  }

  /// Marks the value being built as the test value standing in for a missing live value.
  static func noteMissingLiveValue() {
    current?.missing = .liveValue
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

/// Identifies one default value: a key in a context, in one cache.
struct DefaultValueKey: Hashable, Sendable {
  let key: ObjectIdentifier
  let context: DependencyContext
  let cache: UInt
}

/// Which value a default stands in for, if the key lacks the one its context asks for; every read
/// of such a default reports it.
@usableFromInline
enum MissingDefault: UInt8, Sendable {
  case none
  /// A `DependencyKey` with no `testValue`, read in a test: its live value is used.
  case testValue
  /// A `TestDependencyKey` with no `liveValue`, read live: its test value is used.
  case liveValue
}
