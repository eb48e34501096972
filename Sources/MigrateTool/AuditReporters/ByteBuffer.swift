/// A growable byte buffer with no uniqueness or bounds checks per append: a report writes a few
/// bytes at a time, tens of millions of times.
///
/// Owned by one `ReportWriter`, which is used by one thread at a time.
package final class ByteBuffer {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0

  package init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    storage = .allocate(capacity: self.capacity)
  }

  deinit { storage.deallocate() }

  /// The bytes written so far; valid until the next append.
  package var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: storage, count: count)
  }

  package func reserve(_ minimum: Int) {
    guard minimum > capacity else { return }
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: minimum)
    larger.update(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity = minimum
  }

  @inline(__always)
  package func append(_ byte: UInt8) {
    if count == capacity { reserve(capacity * 2) }
    storage[count] = byte
    count += 1
  }

  @inline(__always)
  package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    if count + length > capacity { reserve(max(capacity * 2, count + length)) }
    if length <= 64 {
      // Most pieces of a report are this short (`, "line": `, a receiver, `, "role": "use", `):
      // copied inline, where a `memmove` call would cost more than the copy.
      Self.copyShort(
        from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(storage + count), count: length)
    } else {
      (storage + count).update(from: source, count: length)
    }
    count += length
  }

  /// Copies `count` (at most 64) bytes with loads and stores that may overlap, the first ones
  /// from the start and the last ones to the end, so that no byte outside either range is read
  /// or written.
  @inline(__always)
  private static func copyShort(
    from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int
  ) {
    if count >= 32 {
      copy32(from: source, to: target)
      copy32(from: source + (count &- 32), to: target + (count &- 32))
    } else if count >= 16 {
      let head = source.loadUnaligned(as: SIMD16<UInt8>.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 16, as: SIMD16<UInt8>.self)
      target.storeBytes(of: head, as: SIMD16<UInt8>.self)
      target.storeBytes(of: tail, toByteOffset: count &- 16, as: SIMD16<UInt8>.self)
    } else if count >= 8 {
      let head = source.loadUnaligned(as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      target.storeBytes(of: head, as: UInt64.self)
      target.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
    } else if count >= 4 {
      let head = source.loadUnaligned(as: UInt32.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
      target.storeBytes(of: head, as: UInt32.self)
      target.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
    } else if count > 0 {
      // 1, 2 or 3 bytes: the first, the middle and the last cover them all.
      target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
      target.storeBytes(
        of: source.load(fromByteOffset: count / 2, as: UInt8.self), toByteOffset: count / 2,
        as: UInt8.self)
      target.storeBytes(
        of: source.load(fromByteOffset: count &- 1, as: UInt8.self), toByteOffset: count &- 1,
        as: UInt8.self)
    }
  }

  /// Copies 32 bytes.
  @inline(__always)
  private static func copy32(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
    let head = source.loadUnaligned(as: SIMD16<UInt8>.self)
    let tail = source.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
    target.storeBytes(of: head, as: SIMD16<UInt8>.self)
    target.storeBytes(of: tail, toByteOffset: 16, as: SIMD16<UInt8>.self)
  }

  /// Appends `value` in decimal, its digits written in place.
  package func appendDecimal(_ value: UInt) {
    var digits = 1
    var limit: UInt = 10
    // 20 digits at most: `UInt.max` has 20.
    while digits < 20 && value >= limit {
      digits += 1
      limit &*= 10
    }
    if count + digits > capacity { reserve(max(capacity * 2, count + digits)) }
    var rest = value
    var index = count + digits
    repeat {
      index -= 1
      storage[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
    count += digits
  }

  /// Appends `"`, `bytes` and `"`.
  @inline(__always)
  package func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
    if count + bytes.count + 2 > capacity { reserve(max(capacity * 2, count + bytes.count + 2)) }
    storage[count] = UInt8(ascii: "\"")
    count += 1
    append(bytes)
    storage[count] = UInt8(ascii: "\"")
    count += 1
  }

  package func removeAll() { count = 0 }
}
