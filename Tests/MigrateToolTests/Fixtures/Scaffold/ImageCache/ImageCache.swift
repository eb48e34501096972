/// An actor singleton: every endpoint is `async`, and its properties cannot be set from outside.
actor ImageCache {
  static let shared = ImageCache()

  var count = 0
  private var storage: [String: [UInt8]] = [:]

  func image(for key: String) -> [UInt8]? { storage[key] }
  func insert(_ bytes: [UInt8], for key: String) {
    storage[key] = bytes
    count = storage.count
  }
  func clear() async throws { storage = [:] }
  nonisolated func cacheName() -> String { "images" }
}
