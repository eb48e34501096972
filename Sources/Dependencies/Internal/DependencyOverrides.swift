/// What a `withDependencies` scope sets: a few values, looked up by their key's type, with the
/// context and the cache of default values its reads use, if it sets them.
///
/// Empty (the common case outside tests) it holds no object at all, so copying it costs nothing.
/// A scope overrides a handful of keys, so a linear scan comparing type identities beats hashing;
/// setting a key replaces its entry, so the last write wins. The storage is never changed once
/// made: a change makes a new one, so a scope that captured it keeps what it captured.
@usableFromInline
struct DependencyOverrides: Sendable {
  /// A `let`, so that a read may borrow it: a change replaces the whole value.
  private let storage: Storage?

  init() { storage = nil }

  private init(_ storage: Storage?) { self.storage = storage }

  private final class Storage: Sendable {
    let entries: [Entry]
    let context: DependencyContext?
    let cache: DefaultValueCache.Reference
    /// Whether a task-local binds this storage (see ``CurrentScope``): counted while alive.
    let isBinding: Bool

    init(
      entries: [Entry], context: DependencyContext?, cache: DefaultValueCache.Reference,
      isBinding: Bool = false
    ) {
      self.entries = entries
      self.context = context
      self.cache = cache
      self.isBinding = isBinding
      if isBinding { LiveBindings.add(1) }
    }

    deinit { if isBinding { LiveBindings.add(-1) } }
  }

  /// One overridden key and its value's box.
  struct Entry: Sendable {
    let key: ObjectIdentifier
    let box: AnyDependencyBox
  }

  /// These overrides in a storage of their own that counts itself as a binding while alive,
  /// for a task-local to hold (see ``CurrentScope``).
  func binding() -> DependencyOverrides {
    guard let storage else { return self }
    return DependencyOverrides(
      Storage(
        entries: storage.entries, context: storage.context, cache: storage.cache, isBinding: true))
  }

  /// These overrides, in a storage that is not a binding's: what outlives a read keeps this.
  func kept() -> DependencyOverrides {
    guard let storage, storage.isBinding else { return self }
    return DependencyOverrides(
      Storage(entries: storage.entries, context: storage.context, cache: storage.cache))
  }

  /// Whether this scope sets nothing: no value, no context, no cache.
  var isEmpty: Bool { storage == nil }

  /// The values set, in the order they were first set.
  var entries: [Entry] { storage?.entries ?? [] }

  /// A context set with `$0.context = ...` in this scope, if any.
  var context: DependencyContext? {
    get { storage?.context }
    set { rebuild(entries: entries, context: newValue, cache: cacheReference) }
  }

  /// The cache of default values of the fresh root this scope is in, if any.
  var cache: DefaultValueCache? { storage?.cache.cache }

  /// How this scope holds its cache (see ``DefaultValueCache/Reference``).
  var cacheReference: DefaultValueCache.Reference {
    get { storage?.cache ?? .none }
    set { rebuild(entries: entries, context: context, cache: newValue) }
  }

  /// The box stored for `key`, if this scope overrides it.
  func box(for key: ObjectIdentifier) -> AnyDependencyBox? {
    guard let storage else { return nil }
    for entry in storage.entries where entry.key == key { return entry.box }
    return nil
  }

  /// Sets `box` as the value of `key`, replacing any value set before.
  @usableFromInline
  mutating func set(_ box: AnyDependencyBox, for key: ObjectIdentifier) {
    rebuild(
      entries: Self.entries(entries, setting: [Entry(key: key, box: box)]), context: context,
      cache: cacheReference)
  }

  /// Applies `other` on top of `self`: where both set a key, `other` wins. The cache stays
  /// `self`'s, unless `self` has none.
  mutating func merge(_ other: DependencyOverrides) {
    guard let theirs = other.storage else { return }
    let cache = cacheReference.isNone ? theirs.cache : cacheReference
    rebuild(
      entries: Self.entries(entries, setting: theirs.entries),
      context: theirs.context ?? context, cache: cache)
  }

  /// `entries` with each of `changes` replacing the entry of its key, or added after them.
  private static func entries(_ entries: [Entry], setting changes: [Entry]) -> [Entry] {
    var entries = entries
    for change in changes {
      if let index = entries.firstIndex(where: { $0.key == change.key }) {
        entries[index] = change
      } else {
        entries.append(change)
      }
    }
    return entries
  }

  private mutating func rebuild(
    entries: [Entry], context: DependencyContext?, cache: DefaultValueCache.Reference
  ) {
    guard !entries.isEmpty || context != nil || !cache.isNone else {
      self = DependencyOverrides()
      return
    }
    self = DependencyOverrides(Storage(entries: entries, context: context, cache: cache))
  }
}
