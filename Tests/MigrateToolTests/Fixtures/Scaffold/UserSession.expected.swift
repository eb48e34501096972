// Step 1 of MIGRATION.md for `UserSession`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `UserSession.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.userSession) var userSession
/// ```
struct UserSessionClient: Sendable {
  /// `UserSession.token`.
  var token: @Sendable () -> String
  /// `UserSession.isSignedIn`.
  var isSignedIn: @Sendable () -> Bool
  /// `UserSession.authorize(_:)`.
  var authorize: @Sendable (_ headers: [String: String]) -> [String: String]

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var userSession = UserSessionClient.unimplemented
  /// userSession.token = { "" }
  /// ```
  init(
    token: @escaping @Sendable () -> String,
    isSignedIn: @escaping @Sendable () -> Bool,
    authorize: @escaping @Sendable (_ headers: [String: String]) -> [String: String]
  ) {
    self.token = token
    self.isSignedIn = isSignedIn
    self.authorize = authorize
  }
}

extension UserSessionClient {
  /// The live value while the migration is at step 1: a client that reads `UserSession.shared` anew
  /// on every call, through `session`, since each read may give another instance.
  ///
  /// ```swift
  /// static let liveValue = UserSessionClient.bridging(to: { UserSession.shared })
  /// ```
  static func bridging(
    to session: @escaping @Sendable () -> UserSession
  ) -> Self {
    return Self(
      token: { session().token },
      isSignedIn: { session().isSignedIn },
      authorize: { session().authorize($0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.userSession = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    token: Dependencies.unimplemented("UserSessionClient.token", placeholder: ""),
    isSignedIn: Dependencies.unimplemented("UserSessionClient.isSignedIn", placeholder: false),
    authorize: Dependencies.unimplemented("UserSessionClient.authorize", placeholder: [:])
  )
}

/// Registers ``UserSessionClient`` as a dependency: its live value forwards to
/// `UserSession.shared`, its test value reports every call.
private enum UserSessionKey: DependencyKey {
  static let liveValue = UserSessionClient.bridging(to: { UserSession.shared })
  static let testValue = UserSessionClient.unimplemented
}

extension DependencyValues {
  /// `UserSession.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.userSession) var userSession
  /// ```
  var userSession: UserSessionClient {
    get { self[UserSessionKey.self] }
    set { self[UserSessionKey.self] = newValue }
  }
}
