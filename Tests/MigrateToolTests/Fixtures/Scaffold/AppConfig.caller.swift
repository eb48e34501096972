import Dependencies
import Foundation

/// Code written against the scaffolded client: what a caller of `Env.config` becomes.
struct AppConfigCaller {
  @Dependency(\.appConfig) var appConfig

  func profileURL() -> URL {
    appConfig.isStaging() ? appConfig.baseURL() : appConfig.url("profile")
  }

  func useStaging() {
    appConfig.setConfig(
      AppConfig(baseURL: URL(string: "https://staging.example.com")!, apiKey: "", isStaging: true))
  }
}
