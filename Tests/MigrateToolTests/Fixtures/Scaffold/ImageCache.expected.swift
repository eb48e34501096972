// Step 1 of MIGRATION.md for `ImageCache`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `ImageCache.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.imageCache) var imageCache
/// ```
struct ImageCacheClient: Sendable {
  // TODO: 'count' has no setter endpoint: an actor's property cannot be set from outside the actor.
  /// `ImageCache.count`.
  var count: @Sendable () async -> Int
  /// `ImageCache.image(for:)`.
  var image: @Sendable (_ `for`: String) async -> [UInt8]?
  /// `ImageCache.insert(_:for:)`.
  var insert: @Sendable (_ bytes: [UInt8], _ `for`: String) async -> Void
  /// `ImageCache.clear()`.
  var clear: @Sendable () async throws -> Void
  /// `ImageCache.cacheName()`.
  var cacheName: @Sendable () -> String

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var imageCache = ImageCacheClient.unimplemented
  /// imageCache.count = { 0 }
  /// ```
  init(
    count: @escaping @Sendable () async -> Int,
    image: @escaping @Sendable (_ `for`: String) async -> [UInt8]?,
    insert: @escaping @Sendable (_ bytes: [UInt8], _ `for`: String) async -> Void,
    clear: @escaping @Sendable () async throws -> Void,
    cacheName: @escaping @Sendable () -> String
  ) {
    self.count = count
    self.image = image
    self.insert = insert
    self.clear = clear
    self.cacheName = cacheName
  }
}

extension ImageCacheClient {
  /// A client that forwards every call to `cache`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.imageCache)` first.
  ///
  /// ```swift
  /// static let liveValue = ImageCacheClient.bridging(to: ImageCache.shared)
  /// ```
  static func bridging(to cache: ImageCache) -> Self {
    return Self(
      count: { await cache.count },
      image: { await cache.image(for: $0) },
      insert: { await cache.insert($0, for: $1) },
      clear: { try await cache.clear() },
      cacheName: { cache.cacheName() }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.imageCache = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    count: Dependencies.unimplemented("ImageCacheClient.count", placeholder: 0),
    image: Dependencies.unimplemented("ImageCacheClient.image", placeholder: nil),
    insert: Dependencies.unimplemented("ImageCacheClient.insert"),
    clear: Dependencies.unimplemented("ImageCacheClient.clear"),
    cacheName: Dependencies.unimplemented("ImageCacheClient.cacheName", placeholder: "")
  )
}

/// Registers ``ImageCacheClient`` as a dependency: its live value forwards to
/// `ImageCache.shared`, its test value reports every call.
private enum ImageCacheKey: DependencyKey {
  static let liveValue = ImageCacheClient.bridging(to: ImageCache.shared)
  static let testValue = ImageCacheClient.unimplemented
}

extension DependencyValues {
  /// `ImageCache.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.imageCache) var imageCache
  /// ```
  var imageCache: ImageCacheClient {
    get { self[ImageCacheKey.self] }
    set { self[ImageCacheKey.self] = newValue }
  }
}
