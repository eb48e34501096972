#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sort keys made of several text fields, compared in UTF-8 byte order field by field, as every
/// sorted list the audit prints is ordered.
///
/// A key is its fields' bytes, each followed by a 0 byte, all keys in one buffer. No field holds
/// a 0 byte (type names, accessors and file paths cannot), and 0 sorts before every other byte,
/// so one byte comparison of two keys orders them by the first field, then the second, ...:
/// the order that comparing the strings pair by pair gives, for a fraction of the work.
///
///     var keys = ByteOrderKeys()
///     for (type, accessor) in [("B", "x"), ("A", "y"), ("A", "x")] {
///       keys.appendField(type)
///       keys.appendField(accessor)
///       keys.endKey()
///     }
///     keys.sortedIndices()  // [2, 1, 0]
package struct ByteOrderKeys {
  /// No keys yet.
  package init() {}

  private var bytes: [UInt8] = []
  /// Where each key starts in `bytes`, then where the last one ends: one entry more than keys.
  private var starts = [0]

  /// How many keys there are.
  package var count: Int { starts.count - 1 }

  /// Makes room for `keys` keys of `fieldBytes` UTF-8 bytes of fields in all: the buffer is
  /// then written once, not grown into fresh memory again and again (a page fault per page).
  package mutating func reserveCapacity(keys: Int, fields: Int, fieldBytes: Int) {
    bytes.reserveCapacity(fieldBytes + fields)
    starts.reserveCapacity(keys + 1)
  }

  /// Adds `field` to the key being made, after the fields added since the last `endKey()`.
  package mutating func appendField(_ field: String) {
    var field = field
    // From contiguous UTF-8 in one copy (a small string lends its bytes from the stack): the
    // view's own element-by-element append costs several times more.
    field.withUTF8 { bytes.append(contentsOf: $0) }
    bytes.append(0)
  }

  /// Ends the key being made: its fields are those added since the last `endKey()`.
  package mutating func endKey() {
    starts.append(bytes.count)
  }

  /// The keys' indices in ascending key order; equal keys stay in the order they were added.
  package func sortedIndices() -> [Int] {
    bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        // Keys that share a long start (a folder, `Manager`) differ soon after it: the eight
        // bytes there, read as one big-endian number, order most pairs of keys with one
        // integer comparison. Only pairs that agree on them compare their keys.
        let shared = Self.sharedPrefixCount(bytes, starts)
        var order = (0..<starts.count - 1).map { key in
          (head: Self.head(bytes, starts, key, from: shared), key: key)
        }
        order.sort { left, right in
          if left.head != right.head { return left.head < right.head }
          let order = Self.compare(bytes, starts, left.key, right.key)
          return order != 0 ? order < 0 : left.key < right.key
        }
        return order.map(\.key)
      }
    }
  }

  /// Whether the keys at `left` and `right` are equal.
  package func keysEqual(_ left: Int, _ right: Int) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in Self.compare(bytes, starts, left, right) == 0 }
    }
  }

  /// How many bytes every key starts with alike.
  private static func sharedPrefixCount(
    _ bytes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>
  ) -> Int {
    guard starts.count > 1 else { return 0 }
    var shared = starts[1] - starts[0]
    for key in 1..<starts.count - 1 {
      var count = 0
      let limit = min(shared, starts[key + 1] - starts[key])
      while count < limit && bytes[starts[key] + count] == bytes[starts[0] + count] { count += 1 }
      shared = count
    }
    return shared
  }

  /// The eight bytes of key `key` from `offset` on as a big-endian number, 0s past its end (a
  /// key that ends sooner sorts first, as 0 does): two keys whose heads differ sort as their
  /// heads do.
  private static func head(
    _ bytes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>, _ key: Int,
    from offset: Int
  ) -> UInt64 {
    var head: UInt64 = 0
    for position in starts[key] + offset..<starts[key] + offset + 8 {
      head = head << 8 | (position < starts[key + 1] ? UInt64(bytes[position]) : 0)
    }
    return head
  }

  /// Negative, zero or positive as key `left` sorts before, with, or after key `right`.
  private static func compare(
    _ bytes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>, _ left: Int,
    _ right: Int
  ) -> Int {
    let leftCount = starts[left + 1] - starts[left]
    let rightCount = starts[right + 1] - starts[right]
    let common = min(leftCount, rightCount)
    if common > 0 {
      let base = bytes.baseAddress!
      let order = memcmp(base + starts[left], base + starts[right], common)
      if order != 0 { return Int(order) }
    }
    return leftCount - rightCount
  }
}
