import Foundation

/// A holder: the app's configuration is reached as `Env.config.baseURL`. Set once at launch,
/// before anything reads it.
enum Env {
  nonisolated(unsafe) static var config: AppConfig = .production
}
