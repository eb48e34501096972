/// The values set in a `withDependencies` scope: a few entries, looked up by the key's type.
///
/// Empty (the common case outside tests) it holds no object at all, so copying it costs nothing.
/// A scope that starts a fresh root (`$0 = DependencyValues()`, the test trait) also carries the
/// cache of default values its reads use.
/// A scope overrides a handful of keys, so a linear scan comparing type identities beats hashing;
/// setting a key replaces its entry, so the last write wins.
@usableFromInline
struct DependencyOverrides: Sendable {
  @usableFromInline var storage: Storage?

  @usableFromInline init() {}

  /// Immutable once built; a change builds a new one, so a scope never sees another's writes.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let entries: [Entry]
    @usableFromInline let context: DependencyContext?
    @usableFromInline let cache: DefaultValueCache?

    @usableFromInline
    init(entries: [Entry], context: DependencyContext?, cache: DefaultValueCache?) {
      self.entries = entries
      self.context = context
      self.cache = cache
    }
  }

  /// One overridden key and its value's box.
  @usableFromInline
  // @unchecked: every box is an immutable, Sendable `DependencyBox`; `AnyObject` only erases its type.
  struct Entry: @unchecked Sendable {
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline let box: AnyObject
  }

  /// A context set with `$0.context = ...` in this scope, if any.
  @inlinable
  var context: DependencyContext? {
    get { storage?.context }
    set {
      storage = Storage(entries: storage?.entries ?? [], context: newValue, cache: storage?.cache)
    }
  }

  /// The cache of default values of a fresh root this scope is in, if any.
  @inlinable
  var cache: DefaultValueCache? {
    get { storage?.cache }
    set {
      storage = Storage(entries: storage?.entries ?? [], context: storage?.context, cache: newValue)
    }
  }

  /// The box stored for `key`, if this scope overrides it.
  @inlinable @inline(__always)
  func box(for key: ObjectIdentifier) -> AnyObject? {
    guard let storage else { return nil }
    for entry in storage.entries where entry.key == key { return entry.box }
    return nil
  }

  @usableFromInline
  mutating func set(_ box: AnyObject, for key: ObjectIdentifier) {
    var entries = storage?.entries ?? []
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index] = Entry(key: key, box: box)
    } else {
      entries.append(Entry(key: key, box: box))
    }
    storage = Storage(entries: entries, context: storage?.context, cache: storage?.cache)
  }

  /// Applies `other` on top of `self`: where both set a key, `other` wins. The cache stays
  /// `self`'s, unless `self` has none.
  mutating func merge(_ other: DependencyOverrides) {
    guard let other = other.storage else { return }
    for entry in other.entries { set(entry.box, for: entry.key) }
    if let context = other.context { self.context = context }
    if cache == nil, let cache = other.cache { self.cache = cache }
  }
}
