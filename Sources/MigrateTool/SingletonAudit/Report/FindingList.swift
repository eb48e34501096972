/// An audit's findings in report order (by file, then line and column), kept in the per-file
/// lists the scans made.
///
/// A report reads its findings once; joining the files' lists into one array first would copy
/// every finding (retaining its strings) into megabytes of fresh memory for that one read.
package struct FindingList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
  /// The files' lists, in report order, empty ones left out.
  private var files: [[Finding]]
  /// The index of each list's first finding, then the total: one entry more than `files`.
  private var starts: [Int]

  /// The findings of `files`, one list per file, in report order.
  package init(files: some Sequence<[Finding]>) {
    self.files = []
    starts = [0]
    for findings in files where !findings.isEmpty {
      self.files.append(findings)
      starts.append(starts[starts.count - 1] + findings.count)
    }
  }

  /// `findings`, already in report order.
  package init(_ findings: [Finding]) {
    self.init(files: CollectionOfOne(findings))
  }

  package init(arrayLiteral findings: Finding...) {
    self.init(findings)
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { starts[starts.count - 1] }

  package subscript(position: Int) -> Finding {
    precondition(position >= 0 && position < endIndex, "FindingList index out of range")
    let file = fileIndex(containing: position)
    return files[file][position - starts[file]]
  }

  /// Calls `body` with each finding in `range` and its index, in order, walking the lists
  /// instead of searching for each index.
  package func forEach(in range: Range<Int>, _ body: (Int, Finding) throws -> Void) rethrows {
    try forEachInPlace(in: range) { index, finding in try body(index, finding.pointee) }
  }

  /// Calls `body` with a pointer to each finding in `range` and its index, in order: the
  /// findings read in place, where passing each one by value would copy it (retaining its
  /// strings).
  package func forEachInPlace(
    in range: Range<Int>, _ body: (Int, UnsafePointer<Finding>) throws -> Void
  ) rethrows {
    guard !range.isEmpty else { return }
    precondition(range.lowerBound >= 0 && range.upperBound <= endIndex, "range out of bounds")
    var file = fileIndex(containing: range.lowerBound)
    var index = range.lowerBound
    while index < range.upperBound {
      let end = Swift.min(range.upperBound, starts[file + 1])
      let offsets = (index - starts[file])..<(end - starts[file])
      try files[file].withUnsafeBufferPointer { findings in
        for offset in offsets {
          try body(index, findings.baseAddress! + offset)
          index += 1
        }
      }
      file += 1
    }
  }

  package func makeIterator() -> Iterator {
    Iterator(files: files)
  }

  /// Walks the lists one after another.
  package struct Iterator: IteratorProtocol {
    fileprivate let files: [[Finding]]
    private var file = 0
    private var offset = 0

    fileprivate init(files: [[Finding]]) {
      self.files = files
    }

    package mutating func next() -> Finding? {
      guard file < files.count else { return nil }
      let finding = files[file][offset]
      offset += 1
      if offset == files[file].count {
        (file, offset) = (file + 1, 0)
      }
      return finding
    }
  }

  /// Equal findings in the same order, however they are split into lists.
  package static func == (lhs: FindingList, rhs: FindingList) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// The list holding the finding at `position` (in `0..<endIndex`): the last whose start is at
  /// or before it.
  private func fileIndex(containing position: Int) -> Int {
    var low = 0
    var high = files.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
