import Dependencies
import Foundation

/// Code written against the scaffolded client: what a caller of `APIEnvironment.shared` becomes.
struct APIEnvironmentCaller {
  @Dependency(\.apiEnvironment) var apiEnvironment

  func signIn(token: String) -> URL {
    apiEnvironment.setToken(token)
    return apiEnvironment.url("me")
  }

  func switchHost(to host: String) {
    apiEnvironment.setShared(APIEnvironment(host: host))
  }
}
