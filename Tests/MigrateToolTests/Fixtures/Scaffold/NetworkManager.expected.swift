// Step 1 of MIGRATION.md for `NetworkManager`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `NetworkManager.sharedInstance()`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.network) var network
/// ```
struct NetworkClient: Sendable {
  /// `NetworkManager.baseURL`.
  var baseURL: @Sendable () -> String
  /// `NetworkManager.fetch(_:)`.
  var fetch: @Sendable (_ path: String) -> Data?

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var network = NetworkClient.unimplemented
  /// network.baseURL = { "" }
  /// ```
  init(
    baseURL: @escaping @Sendable () -> String,
    fetch: @escaping @Sendable (_ path: String) -> Data?
  ) {
    self.baseURL = baseURL
    self.fetch = fetch
  }
}

extension NetworkClient {
  /// The live value while the migration is at step 1: a client that reads
  /// `NetworkManager.sharedInstance()` anew on every call, through `manager`, since each read may
  /// give another instance.
  ///
  /// ```swift
  /// static let liveValue = NetworkClient.bridging(to: { NetworkManager.sharedInstance() })
  /// ```
  static func bridging(
    to manager: @escaping @Sendable () -> NetworkManager
  ) -> Self {
    return Self(
      baseURL: { manager().baseURL },
      fetch: { manager().fetch($0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.network = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    baseURL: Dependencies.unimplemented("NetworkClient.baseURL", placeholder: ""),
    fetch: Dependencies.unimplemented("NetworkClient.fetch", placeholder: nil)
  )
}

/// Registers ``NetworkClient`` as a dependency: its live value forwards to
/// `NetworkManager.sharedInstance()`, its test value reports every call.
private enum NetworkKey: DependencyKey {
  static let liveValue = NetworkClient.bridging(to: { NetworkManager.sharedInstance() })
  static let testValue = NetworkClient.unimplemented
}

extension DependencyValues {
  /// `NetworkManager.sharedInstance()`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.network) var network
  /// ```
  var network: NetworkClient {
    get { self[NetworkKey.self] }
    set { self[NetworkKey.self] = newValue }
  }
}
