#if canImport(Synchronization)
  import Synchronization
#endif

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

  #if canImport(Synchronization)
    /// The cell: an ``Entry``'s address, 0 until a read fills it.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @usableFromInline
    final class Cell: Sendable {
      @usableFromInline let entry = Atomic<UInt>(0)
      init() {}
    }

    /// A new empty cell, where the platform has atomics.
    static func make() -> (any AnyObject & Sendable)? {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        return Cell()
      }
      return nil
    }

    /// The box the cell holds for `key`, if filled with it.
    @inlinable @inline(__always)
    static func box(
      in cell: (any AnyObject & Sendable)?, for key: ObjectIdentifier
    ) -> Unmanaged<AnyObject>? {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
        let cell
      {
        // Acquiring: the entry's fields were written before its address was published.
        let bits = unsafeDowncast(cell, to: Cell.self).entry.load(ordering: .acquiring)
        guard let address = UnsafeRawPointer(bitPattern: bits) else { return nil }
        return Unmanaged<Entry>.fromOpaque(address)._withUnsafeGuaranteedRef { entry in
          entry.key == key ? entry.box : nil
        }
      }
      return nil
    }

    /// Fills an empty cell with `key`'s `box`; a filled cell keeps its entry.
    static func fill(
      _ cell: (any AnyObject & Sendable)?, key: ObjectIdentifier, box: Unmanaged<AnyObject>
    ) {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
        let cell
      {
        let cell = unsafeDowncast(cell, to: Cell.self)
        guard cell.entry.load(ordering: .relaxed) == 0 else { return }
        let entry = Unmanaged.passRetained(Entry(key: key, box: box))
        let bits = UInt(bitPattern: entry.toOpaque())
        let (exchanged, _) = cell.entry.compareExchange(
          expected: 0, desired: bits, ordering: .releasing)
        // Another thread filled it first: this entry was never published.
        if !exchanged { entry.release() }
      }
    }
  #else
    static func make() -> (any AnyObject & Sendable)? { nil }

    @inlinable @inline(__always)
    static func box(
      in cell: (any AnyObject & Sendable)?, for key: ObjectIdentifier
    ) -> Unmanaged<AnyObject>? { nil }

    static func fill(
      _ cell: (any AnyObject & Sendable)?, key: ObjectIdentifier, box: Unmanaged<AnyObject>
    ) {}
  #endif
}
