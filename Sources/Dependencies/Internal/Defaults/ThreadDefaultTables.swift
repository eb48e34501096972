#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Each thread's own table of the default values it has read, so that reading a default takes no
/// lock and two threads reading at once share nothing they write to.
///
/// A table holds unretained references to boxes that a ``DefaultValueCache`` keeps alive as long
/// as it lives, keyed by the key and a ``DefaultScope`` (a context and that cache's id, which is
/// never reused); only its own thread touches it.
/// An entry is only ever found by a reader that holds its cache (through its scope, or the
/// process or a test holding it for good), so a box it finds is alive. Entries of caches that are
/// gone stay until the thread ends: a few bytes per key per fresh root. Where POSIX
/// thread-specific storage is missing, every read goes to the cache itself.
///
/// A class, so that a read holds one reference to it and loads a field where it needs it, rather
/// than copying every field out of the global at once and keeping them across the lookup's call.
@usableFromInline
final class ThreadDefaultTables: Sendable {
  /// In a test process, how to ask `DependenciesTestSupport` which test is running, if linked.
  @usableFromInline let testHooks: (any _DependenciesTestSupportHooks.Type)?

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    @usableFromInline let tableKey: pthread_key_t

    init() {
      self.tableKey = makeThreadKey(destructor: freeTable)
      self.testHooks = DependencyContext.process == .test ? TestSupportHooks.process : nil
    }

    @inlinable @inline(__always)
    func box(
      for key: ObjectIdentifier, scope: DefaultScope
    ) -> Unmanaged<AnyObject>? {
      table()?.pointee.box(for: key, scope: scope)
    }

    /// This thread's table, if it has read a default yet.
    @inlinable @inline(__always)
    func table() -> UnsafeMutablePointer<DefaultValueTable>? {
      Self.table(key: UInt(tableKey))
    }

    /// ``tableKey`` as a plain word, for a cache to keep (see ``DefaultValueCache/tableKey``).
    var tableKeyBits: UInt { UInt(tableKey) }

    /// This thread's table, found with the key that ``tableKeyBits`` gave.
    @inlinable @inline(__always)
    static func table(key: UInt) -> UnsafeMutablePointer<DefaultValueTable>? {
      pthread_getspecific(pthread_key_t(truncatingIfNeeded: key))?
        .assumingMemoryBound(to: DefaultValueTable.self)
    }

    func store(
      _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, scope: DefaultScope
    ) {
      let table: UnsafeMutablePointer<DefaultValueTable>
      if let existing = pthread_getspecific(tableKey) {
        table = existing.assumingMemoryBound(to: DefaultValueTable.self)
      } else {
        table = .allocate(capacity: 1)
        table.initialize(to: DefaultValueTable(capacity: 16))
        // Freed by `freeTable` when the thread exits. `tableKey` is valid for the life of the
        // process, so only a lack of memory can make this fail: the table is then freed, and this
        // thread's reads keep going to the store, only slower.
        guard pthread_setspecific(tableKey, table) == 0 else {
          DefaultValueTable.free(table)
          return
        }
      }
      table.pointee.insert(box, for: key, scope: scope)
    }
  #else
    init() {
      self.testHooks = DependencyContext.process == .test ? TestSupportHooks.process : nil
    }

    @inlinable
    func box(
      for key: ObjectIdentifier, scope: DefaultScope
    ) -> Unmanaged<AnyObject>? {
      nil
    }

    @inlinable
    func table() -> UnsafeMutablePointer<DefaultValueTable>? { nil }

    var tableKeyBits: UInt { 0 }

    @inlinable
    static func table(key: UInt) -> UnsafeMutablePointer<DefaultValueTable>? { nil }
    func store(
      _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, scope: DefaultScope
    ) {}
  #endif
}

#if canImport(Darwin)
  private func freeTable(_ table: UnsafeMutableRawPointer) {
    DefaultValueTable.free(table)
  }
#elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
  private func freeTable(_ table: UnsafeMutableRawPointer?) {
    if let table { DefaultValueTable.free(table) }
  }
#endif

/// An open-addressing table from a key's type and a scope (context and cache) to an unretained
/// box, in memory the owning thread manages. Probing compares two words: cheaper than
/// `Dictionary`'s seeded hashing, and free of exclusivity checks, on this hot path.
@usableFromInline
struct DefaultValueTable {
  @usableFromInline
  struct Slot {
    /// The key type's address; 0 marks an empty slot.
    @usableFromInline var key: UInt
    @usableFromInline var scope: DefaultScope
    @usableFromInline var box: Unmanaged<AnyObject>?
  }

  @usableFromInline var slots: UnsafeMutablePointer<Slot>
  @usableFromInline var mask: Int
  var count = 0

  init(capacity: Int) {
    slots = .allocate(capacity: capacity)
    let empty = Slot(key: 0, scope: DefaultScope(context: .live, cache: 0), box: nil)
    slots.initialize(repeating: empty, count: capacity)
    mask = capacity - 1
  }

  @inlinable @inline(__always)
  static func start(_ key: UInt, _ scope: DefaultScope, mask: Int) -> Int {
    // Type metadata addresses are aligned, so their low bits carry no information.
    let mixed = (key >> 4 &+ scope.bits &* 3) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 40) & mask
  }

  @inlinable @inline(__always)
  func box(for key: ObjectIdentifier, scope: DefaultScope) -> Unmanaged<AnyObject>? {
    let bits = UInt(bitPattern: key)
    var index = Self.start(bits, scope, mask: mask)
    while true {
      let slot = slots[index]
      if slot.key == bits && slot.scope == scope { return slot.box }
      if slot.key == 0 { return nil }
      index = (index &+ 1) & mask
    }
  }

  mutating func insert(
    _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, scope: DefaultScope
  ) {
    if (count + 1) * 2 > mask + 1 { grow() }
    let bits = UInt(bitPattern: key)
    var index = Self.start(bits, scope, mask: mask)
    while slots[index].key != 0 {
      let slot = slots[index]
      if slot.key == bits && slot.scope == scope { return }
      index = (index + 1) & mask
    }
    slots[index] = Slot(key: bits, scope: scope, box: box)
    count += 1
  }

  private mutating func grow() {
    let old = (slots, mask + 1)
    self = DefaultValueTable(capacity: old.1 * 2)
    for index in 0..<old.1 where old.0[index].key != 0 {
      let slot = old.0[index]
      // Safe: `key` is an `ObjectIdentifier`'s bit pattern (`UInt(bitPattern:)` in `insert`),
      // and an `ObjectIdentifier` is exactly one pointer-sized word.
      let key = unsafeBitCast(slot.key, to: ObjectIdentifier.self)
      insert(slot.box!, for: key, scope: slot.scope)
    }
    // Deallocated without deinitializing: a `Slot` is trivial (integers and an unretained
    // reference), so there is nothing to release.
    old.0.deallocate()
  }

  static func free(_ raw: UnsafeMutableRawPointer) {
    let table = raw.assumingMemoryBound(to: DefaultValueTable.self)
    // Slots are trivial (integers and unretained references): deallocating them without
    // deinitializing releases nothing that should be released.
    table.pointee.slots.deallocate()
    table.deinitialize(count: 1)
    table.deallocate()
  }
}
