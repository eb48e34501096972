/// The process's default value that one `@Dependency` declaration reads, remembered by the
/// declaration's site, so that a read outside any scope in an app finds it with one load instead
/// of this thread's table of defaults.
///
/// Only filled outside test processes, for a read outside any scope: such a read always gets the
/// process cache's default in the cache's own context, and that value never changes once read
/// (`prepareDependencies` refuses to replace a value or a context that a read has used). Tests
/// read per-test caches, so they never fill it. A declaration whose key path reads several keys
/// keeps the first; its other reads go to the table as before.
@usableFromInline
enum ProcessDefaultCell {
  /// One key's default: what the cell points at, made once per site and never freed (there are
  /// as many as `@Dependency` declarations), so a read needs no reference count.
  @usableFromInline
  // @unchecked: both fields are immutable, and `box` is an immutable, Sendable `DependencyBox`.
  final class Entry: @unchecked Sendable {
    @usableFromInline let key: ObjectIdentifier
    /// Kept alive by the process's cache, which is never freed.
    @usableFromInline let box: Unmanaged<AnyObject>

    init(key: ObjectIdentifier, box: Unmanaged<AnyObject>) {
      self.key = key
      self.box = box
    }
  }

  /// A new empty cell; nil where there are no atomics (``AtomicWord``).
  static func make() -> (any AnyObject & Sendable)? {
    AtomicWord.make()
  }

  /// The box the cell holds for `key`, if filled with it.
  @inlinable @inline(__always)
  static func box(
    in cell: (any AnyObject & Sendable)?, for key: ObjectIdentifier
  ) -> Unmanaged<AnyObject>? {
    // Acquiring: the entry's fields were written before its address was published.
    guard let bits = AtomicWord.loadAcquiring(cell),
      let address = UnsafeRawPointer(bitPattern: bits)
    else { return nil }
    return Unmanaged<Entry>.fromOpaque(address)._withUnsafeGuaranteedRef { entry in
      entry.key == key ? entry.box : nil
    }
  }

  /// Fills an empty cell with `key`'s `box`; a filled cell keeps its entry.
  static func fill(
    _ cell: (any AnyObject & Sendable)?, key: ObjectIdentifier, box: Unmanaged<AnyObject>
  ) {
    guard AtomicWord.loadRelaxed(cell) == 0 else { return }
    let entry = Unmanaged.passRetained(Entry(key: key, box: box))
    // Another thread filled it first: this entry was never published.
    if !AtomicWord.storeIfZero(UInt(bitPattern: entry.toOpaque()), in: cell) { entry.release() }
  }
}
