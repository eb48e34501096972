import Foundation

/// The signed-in session: `shared` is computed, and gives the current instance, which signing
/// out replaces. A client must read it on every call, not keep the first one.
final class UserSession {
  nonisolated(unsafe) private static var current = UserSession(token: "")

  static var shared: UserSession { current }

  static func signIn(token: String) { current = UserSession(token: token) }

  let token: String

  init(token: String) { self.token = token }

  var isSignedIn: Bool { !token.isEmpty }

  func authorize(_ headers: [String: String]) -> [String: String] {
    headers.merging(["Authorization": "Bearer \(token)"]) { _, new in new }
  }
}
