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
/// A table holds unretained references to boxes that a ``DefaultValueStore`` keeps alive as long
/// as it lives, keyed by that cache's id, which is never reused; only its own thread touches it.
/// An entry is only ever found by a reader that holds its cache (through its scope, or the
/// process or a test holding it for good), so a box it finds is alive. Entries of caches that are
/// gone stay until the thread ends: a few bytes per key per fresh root. Where POSIX
/// thread-specific storage is missing, every read goes to the cache itself.
@usableFromInline
struct ThreadLocalDefaults: Sendable {
  /// The process's context, kept here so that a read of a default checks one lazily initialized
  /// global, not two.
  @usableFromInline let processContext: DependencyContext
  /// In a test process, how to ask `DependenciesTestSupport` which test is running, if linked.
  @usableFromInline let testHooks: (any _DependenciesTestSupportHooks.Type)?

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    @usableFromInline let tableKey: pthread_key_t

    init() {
      var key = pthread_key_t()
      let status = pthread_key_create(&key, freeTable)
      precondition(status == 0, "pthread_key_create failed (\(status))")
      self.tableKey = key
      self.processContext = .process
      self.testHooks = processContext == .test ? TestSupportHooks.process : nil
    }

    @inlinable @inline(__always)
    func box(
      for key: ObjectIdentifier, context: DependencyContext, cache: UInt
    ) -> Unmanaged<AnyObject>? {
      guard let table = pthread_getspecific(tableKey) else { return nil }
      return table.assumingMemoryBound(to: DefaultValueTable.self).pointee
        .box(for: key, context: context, cache: cache)
    }

    func store(
      _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, context: DependencyContext,
      cache: UInt
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
      table.pointee.insert(box, for: key, context: context, cache: cache)
    }
  #else
    init() {
      self.processContext = .process
      self.testHooks = processContext == .test ? TestSupportHooks.process : nil
    }

    @inlinable
    func box(
      for key: ObjectIdentifier, context: DependencyContext, cache: UInt
    ) -> Unmanaged<AnyObject>? {
      nil
    }
    func store(
      _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, context: DependencyContext,
      cache: UInt
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

/// An open-addressing table from a key's type, a context and a cache's id to an unretained box, in
/// memory the owning thread manages. Probing compares a type's address, a context and an id:
/// cheaper than
/// `Dictionary`'s seeded hashing, and free of exclusivity checks, on this hot path.
@usableFromInline
struct DefaultValueTable {
  @usableFromInline
  struct Slot {
    /// The key type's address; 0 marks an empty slot.
    @usableFromInline var key: UInt
    @usableFromInline var context: DependencyContext
    @usableFromInline var cache: UInt
    @usableFromInline var box: Unmanaged<AnyObject>?
  }

  @usableFromInline var slots: UnsafeMutablePointer<Slot>
  @usableFromInline var mask: Int
  var count = 0

  init(capacity: Int) {
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, context: .live, cache: 0, box: nil), count: capacity)
    mask = capacity - 1
  }

  @inlinable @inline(__always)
  static func start(_ key: UInt, _ context: DependencyContext, _ cache: UInt, mask: Int) -> Int {
    // Type metadata addresses are aligned, so their low bits carry no information.
    let mixed = (key >> 4 &+ UInt(context.tableSalt) &+ cache &* 3) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 40) & mask
  }

  @inlinable @inline(__always)
  func box(
    for key: ObjectIdentifier, context: DependencyContext, cache: UInt
  ) -> Unmanaged<AnyObject>? {
    let bits = UInt(bitPattern: key)
    var index = Self.start(bits, context, cache, mask: mask)
    while true {
      let slot = slots[index]
      if slot.key == bits && slot.context == context && slot.cache == cache { return slot.box }
      if slot.key == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  mutating func insert(
    _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, context: DependencyContext,
    cache: UInt
  ) {
    if (count + 1) * 2 > mask + 1 { grow() }
    let bits = UInt(bitPattern: key)
    var index = Self.start(bits, context, cache, mask: mask)
    while slots[index].key != 0 {
      let slot = slots[index]
      if slot.key == bits && slot.context == context && slot.cache == cache { return }
      index = (index + 1) & mask
    }
    slots[index] = Slot(key: bits, context: context, cache: cache, box: box)
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
      insert(slot.box!, for: key, context: slot.context, cache: slot.cache)
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

extension DependencyContext {
  @usableFromInline var tableSalt: UInt8 {
    switch self {
    case .live: 0
    case .preview: 1
    case .test: 2
    }
  }
}
