import Dependencies
import Foundation

/// Code written against the scaffolded client: what a caller of
/// `NetworkManager.sharedInstance()` becomes.
struct NetworkManagerCaller {
  @Dependency(\.network) var network

  func load() -> Data? { network.fetch(network.baseURL() + "/items") }
}
