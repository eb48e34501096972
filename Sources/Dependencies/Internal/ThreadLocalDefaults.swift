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
/// A table holds unretained references to boxes that ``DefaultValueStore`` keeps alive for the
/// life of the process, and only its own thread touches it. Where POSIX thread-specific storage is
/// missing, every read goes to the shared store.
@usableFromInline
struct ThreadLocalDefaults: Sendable {
  /// The process's context, kept here so that a read of a default checks one lazily initialized
  /// global, not two.
  @usableFromInline let processContext: DependencyContext

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    @usableFromInline let tableKey: pthread_key_t

    init() {
      var key = pthread_key_t()
      let status = pthread_key_create(&key, freeTable)
      precondition(status == 0, "pthread_key_create failed (\(status))")
      self.tableKey = key
      self.processContext = .process
    }

    @inlinable @inline(__always)
    func box(for key: ObjectIdentifier, context: DependencyContext) -> Unmanaged<AnyObject>? {
      guard let table = pthread_getspecific(tableKey) else { return nil }
      return table.assumingMemoryBound(to: DefaultValueTable.self).pointee
        .box(for: key, context: context)
    }

    func store(
      _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, context: DependencyContext
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
      table.pointee.insert(box, for: key, context: context)
    }
  #else
    init() { self.processContext = .process }

    @inlinable
    func box(for key: ObjectIdentifier, context: DependencyContext) -> Unmanaged<AnyObject>? {
      nil
    }
    func store(
      _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, context: DependencyContext
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

/// An open-addressing table from a key's type and a context to an unretained box, in memory the
/// owning thread manages. Probing compares a type's address and a context: cheaper than
/// `Dictionary`'s seeded hashing, and free of exclusivity checks, on this hot path.
@usableFromInline
struct DefaultValueTable {
  @usableFromInline
  struct Slot {
    /// The key type's address; 0 marks an empty slot.
    @usableFromInline var key: UInt
    @usableFromInline var context: DependencyContext
    @usableFromInline var box: Unmanaged<AnyObject>?
  }

  @usableFromInline var slots: UnsafeMutablePointer<Slot>
  @usableFromInline var mask: Int
  var count = 0

  init(capacity: Int) {
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, context: .live, box: nil), count: capacity)
    mask = capacity - 1
  }

  @inlinable @inline(__always)
  static func start(_ key: UInt, _ context: DependencyContext, mask: Int) -> Int {
    // Type metadata addresses are aligned, so their low bits carry no information.
    let mixed = (key >> 4 &+ UInt(context.tableSalt)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 40) & mask
  }

  @inlinable @inline(__always)
  func box(for key: ObjectIdentifier, context: DependencyContext) -> Unmanaged<AnyObject>? {
    let bits = UInt(bitPattern: key)
    var index = Self.start(bits, context, mask: mask)
    while true {
      let slot = slots[index]
      if slot.key == bits && slot.context == context { return slot.box }
      if slot.key == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  mutating func insert(
    _ box: Unmanaged<AnyObject>, for key: ObjectIdentifier, context: DependencyContext
  ) {
    if (count + 1) * 2 > mask + 1 { grow() }
    let bits = UInt(bitPattern: key)
    var index = Self.start(bits, context, mask: mask)
    while slots[index].key != 0 {
      if slots[index].key == bits && slots[index].context == context { return }
      index = (index + 1) & mask
    }
    slots[index] = Slot(key: bits, context: context, box: box)
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
      insert(slot.box!, for: key, context: slot.context)
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
