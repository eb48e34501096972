import Dependencies
import Testing

private struct SendFailed: Error {}

@Suite("\\.fireAndForget")
struct FireAndForgetTests {
  @Test("in tests, the caller waits for the work to finish")
  func testValueWaits() async {
    let done = Locked(false)
    @Dependency(\.fireAndForget) var fireAndForget
    await fireAndForget(name: "send", priority: .low) {
      for _ in 0..<10 { await Task.yield() }
      done.withLock { $0 = true }
    }
    #expect(done.withLock { $0 })
  }

  @Test("in tests, an error the work throws is reported")
  func testValueReportsErrors() async {
    let issues = IssueCollector()
    @Dependency(\.fireAndForget) var fireAndForget
    await withIssueReporters([issues]) {
      await fireAndForget { throw SendFailed() }
    }
    #expect(issues.reported.count == 1)
    #expect(issues.reported.first?.contains("SendFailed") == true)
  }

  @Test("live, the caller goes on while the work runs, and the work sees its dependencies")
  func liveDoesNotWait() async {
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let (finished, finish) = AsyncStream.makeStream(of: String.self)
    await withDependencies {
      $0.context = .live
      $0.greeting = Greeting(text: "from the caller")
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        for await _ in gate { break }
        @Dependency(\.greeting) var greeting
        finish.yield(greeting.text)
        finish.finish()
      }
    }
    // The work is still waiting at the gate: the call above returned without it.
    open.yield()
    var results: [String] = []
    for await text in finished { results.append(text) }
    #expect(results == ["from the caller"])
  }
}
