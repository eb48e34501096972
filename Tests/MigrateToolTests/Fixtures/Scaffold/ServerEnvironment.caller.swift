import Dependencies
import Foundation

/// Code written against the scaffolded client: what a caller of `ServerEnvironment.settings`
/// becomes.
struct ServerEnvironmentCaller {
  @Dependency(\.serverSettings) var serverSettings

  func itemsURL() -> URL { serverSettings.endpoint("items") }

  func signOut() { serverSettings.setApiKey("") }
}
