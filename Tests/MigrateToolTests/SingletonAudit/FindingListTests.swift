import Testing

@testable import SingletonAudit

@Suite("FindingList: per-file lists read as one")
struct FindingListTests {
  /// A finding told apart from the others by its file and line.
  func finding(_ file: String, _ line: Int) -> Finding {
    Finding(
      file: file, line: line, column: 1, accessor: "shared", receiver: "Foo", receiverKind: .type,
      role: .use, declared: false)
  }

  /// Lists of sizes 2, 0, 1, 3 (an empty one in the middle, as for a file with no finding).
  var lists: [[Finding]] {
    [
      [finding("a", 1), finding("a", 2)], [], [finding("c", 1)],
      [finding("d", 1), finding("d", 2), finding("d", 3)],
    ]
  }

  @Test("indices, iteration and count follow the lists in order, empty lists left out")
  func readsInOrder() {
    let list = FindingList(files: lists)
    let flat = lists.flatMap { $0 }
    #expect(list.count == 6)
    #expect(list.map(\.line) == flat.map(\.line))
    #expect(list.indices.map { list[$0] } == flat)
    #expect(Array(list) == flat)
    #expect(list.last == finding("d", 3))
  }

  @Test("forEach(in:) gives every range's findings with their indices, across list boundaries")
  func forEachInRange() {
    let list = FindingList(files: lists)
    let flat = lists.flatMap { $0 }
    for lower in 0...flat.count {
      for upper in lower...flat.count {
        var seen: [(Int, Finding)] = []
        list.forEach(in: lower..<upper) { seen.append(($0, $1)) }
        #expect(seen.map(\.0) == Array(lower..<upper))
        #expect(seen.map(\.1) == Array(flat[lower..<upper]))
      }
    }
  }

  @Test("lists are equal when their findings are, however they are split into files")
  func equality() {
    let flat = lists.flatMap { $0 }
    #expect(FindingList(files: lists) == FindingList(flat))
    #expect(FindingList(files: lists) != FindingList(Array(flat.dropLast())))
    #expect(FindingList(files: [[], []]) == [])
    #expect(FindingList(files: [[], []]).isEmpty)
  }
}
