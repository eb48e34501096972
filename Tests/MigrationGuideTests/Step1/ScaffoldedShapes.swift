import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

// What `migrate-tool scaffold` writes for three common shapes of singleton (doc comments, client
// structs and `unimplemented` values left out); each "before" would live in a Swift 5 target.

// snippet: step1-protocol-singleton
/// Before: a singleton typed as a protocol; callers reach only the protocol's requirements.
protocol SupportProviding: AnyObject {
  var unreadCount: Int { get }
  func openHelpCenter(section: String?)
}

final class SupportDesk: SupportProviding {
  nonisolated(unsafe) static let shared: SupportProviding = SupportDesk()
  var unreadCount = 0
  func openHelpCenter(section: String?) {}
}

// `migrate-tool scaffold SupportDesk`: the requirements, over `any SupportProviding`.
extension SupportDeskClient {
  static func bridging(to desk: any SupportProviding) -> Self {
    // SupportProviding predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): the bridge is exactly as thread-safe as SupportProviding, no more.
    nonisolated(unsafe) let desk = desk
    return Self(
      unreadCount: { desk.unreadCount },
      openHelpCenter: { desk.openHelpCenter(section: $0) }
    )
  }
}
// snippet-end

struct SupportDeskClient: Sendable {
  var unreadCount: @Sendable () -> Int
  var openHelpCenter: @Sendable (_ section: String?) -> Void
}

// snippet: step1-extension-singleton
/// Before: a singleton declared in an extension of an SDK type.
extension UserDefaults {
  nonisolated(unsafe) static let group = UserDefaults(suiteName: "group.com.example.app")!

  func markSynced(at date: Date) { set(date, forKey: "lastSync") }
}

// `migrate-tool scaffold UserDefaults --accessor group`: the extension's members (and a TODO for
// the SDK's own, which scaffold cannot see), in a client named after the accessor.
extension GroupUserDefaultsClient {
  static func bridging(to defaults: UserDefaults) -> Self {
    // Whether UserDefaults is Sendable is not known here (it is declared elsewhere), so the
    // closures capture it wrapped: the bridge is exactly as thread-safe as UserDefaults, no more.
    let defaults = UncheckedSendable(defaults)
    return Self(
      markSynced: { defaults.value.markSynced(at: $0) }
    )
  }
}
// snippet-end

struct GroupUserDefaultsClient: Sendable {
  var markSynced: @Sendable (_ at: Date) -> Void
}

// snippet: step1-reassignable-singleton
/// Before: a reassignable global, set at launch and replaced by a debug menu.
final class APIHost {
  nonisolated(unsafe) static var shared = APIHost(name: "api.example.com")
  let name: String
  init(name: String) { self.name = name }
}

// `migrate-tool scaffold APIHost`: a bridge that reads `shared` on every call, and an endpoint
// that replaces it.
extension APIHostClient {
  static func bridging(
    to host: @escaping @Sendable () -> APIHost,
    replace: @escaping @Sendable (APIHost) -> Void
  ) -> Self {
    return Self(
      name: { host().name },
      setShared: { replace($0) }
    )
  }
}

private enum APIHostKey: DependencyKey {
  static let liveValue = APIHostClient.bridging(
    to: { APIHost.shared }, replace: { APIHost.shared = $0 })
  static let testValue = APIHostClient.unimplemented
}
// snippet-end

struct APIHostClient: Sendable {
  var name: @Sendable () -> String
  var setShared: @Sendable (_ newValue: APIHost) -> Void
}

extension APIHostClient {
  static let unimplemented = Self(
    name: Dependencies.unimplemented("APIHostClient.name", placeholder: ""),
    setShared: Dependencies.unimplemented("APIHostClient.setShared")
  )
}

extension DependencyValues {
  var apiHost: APIHostClient {
    get { self[APIHostKey.self] }
    set { self[APIHostKey.self] = newValue }
  }
}

@Suite("Step 1: what scaffold writes for a protocol, an extension and a reassignable global")
struct ScaffoldedShapesTests {
  @Test("the protocol-typed bridge forwards to the instance behind the protocol")
  func protocolBridge() {
    let desk = SupportDesk()
    desk.unreadCount = 3
    #expect(SupportDeskClient.bridging(to: desk).unreadCount() == 3)
  }

  @Test("the reassignable bridge sees a replacement made after the client was built")
  func reassignableBridge() {
    let original = APIHost.shared
    defer { APIHost.shared = original }
    let client = APIHostClient.bridging(to: { APIHost.shared }, replace: { APIHost.shared = $0 })
    client.setShared(APIHost(name: "staging.example.com"))
    #expect(client.name() == "staging.example.com")
    #expect(APIHost.shared.name == "staging.example.com")
  }
}
