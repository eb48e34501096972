import Dependencies
import Testing

@Suite("swift-concurrency-extras' names that real code uses")
struct ConcurrencyExtrasTests {
  @Test("ActorIsolated keeps every change made from parallel tasks")
  func actorIsolated() async {
    let count = ActorIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask { await count.withValue { $0 += 1 } }
      }
    }
    #expect(await count.value == 100)
    await count.setValue(7)
    #expect(await count.withValue { $0 * 2 } == 14)
  }

  @Test("UncheckedSendable carries a value across, as a wrapper and with member lookup")
  func uncheckedSendable() async {
    final class Box {
      var count = 0
    }
    let box = UncheckedSendable(Box())
    let read = await Task {
      box.value.count += 1
      return box.count
    }.value
    #expect(read == 1)

    struct Point: Equatable {
      var x = 0
    }
    @UncheckedSendable var point = Point()
    point.x = 3
    $point.x += 1
    #expect(point == Point(x: 4))
    #expect(UncheckedSendable(Point(x: 1)) == UncheckedSendable(Point(x: 1)))
  }

  @Test("AsyncStream.finished ends without an element")
  func streamFinished() async {
    var elements: [Int] = []
    for await element in AsyncStream<Int>.finished { elements.append(element) }
    #expect(elements.isEmpty)
  }

  @Test("AsyncThrowingStream.finished ends without an element, or with the error given")
  func throwingStreamFinished() async throws {
    struct Failure: Error {}
    var elements: [Int] = []
    for try await element in AsyncThrowingStream<Int, any Error>.finished() {
      elements.append(element)
    }
    #expect(elements.isEmpty)
    await #expect(throws: Failure.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
    }
  }
}
