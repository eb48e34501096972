/// The shapes (length and last byte) of a set of type names' last components, to tell most
/// names outside the set without hashing them.
///
/// Most receivers an audit meets are types no declaration names (SDK singletons, other
/// modules'), and a shape test is a few instructions where a hashed look-up is hundreds.
///
///     var shapes = NameShapes()
///     shapes.insert("Outer.Settings")
///     shapes.mayContain("Legacy.Settings")  // true: the same last component
///     shapes.mayContain("UIApplication")  // false
package struct NameShapes: Sendable {
  /// One bit per shape: 32 lengths (longer ones share the last) times 128 last bytes (UTF-8
  /// bytes above 127 share their low seven bits).
  private var bits = [UInt64](repeating: 0, count: 32 * 128 / 64)

  /// Adds the shape of `name`'s last component.
  package mutating func insert(_ name: String) {
    let shape = Self.shape(name)
    bits[shape >> 6] |= 1 << (shape & 63)
  }

  /// False when no inserted name's last component has the shape of `name`'s: then `name`'s
  /// last component is none of theirs.
  package func mayContain(_ name: String) -> Bool {
    let shape = Self.shape(name)
    return bits[shape >> 6] & (1 << (shape & 63)) != 0
  }

  private static func shape(_ name: String) -> Int {
    // Over contiguous UTF-8, which every native string lends (a small one from the stack):
    // walking the view's indices backwards costs more than the hashing this test saves.
    name.utf8.withContiguousStorageIfAvailable(shape)
      ?? Array(name.utf8).withUnsafeBufferPointer(shape)
  }

  private static func shape(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let dot = bytes.lastIndex(of: UInt8(ascii: ".")) ?? -1
    let length = bytes.count - dot - 1
    let last = length > 0 ? bytes[bytes.count - 1] : 0
    return min(length, 31) << 7 | Int(last & 127)
  }
}
