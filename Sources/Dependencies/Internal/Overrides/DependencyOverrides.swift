/// The values set in a `withDependencies` scope: a few entries, looked up by the key's type.
///
/// Empty (the common case outside tests) it holds no object at all, so copying it costs nothing.
/// A scope that starts a fresh root (`$0 = DependencyValues()`, the test trait) also carries the
/// cache of default values its reads use.
/// A scope overrides a handful of keys, so a linear scan comparing type identities beats hashing;
/// setting a key replaces its entry, so the last write wins.
@usableFromInline
// @unchecked: `storage` is never written after `Storage.make` returns it (a change builds a new
// one), and its header and entries are Sendable; `ManagedBuffer` is not `Sendable` because a
// buffer may be mutated in place, which this one never is.
struct DependencyOverrides: @unchecked Sendable {
  @usableFromInline var storage: Storage?

  @usableFromInline init() {}

  /// What a ``Storage`` holds besides its entries.
  @usableFromInline
  struct Header: Sendable {
    @usableFromInline let count: Int
    @usableFromInline let context: DependencyContext?
    @usableFromInline let cache: DefaultValueCache?
  }

  /// The entries, in the object itself rather than in an array of their own: one allocation per
  /// change, and one load less per read.
  @usableFromInline
  final class Storage: ManagedBuffer<Header, Entry> {
    /// A storage holding `count` entries, which `initialize` writes.
    static func make(
      count: Int, context: DependencyContext?, cache: DefaultValueCache?,
      initialize: (UnsafeMutablePointer<Entry>) -> Void
    ) -> Storage {
      let buffer = create(minimumCapacity: count) { _ in
        Header(count: count, context: context, cache: cache)
      }
      buffer.withUnsafeMutablePointerToElements(initialize)
      // `create` makes an instance of the class it is called on.
      return unsafeDowncast(buffer, to: Storage.self)
    }

    deinit {
      _ = withUnsafeMutablePointers { header, entries in
        entries.deinitialize(count: header.pointee.count)
      }
    }

    /// The header, read through its pointer: `header` is a class property, which every access
    /// would check for exclusivity at run time.
    @inlinable @inline(__always)
    var fields: Header { withUnsafeMutablePointerToHeader { $0.pointee } }

    /// The entries, copied out.
    var entries: [Entry] {
      withUnsafeMutablePointers { header, entries in
        Array(UnsafeBufferPointer(start: entries, count: header.pointee.count))
      }
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
    get { storage?.fields.context }
    set { rebuild(context: newValue, cache: cache) }
  }

  /// The cache of default values of a fresh root this scope is in, if any.
  @inlinable
  var cache: DefaultValueCache? {
    get { storage?.fields.cache }
    set { rebuild(context: context, cache: newValue) }
  }

  /// The entries, copied out.
  var entries: [Entry] { storage?.entries ?? [] }

  /// The box stored for `key`, if this scope overrides it.
  @inlinable @inline(__always)
  func box(for key: ObjectIdentifier) -> AnyObject? {
    guard let storage else { return nil }
    return storage.withUnsafeMutablePointers { header, entries in
      // Pointers rather than indices: no overflow checks, so that the read stays small enough
      // to inline into each accessor.
      var entry = entries
      let end = entries + header.pointee.count
      while entry != end {
        if entry.pointee.key == key { return entry.pointee.box }
        entry += 1
      }
      return nil
    }
  }

  @usableFromInline
  mutating func set(_ box: AnyObject, for key: ObjectIdentifier) {
    let old = entries
    let index = old.firstIndex { $0.key == key }
    storage = Storage.make(
      count: index == nil ? old.count + 1 : old.count, context: context, cache: cache
    ) { entries in
      entries.initialize(from: old, count: old.count)
      let new = Entry(key: key, box: box)
      if let index { entries[index] = new } else { (entries + old.count).initialize(to: new) }
    }
  }

  /// These entries under another header.
  @usableFromInline
  mutating func rebuild(context: DependencyContext?, cache: DefaultValueCache?) {
    let old = entries
    storage = Storage.make(count: old.count, context: context, cache: cache) { entries in
      entries.initialize(from: old, count: old.count)
    }
  }

  /// Applies `other` on top of `self`: where both set a key, `other` wins. The cache stays
  /// `self`'s, unless `self` has none.
  mutating func merge(_ other: DependencyOverrides) {
    guard other.storage != nil else { return }
    for entry in other.entries { set(entry.box, for: entry.key) }
    if let context = other.context { self.context = context }
    if cache == nil, let cache = other.cache { self.cache = cache }
  }
}
