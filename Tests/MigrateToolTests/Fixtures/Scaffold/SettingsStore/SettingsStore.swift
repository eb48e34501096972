import Foundation

/// A value-type store with `mutating` and generic members, which the app uses with many types:
/// `SettingsStore.shared.set(theme, for: "theme")`, `let theme: Theme? = ...get("theme")`.
struct SettingsStore {
  nonisolated(unsafe) static var shared = SettingsStore()

  private var values: [String: Data] = [:]

  var count: Int { values.count }

  mutating func set<T: Codable>(_ value: T, for key: String) {
    values[key] = try? JSONEncoder().encode(value)
  }

  func get<T: Codable>(_ key: String) -> T? {
    values[key].flatMap { try? JSONDecoder().decode(T.self, from: $0) }
  }

  func load<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T {
    try JSONDecoder().decode(type, from: values[key] ?? Data())
  }

  mutating func removeValue(for key: String) { values[key] = nil }

  /// Async and mutating: the bridge reads the store, awaits the change, and assigns it back.
  mutating func prune(keeping keys: Set<String>) async -> Int {
    let before = values.count
    values = values.filter { keys.contains($0.key) }
    return before - values.count
  }

  /// Two generic parameters: one closure cannot erase both.
  func pair<A: Codable, B: Codable>(_ first: String, _ second: String) -> (A?, B?) {
    (get(first), get(second))
  }
}
