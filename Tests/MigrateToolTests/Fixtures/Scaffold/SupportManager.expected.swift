// Step 1 of MIGRATION.md for `SupportManager`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `SupportManager.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.support) var support
/// ```
struct SupportClient: Sendable {
  /// `SupportProviding.isChatAvailable`.
  var isChatAvailable: @Sendable () -> Bool
  /// `SupportProviding.unreadCount`.
  var unreadCount: @Sendable () -> Int
  /// Sets `SupportProviding.unreadCount`.
  var setUnreadCount: @Sendable (_ newValue: Int) -> Void
  /// `SupportProviding.openHelpCenter(section:)`.
  var openHelpCenter: @Sendable (_ section: String?) -> Void
  /// `SupportProviding.submitTicket(subject:body:)`.
  var submitTicket: @Sendable (_ subject: String, _ body: String) async throws -> String

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var support = SupportClient.unimplemented
  /// support.isChatAvailable = { false }
  /// ```
  init(
    isChatAvailable: @escaping @Sendable () -> Bool,
    unreadCount: @escaping @Sendable () -> Int,
    setUnreadCount: @escaping @Sendable (_ newValue: Int) -> Void,
    openHelpCenter: @escaping @Sendable (_ section: String?) -> Void,
    submitTicket: @escaping @Sendable (_ subject: String, _ body: String) async throws -> String
  ) {
    self.isChatAvailable = isChatAvailable
    self.unreadCount = unreadCount
    self.setUnreadCount = setUnreadCount
    self.openHelpCenter = openHelpCenter
    self.submitTicket = submitTicket
  }
}

extension SupportClient {
  /// A client that forwards every call to `manager`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.support)` first.
  ///
  /// ```swift
  /// static let liveValue = SupportClient.bridging(to: SupportManager.shared)
  /// ```
  static func bridging(to manager: any SupportProviding) -> Self {
    // SupportProviding predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): the bridge is exactly as thread-safe as SupportProviding, no more.
    nonisolated(unsafe) let manager = manager
    return Self(
      isChatAvailable: { manager.isChatAvailable },
      unreadCount: { manager.unreadCount },
      setUnreadCount: { manager.unreadCount = $0 },
      openHelpCenter: { manager.openHelpCenter(section: $0) },
      submitTicket: { try await manager.submitTicket(subject: $0, body: $1) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.support = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    isChatAvailable: Dependencies.unimplemented(
      "SupportClient.isChatAvailable", placeholder: false),
    unreadCount: Dependencies.unimplemented("SupportClient.unreadCount", placeholder: 0),
    setUnreadCount: Dependencies.unimplemented("SupportClient.setUnreadCount"),
    openHelpCenter: Dependencies.unimplemented("SupportClient.openHelpCenter"),
    submitTicket: Dependencies.unimplemented("SupportClient.submitTicket")
  )
}

/// Registers ``SupportClient`` as a dependency: its live value forwards to
/// `SupportManager.shared`, its test value reports every call.
private enum SupportKey: DependencyKey {
  static let liveValue = SupportClient.bridging(to: SupportManager.shared)
  static let testValue = SupportClient.unimplemented
}

extension DependencyValues {
  /// `SupportManager.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.support) var support
  /// ```
  var support: SupportClient {
    get { self[SupportKey.self] }
    set { self[SupportKey.self] = newValue }
  }
}
