extension DefaultValueCache {
  /// How a scope holds the cache its reads use.
  ///
  /// The process's cache and the tests' live as long as the process, and are held plainly. A
  /// fresh root's cache lives as long as its ``Lifetime`` does: the root's scope and what is
  /// built in it (an object that captured the scope) hold that; a default value the cache builds
  /// holds it weakly (see ``weakened()``), since a cache that kept its own values' captures alive
  /// would never be freed. A read whose cache is gone uses the running test's or the process's.
  struct Reference: Sendable {
    /// The cache, while this reference keeps it alive. Held directly, not reached through the
    /// lifetime, so that a read retains the cache, which no weak reference points at, on the
    /// runtime's fast path.
    private let held: DefaultValueCache?
    /// What keeps a fresh root's cache alive.
    private let lifetime: Lifetime?
    /// A fresh root's lifetime, for a value its cache built. In an object of its own, so that
    /// copying a reference copies no weak reference.
    private let weakLifetime: WeakLifetime?

    private init(held: DefaultValueCache?, lifetime: Lifetime?, weakLifetime: WeakLifetime?) {
      self.held = held
      self.lifetime = lifetime
      self.weakLifetime = weakLifetime
    }

    /// What keeps a fresh root's cache alive, held by the root and by what is built in it.
    private final class Lifetime: Sendable {
      let cache: DefaultValueCache
      init(cache: DefaultValueCache) { self.cache = cache }
    }

    // @unchecked Sendable: `lifetime` is only written by `init`; a weak reference must be a var.
    private final class WeakLifetime: @unchecked Sendable {
      weak var lifetime: Lifetime?
      init(_ lifetime: Lifetime) { self.lifetime = lifetime }
    }

    /// No cache: reads use the running test's or the process's.
    static let none = Reference(held: nil, lifetime: nil, weakLifetime: nil)

    /// A new cache, for a fresh root.
    static func fresh() -> Reference {
      let cache = DefaultValueCache()
      return Reference(held: cache, lifetime: Lifetime(cache: cache), weakLifetime: nil)
    }

    /// A cache that lives as long as the process: its own, or a test's.
    static func immortal(_ cache: DefaultValueCache) -> Reference {
      Reference(held: cache, lifetime: nil, weakLifetime: nil)
    }

    /// The cache, if there is one and it is alive.
    var cache: DefaultValueCache? { held ?? weakLifetime?.lifetime?.cache }

    /// Whether no cache was set (a weakly held one that is gone still counts as set).
    var isNone: Bool { held == nil && weakLifetime == nil }

    /// This reference, for what its cache builds: one that does not keep a fresh root's cache
    /// alive.
    func weakened() -> Reference {
      guard let lifetime else { return self }
      return Reference(held: nil, lifetime: nil, weakLifetime: WeakLifetime(lifetime))
    }
  }
}
