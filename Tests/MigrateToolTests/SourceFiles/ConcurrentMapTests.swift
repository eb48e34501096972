import Testing

@testable import SourceFiles

/// The audit's work split across cores: every index once, results in index order.
@Suite("Concurrent map")
struct ConcurrentMapTests {
  @Test("each index is transformed once, results in order, one state per core at most")
  func workerStates() {
    let states = Locked(0)
    let results = concurrentMap(
      1_000, workerState: { states.withLock { $0 += 1 } }, { _, index in index * 2 })
    #expect(results == (0..<1_000).map { $0 * 2 })
    #expect((1...onlineProcessorCount).contains(states.withLock { $0 }))
  }

  @Test(
    "runs of elements are updated in place, one result per run in order",
    arguments: [1, 7, 1_000])
  func runs(_ count: Int) {
    var elements = Array(0..<count)
    let sums = concurrentUpdate(runsOf: &elements) { run in
      var sum = 0
      for index in run.indices {
        sum += run[index]
        run[index] = -run[index]
      }
      return sum
    }
    #expect(elements == (0..<count).map { -$0 })
    #expect(sums.reduce(0, +) == (0..<count).reduce(0, +))
    #expect(sums.count <= onlineProcessorCount * 4)
  }

  @Test("the dispenser hands out every index once, then nil")
  func dispenser() {
    let dispenser = IndexDispenser(count: 3)
    let taken = (0..<4).map { _ in dispenser.next() }
    #expect(taken == [0, 1, 2, nil])
  }
}
