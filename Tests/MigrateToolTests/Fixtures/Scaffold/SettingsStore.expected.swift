// Step 1 of MIGRATION.md for `SettingsStore`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `SettingsStore.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.settingsStore) var settingsStore
/// ```
struct SettingsStoreClient: Sendable {
  // TODO: 'pair<A: Codable, B: Codable>(_:_:)' is left out: it is generic ('<A: Codable, B:
  // Codable>') and one closure cannot erase it: it has more than one generic parameter; add an
  // endpoint per type the app uses.
  /// `SettingsStore.count`.
  var count: @Sendable () -> Int
  /// `SettingsStore.set(_:for:)`.
  var set: @Sendable (_ value: any Codable, _ `for`: String) -> Void
  /// `SettingsStore.get(_:_:)`.
  var get: @Sendable (_ key: String, _ type: any Codable.Type) -> (any Codable)?
  /// `SettingsStore.load(_:forKey:)`.
  var load: @Sendable (_ type: any Decodable.Type, _ forKey: String) throws -> any Decodable
  /// `SettingsStore.removeValue(for:)`.
  var removeValue: @Sendable (_ `for`: String) -> Void
  /// `SettingsStore.prune(keeping:)`.
  var prune: @Sendable (_ keeping: Set<String>) async -> Int
  /// Replaces `SettingsStore.shared` with another instance.
  var setShared: @Sendable (_ newValue: SettingsStore) -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var settingsStore = SettingsStoreClient.unimplemented
  /// settingsStore.count = { 0 }
  /// ```
  init(
    count: @escaping @Sendable () -> Int,
    set: @escaping @Sendable (_ value: any Codable, _ `for`: String) -> Void,
    get: @escaping @Sendable (_ key: String, _ type: any Codable.Type) -> (any Codable)?,
    load: @escaping @Sendable (_ type: any Decodable.Type, _ forKey: String) throws -> any Decodable,
    removeValue: @escaping @Sendable (_ `for`: String) -> Void,
    prune: @escaping @Sendable (_ keeping: Set<String>) async -> Int,
    setShared: @escaping @Sendable (_ newValue: SettingsStore) -> Void
  ) {
    self.count = count
    self.set = set
    self.get = get
    self.load = load
    self.removeValue = removeValue
    self.prune = prune
    self.setShared = setShared
  }
}

extension SettingsStoreClient {
  /// `SettingsStore.set(_:for:)`, with its generic signature over the endpoint
  /// `set`, which takes `any Codable`.
  func set<T: Codable>(_ value: T, for key: String) {
    self.set(value, key)
  }
}

extension SettingsStoreClient {
  /// `SettingsStore.get(_:_:)`, with its generic signature over the endpoint
  /// `get`, which takes `any Codable`.
  func get<T: Codable>(_ key: String) -> T? {
    self.get(key, T.self) as? T
  }
}

extension SettingsStoreClient {
  /// `SettingsStore.load(_:forKey:)`, with its generic signature over the endpoint
  /// `load`, which takes `any Decodable`.
  func load<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T {
    try self.load(type, key) as! T
  }
}

extension SettingsStoreClient {
  /// The live value while the migration is at step 1: a client that reads `SettingsStore.shared`
  /// anew on every call, through `store`, since it can be reassigned, and reassigns it through
  /// `replace`.
  ///
  /// ```swift
  /// static let liveValue = SettingsStoreClient.bridging(
  ///   to: { SettingsStore.shared }, replace: { SettingsStore.shared = $0 })
  /// ```
  static func bridging(
    to store: @escaping @Sendable () -> SettingsStore,
    replace: @escaping @Sendable (SettingsStore) -> Void
  ) -> Self {
    // Setters and 'mutating' endpoints change a copy and assign it back: not atomic, so two at once
    // can lose a change, as two legacy callers can; an async one assigns back after its suspension,
    // so a change made meanwhile is lost.
    return Self(
      count: { store().count },
      set: {
        var value = store()
        value.set($0, for: $1)
        replace(value)
      },
      get: { key, type in
        func open<T: Codable>(_: T.Type) -> (any Codable)? {
          let result: T? = store().get(key)
          return result
        }
        return open(type)
      },
      load: { try store().load($0, forKey: $1) },
      removeValue: {
        var value = store()
        value.removeValue(for: $0)
        replace(value)
      },
      prune: {
        var value = store()
        let result = await value.prune(keeping: $0)
        replace(value)
        return result
      },
      setShared: { replace($0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.settingsStore = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    count: Dependencies.unimplemented("SettingsStoreClient.count", placeholder: 0),
    set: Dependencies.unimplemented("SettingsStoreClient.set"),
    get: Dependencies.unimplemented("SettingsStoreClient.get", placeholder: nil),
    load: Dependencies.unimplemented("SettingsStoreClient.load"),
    removeValue: Dependencies.unimplemented("SettingsStoreClient.removeValue"),
    prune: Dependencies.unimplemented("SettingsStoreClient.prune", placeholder: 0),
    setShared: Dependencies.unimplemented("SettingsStoreClient.setShared")
  )
}

/// Registers ``SettingsStoreClient`` as a dependency: its live value forwards to
/// `SettingsStore.shared`, its test value reports every call.
private enum SettingsStoreKey: DependencyKey {
  static let liveValue = SettingsStoreClient.bridging(
    to: { SettingsStore.shared }, replace: { SettingsStore.shared = $0 })
  static let testValue = SettingsStoreClient.unimplemented
}

extension DependencyValues {
  /// `SettingsStore.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.settingsStore) var settingsStore
  /// ```
  var settingsStore: SettingsStoreClient {
    get { self[SettingsStoreKey.self] }
    set { self[SettingsStoreKey.self] = newValue }
  }
}
