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

  @Test("the issue names the override that fixes it, and where the endpoint was declared")
  func namesTheOverride() {
    let issues = IssueCollector()
    let endpoint: @Sendable () -> Void = unimplemented("APIClient.fetchUser")
    let line = #line - 1
    withIssueReporters([issues]) { endpoint() }
    let message = issues.reported.first ?? ""
    #expect(message.contains("`withDependencies { $0.apiClient.fetchUser = { ... } }"))
    #expect(message.contains("`.dependencies { $0.apiClient.fetchUser = { ... } }` trait"))
    #expect(issues.locations.first?.line == line)
    #expect(issues.locations.first?.fileID == #fileID)
  }

  @Test(
    "the override is named after the client's type, as Swift spells its property",
    arguments: [
      ("URLSessionClient.data", "$0.urlSessionClient.data = { ... }"),
      ("Client.save", "$0.client.save = { ... }"),
      ("UUID.next", "$0.uuid.next = { ... }"),
      ("fetch", "$0.client.endpoint = { ... }"),
    ])
  func overrideNames(endpoint: String, expected: String) {
    let issues = IssueCollector()
    let call: @Sendable () -> Void = unimplemented(endpoint)
    withIssueReporters([issues]) { call() }
    #expect(issues.reported.first?.contains("{ \(expected) }") == true)
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
