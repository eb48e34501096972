#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether `self` sorts before `other` in UTF-8 byte order: the order of every sorted list the
  /// audit prints, the same in every locale. One `memcmp` for native strings.
  func precedesInByteOrder(_ other: String) -> Bool {
    var left = self
    var right = other
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in
        let common = min(leftBytes.count, rightBytes.count)
        let order = common == 0 ? 0 : memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, common)
        return order < 0 || (order == 0 && leftBytes.count < rightBytes.count)
      }
    }
  }
}
