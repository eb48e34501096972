import Dependencies
import Foundation

/// Code written against the scaffolded client: what a caller of `UserSession.shared` becomes.
/// The client reads `UserSession.shared` on every call, so it follows a sign-in.
struct UserSessionCaller {
  @Dependency(\.userSession) var userSession

  func headers() -> [String: String]? {
    userSession.isSignedIn() ? userSession.authorize(["Accept": "application/json"]) : nil
  }

  func token() -> String { userSession.token() }
}
