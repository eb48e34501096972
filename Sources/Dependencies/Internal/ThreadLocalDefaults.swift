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
/// lock and two threads reading at once do not contend.
///
/// A table only ever holds boxes published by ``DefaultValues`` under its lock, and only its own
/// thread touches it. Where POSIX thread-specific storage is missing, every read goes to the
/// shared cache.
enum ThreadLocalDefaults {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    private static let tableKey: pthread_key_t = {
      var key = pthread_key_t()
      let status = pthread_key_create(&key, releaseTable)
      precondition(status == 0, "pthread_key_create failed (\(status))")
      return key
    }()

    @inline(__always)
    static func box(for cacheKey: DefaultValueKey) -> AnyObject? {
      guard let table = pthread_getspecific(tableKey) else { return nil }
      return Unmanaged<DefaultValueTable>.fromOpaque(table)
        ._withUnsafeGuaranteedRef { $0.box(for: cacheKey) }
    }

    static func store(_ box: AnyObject, for cacheKey: DefaultValueKey) {
      let table: DefaultValueTable
      if let pointer = pthread_getspecific(tableKey) {
        table = Unmanaged<DefaultValueTable>.fromOpaque(pointer).takeUnretainedValue()
      } else {
        table = DefaultValueTable()
        // The thread owns one reference, released by `releaseTable` when the thread exits.
        pthread_setspecific(tableKey, Unmanaged.passRetained(table).toOpaque())
      }
      table.insert(box, for: cacheKey)
    }
  #else
    static func box(for cacheKey: DefaultValueKey) -> AnyObject? { nil }
    static func store(_ box: AnyObject, for cacheKey: DefaultValueKey) {}
  #endif
}

#if canImport(Darwin)
  private func releaseTable(_ table: UnsafeMutableRawPointer) {
    Unmanaged<DefaultValueTable>.fromOpaque(table).release()
  }
#elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
  private func releaseTable(_ table: UnsafeMutableRawPointer?) {
    guard let table else { return }
    Unmanaged<DefaultValueTable>.fromOpaque(table).release()
  }
#endif

/// An open-addressing table from ``DefaultValueKey`` to a value's box. Probing compares a type's
/// identity and a context, cheaper than `Dictionary`'s seeded hashing on this hot path.
final class DefaultValueTable {
  private var keys: [DefaultValueKey?] = Array(repeating: nil, count: 16)
  private var boxes: [AnyObject?] = Array(repeating: nil, count: 16)
  private var count = 0

  @inline(__always)
  private func slot(for cacheKey: DefaultValueKey) -> Int {
    // Type metadata addresses are aligned, so their low bits carry no information.
    let address = UInt(bitPattern: cacheKey.key) >> 4
    let mixed = (address &+ cacheKey.context.tableSalt) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 40) & (keys.count - 1)
  }

  func box(for cacheKey: DefaultValueKey) -> AnyObject? {
    var index = slot(for: cacheKey)
    while let key = keys[index] {
      if key == cacheKey { return boxes[index] }
      index = (index + 1) & (keys.count - 1)
    }
    return nil
  }

  func insert(_ box: AnyObject, for cacheKey: DefaultValueKey) {
    if (count + 1) * 2 > keys.count { grow() }
    var index = slot(for: cacheKey)
    while let key = keys[index], key != cacheKey { index = (index + 1) & (keys.count - 1) }
    if keys[index] == nil { count += 1 }
    keys[index] = cacheKey
    boxes[index] = box
  }

  private func grow() {
    let entries = zip(keys, boxes).compactMap { key, box in key.map { ($0, box!) } }
    keys = Array(repeating: nil, count: keys.count * 2)
    boxes = Array(repeating: nil, count: keys.count)
    count = 0
    for (key, box) in entries { insert(box, for: key) }
  }
}

extension DependencyContext {
  fileprivate var tableSalt: UInt {
    switch self {
    case .live: 0
    case .preview: 1
    case .test: 2
    }
  }
}
