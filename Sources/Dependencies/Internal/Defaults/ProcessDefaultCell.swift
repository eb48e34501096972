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
  /// A new empty cell; nil where there are no atomics (``AtomicWord``).
  static func make() -> (any AnyObject & Sendable)? {
    AtomicWord.make()
  }

  /// The box the cell holds for `key`, if filled with it.
  ///
  /// The cell holds the box's address, unretained: the process's cache, which is never freed,
  /// keeps the box alive.
  @inlinable @inline(__always)
  static func box(
    in cell: (any AnyObject & Sendable)?, for key: ObjectIdentifier
  ) -> Unmanaged<AnyObject>? {
    // Acquiring: the box's fields were written before its address was published.
    guard let bits = AtomicWord.loadAcquiring(cell),
      let address = UnsafeRawPointer(bitPattern: bits)
    else { return nil }
    let box = Unmanaged<KeyedBox>.fromOpaque(address)
    guard box._withUnsafeGuaranteedRef({ $0.key == key }) else { return nil }
    return Unmanaged.fromOpaque(address)
  }

  /// Fills an empty cell with `box`; a filled cell keeps its box.
  ///
  /// - Precondition: the process's cache keeps `box`, a ``DependencyBox``, alive.
  static func fill(_ cell: (any AnyObject & Sendable)?, box: Unmanaged<AnyObject>) {
    guard AtomicWord.loadRelaxed(cell) == 0 else { return }
    // Another thread filled it first: the box it published stays.
    _ = AtomicWord.storeIfZero(UInt(bitPattern: box.toOpaque()), in: cell)
  }
}
