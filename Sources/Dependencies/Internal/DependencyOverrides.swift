/// The values set in a `withDependencies` scope: a few entries, looked up by the key's type.
///
/// A scope overrides a handful of keys, so a linear scan comparing type identities beats hashing;
/// setting a key replaces its entry, so the last write wins.
struct DependencyOverrides: Sendable {
  // Sendable by construction: each box is a `DependencyBox<Key.Value>`, immutable and Sendable;
  // `AnyObject` only erases which `Key` it belongs to.
  private struct Entry: @unchecked Sendable {
    let key: ObjectIdentifier
    let box: AnyObject
  }

  private var entries: [Entry] = []
  /// A context set with `$0.context = ...` in this scope, if any.
  var context: DependencyContext?

  var isEmpty: Bool { entries.isEmpty && context == nil }

  /// The box stored for `key`, if this scope overrides it.
  @inline(__always)
  func box(for key: ObjectIdentifier) -> AnyObject? {
    for entry in entries where entry.key == key { return entry.box }
    return nil
  }

  mutating func set(_ box: AnyObject, for key: ObjectIdentifier) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index] = Entry(key: key, box: box)
    } else {
      entries.append(Entry(key: key, box: box))
    }
  }

  /// Applies `other` on top of `self`: where both set a key, `other` wins.
  mutating func merge(_ other: DependencyOverrides) {
    for entry in other.entries { set(entry.box, for: entry.key) }
    if let context = other.context { self.context = context }
  }
}
