import Dependencies
import DependenciesTestSupport
import Testing

// snippet: step3-actor
/// Before: `final class TokenStore { static let shared = TokenStore(); var token: String? }`,
/// unprotected mutable state. After: the state lives in an actor that the live client owns.
struct TokenClient: Sendable {
  var token: @Sendable () async -> String?
  var setToken: @Sendable (String?) async -> Void
}

extension TokenClient {
  static func live() -> Self {
    actor Storage {
      var token: String?
      func set(_ token: String?) { self.token = token }
    }
    let storage = Storage()
    return Self(token: { await storage.token }, setToken: { await storage.set($0) })
  }
}

private enum TokenKey: DependencyKey {
  static var liveValue: TokenClient { .live() }
  static var testValue: TokenClient {
    TokenClient(token: unimplemented("TokenClient.token", placeholder: nil),
                setToken: unimplemented("TokenClient.setToken"))
  }
}
// snippet-end

extension DependencyValues {
  var token: TokenClient {
    get { self[TokenKey.self] }
    set { self[TokenKey.self] = newValue }
  }
}

@Suite("Step 3: a singleton's mutable state moves into an actor the client owns")
struct TokenClientTests {
  @Test("each live client has its own state, safe to use from many tasks")
  func ownState() async {
    let first = TokenClient.live()
    let second = TokenClient.live()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 { group.addTask { await first.setToken("token \(index)") } }
    }
    #expect(await first.token()?.hasPrefix("token ") == true)
    #expect(await second.token() == nil)
  }

  @Test("the test value reports a call nobody overrode", .dependencies)
  func testValue() async {
    @Dependency(\.token) var token
    await withKnownIssue { _ = await token.token() }
  }
}
