import Foundation

/// An Objective-C style singleton: callers ask for it with `NetworkManager.sharedInstance()`.
class NetworkManager {
  nonisolated(unsafe) private static let instance = NetworkManager()

  class func sharedInstance() -> Self { instance as! Self }

  var baseURL: String { "https://api.example.com" }

  func fetch(_ path: String) -> Data? { path.isEmpty ? nil : Data(path.utf8) }
}
