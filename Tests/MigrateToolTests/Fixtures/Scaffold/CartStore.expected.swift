// Step 1 of MIGRATION.md for `CartStore`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `CartStore.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.cartStore) var cartStore
/// ```
struct CartStoreClient: Sendable {
  // Left out, as no code under the paths calls them through 'CartStore.shared' (scaffold
  // --all-members writes them too): items, remove(_:), debugDump().
  /// `CartStore.total`.
  var total: @Sendable () -> Int
  /// `CartStore.add(_:)`.
  var add: @Sendable (_ item: String) -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var cartStore = CartStoreClient.unimplemented
  /// cartStore.total = { 0 }
  /// ```
  init(
    total: @escaping @Sendable () -> Int,
    add: @escaping @Sendable (_ item: String) -> Void
  ) {
    self.total = total
    self.add = add
  }
}

extension CartStoreClient {
  /// A client that forwards every call to `store`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.cartStore)` first.
  ///
  /// ```swift
  /// static let liveValue = CartStoreClient.bridging(to: CartStore.shared)
  /// ```
  static func bridging(to store: CartStore) -> Self {
    // CartStore predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): the bridge is exactly as thread-safe as CartStore, no more.
    nonisolated(unsafe) let store = store
    return Self(
      total: { store.total },
      add: { store.add($0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.cartStore = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    total: Dependencies.unimplemented("CartStoreClient.total", placeholder: 0),
    add: Dependencies.unimplemented("CartStoreClient.add")
  )
}

/// Registers ``CartStoreClient`` as a dependency: its live value forwards to
/// `CartStore.shared`, its test value reports every call.
private enum CartStoreKey: DependencyKey {
  static let liveValue = CartStoreClient.bridging(to: CartStore.shared)
  static let testValue = CartStoreClient.unimplemented
}

extension DependencyValues {
  /// `CartStore.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.cartStore) var cartStore
  /// ```
  var cartStore: CartStoreClient {
    get { self[CartStoreKey.self] }
    set { self[CartStoreKey.self] = newValue }
  }
}
