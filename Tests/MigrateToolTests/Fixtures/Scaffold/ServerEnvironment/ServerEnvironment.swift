import Foundation

/// The settings a holder keeps: a value.
struct ServerSettings {
  var baseURL: URL
  var apiKey: String

  func endpoint(_ path: String) -> URL { baseURL.appendingPathComponent(path) }
}

/// An implicitly unwrapped holder, set at launch: `ServerEnvironment.settings.baseURL`. A plain
/// `static var`, as legacy code has it: a Swift 6 module cannot declare it, so this fixture is
/// compiled in a Swift 5 module only.
enum ServerEnvironment {
  static var settings: ServerSettings!
}
