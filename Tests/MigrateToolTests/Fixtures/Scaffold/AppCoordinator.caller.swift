import Dependencies

/// Code written against the scaffolded client, on the main actor as the coordinator's callers.
@MainActor
struct AppCoordinatorCaller {
  @Dependency(\.app) var app

  func showSettings() -> String {
    app.open("settings")
    return app.route()
  }
}
