import Dependencies
import Foundation

/// Code written against the scaffolded client: an implicitly unwrapped value is an optional.
struct SessionCaller {
  @Dependency(\.session) var session

  func profileURL() -> URL? {
    guard let user = session.currentUser() else { return nil }
    session.setToken(user)
    return session.url("profile/" + user) ?? session.lastURL()
  }
}
