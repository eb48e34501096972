#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether `self` sorts before `other` in UTF-8 byte order: the order of every sorted list the
  /// audit prints, the same in every locale.
  package func precedesInByteOrder(_ other: String) -> Bool {
    // Contiguous UTF-8 (every native string lends it, a small one from the stack): one
    // `memcmp`. Only a foreign string (bridged from Objective-C) is compared through its view.
    let ordered = utf8.withContiguousStorageIfAvailable { left in
      other.utf8.withContiguousStorageIfAvailable { right in
        let common = min(left.count, right.count)
        let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return order < 0 || (order == 0 && left.count < right.count)
      }
    }
    return (ordered ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
  }
}
