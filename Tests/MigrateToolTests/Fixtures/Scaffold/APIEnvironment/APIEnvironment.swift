import Foundation

/// A reassignable singleton: a lock-guarded global that the app sets at start-up (and a debug
/// menu replaces), so a bridge that kept the first instance would go stale.
final class APIEnvironment {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var current = APIEnvironment(host: "api.example.com")

  static var shared: APIEnvironment {
    get {
      lock.lock()
      defer { lock.unlock() }
      return current
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      current = newValue
    }
  }

  let host: String
  var token: String?

  init(host: String) { self.host = host }

  func url(path: String) -> URL { URL(string: "https://\(host)/\(path)")! }
}
