import Foundation

/// A singleton from Objective-C days: implicitly unwrapped properties, parameters and results.
final class SessionManager {
  nonisolated(unsafe) static let shared = SessionManager()

  var token: String!
  private(set) var lastURL: URL!

  func currentUser() -> String! { token }

  func url(for path: String!) -> URL! {
    lastURL = URL(string: "https://example.com/" + (path ?? ""))
    return lastURL
  }
}
