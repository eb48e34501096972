import Dependencies
import Dispatch
import Testing

@Suite("LockIsolated")
struct LockIsolatedTests {
  @Test("1,000 increments from parallel threads are all kept")
  func parallelIncrements() {
    let count = LockIsolated(0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in count.withValue { $0 += 1 } }
    #expect(count.value == 1_000)
  }

  @Test("setValue replaces the value, and a member reads through dynamic member lookup")
  func setAndReadMember() {
    let events = LockIsolated<[String]>([])
    events.withValue { $0.append("launch") }
    #expect(events.count == 1)
    events.setValue(["reset"])
    #expect(events.value == ["reset"])
  }

  @Test("withValue returns the operation's result, and may be re-entered on one thread")
  func reentrant() {
    let count = LockIsolated(1)
    let doubled = count.withValue { value in
      value *= 2
      return value
    }
    #expect(doubled == 2)
    #expect(count.withValue { _ in count.value } == 2)
  }
}
