/// A singleton that is `@MainActor` because its superclass is, though it does not say so.
final class AppCoordinator: Coordinator {
  static let shared = AppCoordinator()

  private(set) var route = "home"

  func open(_ route: String) { self.route = route }
}
