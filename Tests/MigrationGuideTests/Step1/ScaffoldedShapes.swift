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
/// Before: a singleton declared in an extension of an SDK type, and callers that call the SDK's
/// own members on it.
extension UserDefaults {
  nonisolated(unsafe) static let group = UserDefaults(suiteName: "group.com.example.app")!

  func markSynced(at date: Date) { set(date, forKey: "lastSync") }
}

func syncIsPaused() -> Bool { UserDefaults.group.bool(forKey: "syncPaused") }

// `migrate-tool scaffold UserDefaults --accessor group`: the extension's members, the SDK members
// that callers call (where scaffold knows their signatures), and `defaults`, which returns the
// instance, for the rest; in a client named after the accessor.
extension GroupUserDefaultsClient {
  static func bridging(to defaults: UserDefaults) -> Self {
    // Whether UserDefaults is Sendable is not known here (it is declared elsewhere), so the
    // closures capture it wrapped: the bridge is exactly as thread-safe as UserDefaults, no more.
    let defaults = UncheckedSendable(defaults)
    return Self(
      markSynced: { defaults.value.markSynced(at: $0) },
      bool: { defaults.value.bool(forKey: $0) },
      defaults: { defaults.value }
    )
  }
}
// snippet-end

struct GroupUserDefaultsClient: Sendable {
  var markSynced: @Sendable (_ at: Date) -> Void
  var bool: @Sendable (_ forKey: String) -> Bool
  var defaults: @Sendable () -> UserDefaults
}

// snippet: step1-computed-singleton
/// Before: `shared` gives the current instance, which signing in replaces.
final class AccountSession {
  nonisolated(unsafe) private static var current = AccountSession(token: "")
  static var shared: AccountSession { current }
  static func signIn(token: String) { current = AccountSession(token: token) }

  let token: String
  init(token: String) { self.token = token }
}

// `migrate-tool scaffold AccountSession`: a computed accessor (or `class func sharedInstance()`)
// is read on every call, so the client follows a sign-in.
extension AccountSessionClient {
  static func bridging(
    to session: @escaping @Sendable () -> AccountSession
  ) -> Self {
    return Self(
      token: { session().token }
    )
  }
}

private enum AccountSessionKey: DependencyKey {
  static let liveValue = AccountSessionClient.bridging(to: { AccountSession.shared })
}
// snippet-end

struct AccountSessionClient: Sendable {
  var token: @Sendable () -> String
}

/// A value-type store reached through a reassignable holder, with an async `mutating` member:
/// the bridge reads the value, awaits the change and assigns the value back.
struct DraftStore {
  nonisolated(unsafe) static var shared = DraftStore()
  var drafts: [String] = []
  mutating func save(_ draft: String) async -> Int {
    await Task.yield()
    drafts.append(draft)
    return drafts.count
  }
}

struct DraftStoreClient: Sendable {
  var save: @Sendable (_ draft: String) async -> Int
}

extension DraftStoreClient {
  static func bridging(
    to store: @escaping @Sendable () -> DraftStore,
    replace: @escaping @Sendable (DraftStore) -> Void
  ) -> Self {
    return Self(
      save: {
        var value = store()
        let result = await value.save($0)
        replace(value)
        return result
      }
    )
  }
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

@Suite("Step 1: what scaffold writes for a protocol, an extension, a computed and a reassignable global")
struct ScaffoldedShapesTests {
  @Test("the protocol-typed bridge forwards to the instance behind the protocol")
  func protocolBridge() {
    let desk = SupportDesk()
    desk.unreadCount = 3
    #expect(SupportDeskClient.bridging(to: desk).unreadCount() == 3)
  }

  @Test("the extension bridge forwards the SDK's members, and returns the instance for the rest")
  func extensionBridge() {
    let client = GroupUserDefaultsClient.bridging(to: .group)
    UserDefaults.group.set(true, forKey: "syncPaused")
    defer { UserDefaults.group.removeObject(forKey: "syncPaused") }
    #expect(client.bool("syncPaused") == syncIsPaused())
    #expect(client.defaults() === UserDefaults.group)
  }

  @Test("the computed accessor's bridge follows a sign-in that replaces the instance")
  func computedBridge() {
    let client = AccountSessionKey.liveValue
    AccountSession.signIn(token: "first")
    #expect(client.token() == "first")
    AccountSession.signIn(token: "second")
    #expect(client.token() == "second")
  }

  @Test("an async mutating member changes the store the holder keeps, as a caller's call did")
  func asyncMutatingBridge() async {
    let original = DraftStore.shared
    defer { DraftStore.shared = original }
    let client = DraftStoreClient.bridging(
      to: { DraftStore.shared }, replace: { DraftStore.shared = $0 })
    #expect(await client.save("a") == original.drafts.count + 1)
    #expect(DraftStore.shared.drafts.last == "a")
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
