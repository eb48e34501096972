import Dependencies
import Testing

private struct Client: Sendable {
  var fetch: @Sendable (Int) -> String?
  var save: @Sendable (String, Int) -> Void
  var load: @Sendable () throws -> Int
  var refresh: @Sendable () async -> Int
  var sync: @Sendable (String) async throws -> Void
}

private let client = Client(
  fetch: unimplemented("Client.fetch", placeholder: nil),
  save: unimplemented("Client.save"),
  load: unimplemented("Client.load"),
  refresh: unimplemented("Client.refresh", placeholder: 7),
  sync: unimplemented("Client.sync")
)

@Suite("unimplemented endpoints")
struct UnimplementedTests {
  @Test("calling one reports an issue naming it, and returns the placeholder")
  func placeholder() {
    let issues = IssueCollector()
    let value = withIssueReporters([issues]) { client.fetch(1) }
    withIssueReporters([issues]) { client.save("key", 2) }
    #expect(value == nil)
    #expect(issues.reported.count == 2)
    #expect(issues.reported[0].contains("Unimplemented: 'Client.fetch' was called"))
    #expect(issues.reported[1].contains("'Client.save'"))
  }

  @Test("a throwing one reports, then throws UnimplementedFailure")
  func throwing() {
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      #expect(throws: UnimplementedFailure.self) { try client.load() }
    }
    #expect(issues.reported.count == 1)
  }

  @Test("async ones report too")
  func async() async {
    let issues = IssueCollector()
    let value = await withIssueReporters([issues]) { await client.refresh() }
    await withIssueReporters([issues]) {
      await #expect(throws: UnimplementedFailure.self) { try await client.sync("x") }
    }
    #expect(value == 7)
    #expect(issues.reported.count == 2)
  }
}
