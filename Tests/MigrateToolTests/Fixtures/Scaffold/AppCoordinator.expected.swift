// Step 1 of MIGRATION.md for `AppCoordinator`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `AppCoordinator.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.app) var app
/// ```
struct AppClient: Sendable {
  /// `AppCoordinator.route`.
  var route: @MainActor @Sendable () -> String
  /// `AppCoordinator.open(_:)`.
  var `open`: @MainActor @Sendable (_ route: String) -> Void
  /// `AppCoordinator.start()`.
  var start: @MainActor @Sendable () -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var app = AppClient.unimplemented
  /// app.route = { "" }
  /// ```
  init(
    route: @escaping @MainActor @Sendable () -> String,
    `open`: @escaping @MainActor @Sendable (_ route: String) -> Void,
    start: @escaping @MainActor @Sendable () -> Void
  ) {
    self.route = route
    self.open = `open`
    self.start = start
  }
}

extension AppClient {
  /// A client that forwards every call to the coordinator `coordinator` returns, which it asks
  /// for on the main actor: the live value while the migration is at step 1.
  ///
  /// ```swift
  /// static let liveValue = AppClient.bridging(to: { AppCoordinator.shared })
  /// ```
  static func bridging(
    to coordinator: @escaping @MainActor @Sendable () -> AppCoordinator
  ) -> Self {
    return Self(
      route: { coordinator().route },
      open: { coordinator().`open`($0) },
      start: { coordinator().start() }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.app = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    route: Dependencies.unimplemented("AppClient.route", placeholder: ""),
    open: Dependencies.unimplemented("AppClient.open"),
    start: Dependencies.unimplemented("AppClient.start")
  )
}

/// Registers ``AppClient`` as a dependency: its live value forwards to
/// `AppCoordinator.shared`, its test value reports every call.
private enum AppKey: DependencyKey {
  static let liveValue = AppClient.bridging(to: { AppCoordinator.shared })
  static let testValue = AppClient.unimplemented
}

extension DependencyValues {
  /// `AppCoordinator.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.app) var app
  /// ```
  var app: AppClient {
    get { self[AppKey.self] }
    set { self[AppKey.self] = newValue }
  }
}
