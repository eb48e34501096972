// Step 1 of MIGRATION.md for `SessionManager`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `SessionManager.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.session) var session
/// ```
struct SessionClient: Sendable {
  /// `SessionManager.token`.
  var token: @Sendable () -> String?
  /// Sets `SessionManager.token`.
  var setToken: @Sendable (_ newValue: String?) -> Void
  /// `SessionManager.lastURL`.
  var lastURL: @Sendable () -> URL?
  /// `SessionManager.currentUser()`.
  var currentUser: @Sendable () -> String?
  /// `SessionManager.url(for:)`.
  var url: @Sendable (_ `for`: String?) -> URL?

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var session = SessionClient.unimplemented
  /// session.token = { nil }
  /// ```
  init(
    token: @escaping @Sendable () -> String?,
    setToken: @escaping @Sendable (_ newValue: String?) -> Void,
    lastURL: @escaping @Sendable () -> URL?,
    currentUser: @escaping @Sendable () -> String?,
    url: @escaping @Sendable (_ `for`: String?) -> URL?
  ) {
    self.token = token
    self.setToken = setToken
    self.lastURL = lastURL
    self.currentUser = currentUser
    self.url = url
  }
}

extension SessionClient {
  /// A client that forwards every call to `manager`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.session)` first.
  ///
  /// ```swift
  /// static let liveValue = SessionClient.bridging(to: SessionManager.shared)
  /// ```
  static func bridging(to manager: SessionManager) -> Self {
    // SessionManager predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): the bridge is exactly as thread-safe as SessionManager, no more.
    nonisolated(unsafe) let manager = manager
    return Self(
      token: { manager.token },
      setToken: { manager.token = $0 },
      lastURL: { manager.lastURL },
      currentUser: { manager.currentUser() },
      url: { manager.url(for: $0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.session = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    token: Dependencies.unimplemented("SessionClient.token", placeholder: nil),
    setToken: Dependencies.unimplemented("SessionClient.setToken"),
    lastURL: Dependencies.unimplemented("SessionClient.lastURL", placeholder: nil),
    currentUser: Dependencies.unimplemented("SessionClient.currentUser", placeholder: nil),
    url: Dependencies.unimplemented("SessionClient.url", placeholder: nil)
  )
}

/// Registers ``SessionClient`` as a dependency: its live value forwards to
/// `SessionManager.shared`, its test value reports every call.
private enum SessionKey: DependencyKey {
  static let liveValue = SessionClient.bridging(to: SessionManager.shared)
  static let testValue = SessionClient.unimplemented
}

extension DependencyValues {
  /// `SessionManager.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.session) var session
  /// ```
  var session: SessionClient {
    get { self[SessionKey.self] }
    set { self[SessionKey.self] = newValue }
  }
}
