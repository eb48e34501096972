import Dependencies
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("\\.urlSession")
struct URLSessionTests {
  @Test("live, it is URLSession.shared")
  func live() {
    withDependencies { $0.context = .live } operation: {
      @Dependency(\.urlSession) var urlSession
      #expect(urlSession === URLSession.shared)  // migrate-tool:ignore - the assertion
    }
  }

  @Test("in tests, a request fails without touching the network, with an error saying why")
  func testValue() async throws {
    @Dependency(\.urlSession) var urlSession
    #expect(urlSession !== URLSession.shared)  // migrate-tool:ignore - the assertion
    let error = try #require(
      await #expect(throws: (any Error).self) {
        _ = try await withIssueReporters([]) {
          try await urlSession.data(from: URL(string: "https://example.com/profile")!)
        }
      })
    let message = "\(error) \(error.localizedDescription)"
    #expect(message.contains(#"Unimplemented: @Dependency(\.urlSession)"#))
    #expect(message.contains("https://example.com/profile"))
  }
}
