import Foundation

/// The configuration a holder keeps: a value.
struct AppConfig {
  static let production = AppConfig(
    baseURL: URL(string: "https://api.example.com")!, apiKey: "", isStaging: false)

  var baseURL: URL
  var apiKey: String
  let isStaging: Bool

  func url(for path: String) -> URL { baseURL.appendingPathComponent(path) }
}
