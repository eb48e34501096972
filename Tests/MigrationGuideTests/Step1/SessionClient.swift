import Dependencies
import Testing

// snippet: step1-stateful-bridge
/// Before: state that nothing guards, which the app only touches on the main thread, from
/// screens (in a Swift 5 target: `static let shared = SessionStore()`).
final class SessionStore {
  var token: String?
}

struct SessionClient: Sendable {
  var token: @MainActor @Sendable () -> String?
  var setToken: @MainActor @Sendable (String?) -> Void
}

extension SessionClient {
  static func bridging(to store: SessionStore) -> Self {
    // nonisolated(unsafe): the store guards nothing itself; every endpoint is @MainActor, so the
    // client touches it only on the main thread, where the legacy callers that share it do.
    nonisolated(unsafe) let store = store
    return Self(token: { store.token }, setToken: { store.token = $0 })
  }
}
// snippet-end

@Suite("Step 1: the bridge of a stateful singleton keeps its threading rule")
struct SessionClientTests {
  @Test("the bridge reads and writes the store it wraps, on the main actor")
  @MainActor func bridge() {
    let store = SessionStore()
    let client = SessionClient.bridging(to: store)
    client.setToken("abc")
    #expect(store.token == "abc")
    #expect(client.token() == "abc")
  }
}
