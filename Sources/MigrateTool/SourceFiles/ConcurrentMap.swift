import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The number of cores this process can run on (at least 1).
@usableFromInline
package let onlineProcessorCount = max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1)

// The maps are inlinable: they are called from other targets, once per audit with a closure run
// per file, and unspecialized they would move each result through its generic witnesses.

/// `transform` applied to `0..<count` on all cores, results in index order.
@inlinable
package func concurrentMap<Result: Sendable>(
  _ count: Int, _ transform: @Sendable (Int) -> Result
) -> [Result] {
  let slots = ResultSlots<Result>(count: count)
  // Each iteration writes only its own slot; concurrentPerform returns after all of them.
  DispatchQueue.concurrentPerform(iterations: count) { index in
    slots.store(transform(index), at: index)
  }
  return slots.take()
}

/// `transform` applied to `0..<count` on all cores, results in index order. One worker per
/// core makes one `State` (a read buffer, say) and uses it for every index it takes, the next
/// free one each time (so uneven work still keeps every core busy); a worker's state never
/// leaves its thread.
@inlinable
package func concurrentMap<State, Result: Sendable>(
  _ count: Int, workerState: @Sendable () -> State,
  _ transform: @Sendable (inout State, Int) -> Result
) -> [Result] {
  let slots = ResultSlots<Result>(count: count)
  let indices = IndexDispenser(count: count)
  // Each index is taken by one worker, which writes only its slot; see `concurrentMap` above.
  DispatchQueue.concurrentPerform(iterations: min(count, onlineProcessorCount)) { _ in
    var state = workerState()
    while let index = indices.next() {
      slots.store(transform(&state, index), at: index)
    }
  }
  return slots.take()
}

/// One slot per index, filled concurrently, read once all writers are done.
// @unchecked Sendable, safe: each index is written by exactly one `concurrentPerform` iteration
// and read only by `take()`, after `concurrentPerform` has returned (which orders all writes first).
@usableFromInline final class ResultSlots<Result>: @unchecked Sendable {
  @usableFromInline
  let slots: UnsafeMutableBufferPointer<Result?>

  @inlinable
  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  @inlinable
  func store(_ result: Result, at index: Int) { slots[index] = result }

  /// The results, moved out of their slots.
  @inlinable
  func take() -> [Result] {
    (0..<slots.count).map { slots[$0].take()! }
  }
}

/// Runs `update` on consecutive runs of `elements`, changing them in place, a run per task on
/// all cores; one result per run, in order. Several runs per core, so that uneven runs still
/// keep every core busy; few enough that what a run returns (a partial count, say) is cheap to
/// combine.
package func concurrentUpdate<Element: Sendable, Result: Sendable>(
  runsOf elements: inout [Element],
  _ update: @Sendable (UnsafeMutableBufferPointer<Element>) -> Result
) -> [Result] {
  let runs = min(elements.count, onlineProcessorCount * 4)
  guard runs > 0 else { return [] }
  let runLength = (elements.count + runs - 1) / runs
  return elements.withUnsafeMutableBufferPointer { buffer in
    let slots = DisjointSlots(buffer: buffer)
    return concurrentMap((buffer.count + runLength - 1) / runLength) { run in
      let start = run * runLength
      // Its own buffer, not a slice: a slice's element would be copied out and back, and a
      // copy of an element's array would be copied again on write.
      return update(
        UnsafeMutableBufferPointer(
          rebasing: slots.buffer[start..<min(start + runLength, slots.buffer.count)]))
    }
  }
}

/// A buffer whose elements are each touched by one task only.
private struct DisjointSlots<Element>: @unchecked Sendable {
  // Safe: `concurrentUpdate` hands each run of elements to exactly one `concurrentMap`
  // iteration, and the buffer outlives them all (`concurrentMap` returns only after every
  // iteration has finished).
  let buffer: UnsafeMutableBufferPointer<Element>
}
