import Testing

@testable import SourceFiles

/// The multi-field sort keys that order declarations and files.
@Suite("Byte-order keys")
struct ByteOrderKeysTests {
  static func keys(_ rows: [[String]]) -> ByteOrderKeys {
    var keys = ByteOrderKeys()
    for row in rows {
      for field in row { keys.appendField(field) }
      keys.endKey()
    }
    return keys
  }

  @Test("keys sort field by field in UTF-8 byte order, as comparing the strings one by one does")
  func fieldByField() {
    let rows = [
      ["B", "shared", "a.swift"], ["A", "shared", "b.swift"], ["AB", "current", "a.swift"],
      ["A", "current", "z.swift"], ["A", "shared", "a.swift"], ["a", "shared", "a.swift"],
      ["É", "shared", "a.swift"], ["Z", "shared", "a.swift"], ["A.B", "shared", "a.swift"],
      ["", "shared", "a.swift"], ["A", "shared", "a/b.swift"], ["A", "shared", "a.swift/"],
    ]
    let expected = rows.indices.sorted { left, right in
      let (a, b) = (rows[left], rows[right])
      for (x, y) in zip(a, b) where x != y {
        return Array(x.utf8).lexicographicallyPrecedes(y.utf8)
      }
      return left < right
    }
    #expect(Self.keys(rows).sortedIndices() == expected)
  }

  @Test("a field that is a prefix of another sorts first, whatever follows it")
  func prefixFirst() {
    // Concatenated without a terminator, "A"+"Z" would sort after "AB"+"A".
    let keys = Self.keys([["AB", "A"], ["A", "Z"]])
    #expect(keys.sortedIndices() == [1, 0])
  }

  @Test("equal keys keep the order they were added in, and are equal")
  func equalKeys() {
    let keys = Self.keys([["T", "x"], ["S", "y"], ["T", "x"], ["T", "x"]])
    #expect(keys.sortedIndices() == [1, 0, 2, 3])
    #expect(keys.keysEqual(0, 3))
    #expect(!keys.keysEqual(0, 1))
    #expect(keys.count == 4)
  }

  @Test("long native strings and small ones compare alike")
  func longAndSmall() {
    let long = String(repeating: "Module/", count: 20)
    let keys = Self.keys([[long + "b.swift"], ["a"], [long + "a.swift"], [long]])
    #expect(keys.sortedIndices() == [3, 2, 0, 1])
  }

  @Test(
    "keys that share a long start sort by what follows, within eight bytes of it or beyond",
    arguments: ["", "Manager", String(repeating: "Sources/Module/", count: 5)])
  func sharedStart(start: String) {
    let rows = [
      ["0", "shared"], ["10", "shared"], ["1", "shared"], ["100000000", "b"],
      ["100000000", "a"], ["1000000001", "a"], ["", "shared"], ["É", "x"], ["é", "x"],
      ["10", "current"], ["1", "shared"], ["12345678", ""], ["12345678"], ["1234567"],
    ].map { [start + $0[0]] + $0.dropFirst() }
    let expected = rows.indices.sorted { left, right in
      let (a, b) = (rows[left], rows[right])
      for (x, y) in zip(a, b) where x != y {
        return Array(x.utf8).lexicographicallyPrecedes(y.utf8)
      }
      return a.count != b.count ? a.count < b.count : left < right
    }
    #expect(Self.keys(rows).sortedIndices() == expected)
  }

  @Test("no keys sort to nothing")
  func empty() {
    #expect(ByteOrderKeys().sortedIndices().isEmpty)
  }
}
