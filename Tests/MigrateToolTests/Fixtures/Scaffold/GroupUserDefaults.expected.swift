// Step 1 of MIGRATION.md for `UserDefaults`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `UserDefaults.group`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.groupUserDefaults) var groupUserDefaults
/// ```
struct GroupUserDefaultsClient: Sendable {
  // TODO: 'UserDefaults' is declared outside these paths (the SDK or another module): callers reach
  // 'synchronize()' through 'defaults()', which returns the instance. Give a member an endpoint of
  // its own where a test must replace it.
  // TODO: 'lastSyncDate' has no setter endpoint: UserDefaults is declared outside these paths, so
  // whether the bridge's copy is the singleton itself (a class) is not known here. If it is a
  // class, add 'setLastSyncDate'.
  /// `UserDefaults.lastSyncDate`.
  var lastSyncDate: @Sendable () -> Date?
  /// `UserDefaults.markSynced(at:)`.
  var markSynced: @Sendable (_ at: Date) -> Void
  /// `UserDefaults.bool(forKey:)`.
  var bool: @Sendable (_ forKey: String) -> Bool
  /// `UserDefaults.set(_:forKey:)`.
  var set: @Sendable (_ value: Any?, _ forKey: String) -> Void
  /// `UserDefaults.group` itself, for members without an endpoint of their own.
  var defaults: @Sendable () -> UserDefaults

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var groupUserDefaults = GroupUserDefaultsClient.unimplemented
  /// groupUserDefaults.lastSyncDate = { nil }
  /// ```
  init(
    lastSyncDate: @escaping @Sendable () -> Date?,
    markSynced: @escaping @Sendable (_ at: Date) -> Void,
    bool: @escaping @Sendable (_ forKey: String) -> Bool,
    set: @escaping @Sendable (_ value: Any?, _ forKey: String) -> Void,
    defaults: @escaping @Sendable () -> UserDefaults
  ) {
    self.lastSyncDate = lastSyncDate
    self.markSynced = markSynced
    self.bool = bool
    self.set = set
    self.defaults = defaults
  }
}

extension GroupUserDefaultsClient {
  /// A client that forwards every call to `defaults`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.groupUserDefaults)` first.
  ///
  /// ```swift
  /// static let liveValue = GroupUserDefaultsClient.bridging(to: UserDefaults.group)
  /// ```
  static func bridging(to defaults: UserDefaults) -> Self {
    // Whether UserDefaults is Sendable is not known here (it is declared elsewhere), so the
    // closures capture it wrapped: the bridge is exactly as thread-safe as UserDefaults, no more.
    let defaults = UncheckedSendable(defaults)
    return Self(
      lastSyncDate: { defaults.value.lastSyncDate },
      markSynced: { defaults.value.markSynced(at: $0) },
      bool: { defaults.value.bool(forKey: $0) },
      set: { defaults.value.set($0, forKey: $1) },
      defaults: { defaults.value }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.groupUserDefaults = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    lastSyncDate: Dependencies.unimplemented(
      "GroupUserDefaultsClient.lastSyncDate", placeholder: nil),
    markSynced: Dependencies.unimplemented("GroupUserDefaultsClient.markSynced"),
    bool: Dependencies.unimplemented("GroupUserDefaultsClient.bool", placeholder: false),
    set: Dependencies.unimplemented("GroupUserDefaultsClient.set"),
    // TODO: no placeholder is known for 'UserDefaults': a call reports, then stops the process.
    // Pass one ('placeholder: ...').
    defaults: {
      Dependencies.reportIssue("Unimplemented: 'GroupUserDefaultsClient.defaults' was called.")
      fatalError("Unimplemented: GroupUserDefaultsClient.defaults")
    }
  )
}

/// Registers ``GroupUserDefaultsClient`` as a dependency: its live value forwards to
/// `UserDefaults.group`, its test value reports every call.
private enum GroupUserDefaultsKey: DependencyKey {
  static let liveValue = GroupUserDefaultsClient.bridging(to: UserDefaults.group)
  static let testValue = GroupUserDefaultsClient.unimplemented
}

extension DependencyValues {
  /// `UserDefaults.group`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.groupUserDefaults) var groupUserDefaults
  /// ```
  var groupUserDefaults: GroupUserDefaultsClient {
    get { self[GroupUserDefaultsKey.self] }
    set { self[GroupUserDefaultsKey.self] = newValue }
  }
}
