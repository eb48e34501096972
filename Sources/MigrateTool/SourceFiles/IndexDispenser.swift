/// Hands out the indices `0..<count`, each once and in order, to workers on several threads:
/// a worker takes the next index as soon as it is done with the last, so no core sits idle
/// while another still has a queue of its own.
///
/// ```swift
/// while let index = dispenser.next() { work(index) }
/// ```
@usableFromInline
package struct IndexDispenser: Sendable {
  private let count: Int
  private let nextIndex = Locked(0)

  @usableFromInline
  package init(count: Int) {
    self.count = count
  }

  /// The next index no worker has taken, or nil when all have been taken.
  @usableFromInline
  package func next() -> Int? {
    nextIndex.withLock { index in
      guard index < count else { return nil }
      defer { index += 1 }
      return index
    }
  }
}
