/// A default value being built, for the duration of the (synchronous) call that builds it.
///
/// Builds nest when one key's default reads another dependency; the chain of builds on this call
/// stack lets a cycle be named instead of deadlocking, and lets ``DependencyKey``'s fallback
/// `testValue` mark the value it returns as "no test implementation".
// @unchecked Sendable: `missing` is only touched by the thread running the synchronous build,
// before the build publishes its result under the cache's lock.
final class DefaultValueBuild: @unchecked Sendable {
  @TaskLocal static var current: DefaultValueBuild?

  private let key: ObjectIdentifier
  private let cache: ObjectIdentifier
  private let context: DependencyContext
  private let keyName: String
  private let parent: DefaultValueBuild?
  private(set) var missing = MissingDefault.none

  init(
    key: ObjectIdentifier, cache: DefaultValueCache, context: DependencyContext, keyName: String,
    parent: DefaultValueBuild?
  ) {
    self.key = key
    self.cache = ObjectIdentifier(cache)
    self.context = context
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

  /// The names of the keys on the chain from the outermost build to this one, if the default of
  /// `key` in `cache` and `context` is on it (a cycle), else nil.
  func cycle(
    reaching key: ObjectIdentifier, in cache: DefaultValueCache, _ context: DependencyContext
  ) -> [String]? {
    var names: [String] = []
    var build: DefaultValueBuild? = self
    var found = false
    while let current = build {
      names.append(current.keyName)
      if current.key == key && current.cache == ObjectIdentifier(cache)
        && current.context == context
      {
        found = true
      }
      build = current.parent
    }
    return found ? names.reversed() : nil
  }

  /// Stops the process on a cycle between defaults, naming the keys on it.
  static func stopOnCycle(_ chain: [String]) -> Never {
    fatalError(
      """
      Dependency cycle: building the default value of \(chain.joined(separator: " -> ")). \
      Break the cycle by reading one of these dependencies when an endpoint is called, \
      not while the value is being built.
      """
    )
  }
}
