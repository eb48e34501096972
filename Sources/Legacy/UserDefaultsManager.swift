import Foundation

/// The app's one way into `UserDefaults`, reached from anywhere as `UserDefaultsManager.shared`.
///
/// This is the "before" of the migration: every caller depends on the process-wide instance, so a
/// test cannot give one caller its own storage, and two tests that run at the same time share
/// every key.
///
/// ```swift
/// UserDefaultsManager.shared.save("Blob", forKey: "userName")
/// let name = UserDefaultsManager.shared.loadString(forKey: "userName")
/// ```
public final class UserDefaultsManager {
  /// The instance the whole app uses, backed by `UserDefaults.standard`.
  ///
  /// ```swift
  /// UserDefaultsManager.shared.save(true, forKey: "hasSeenOnboarding")
  /// ```
  public static let shared = UserDefaultsManager()

  private let defaults: UserDefaults

  /// Creates a manager over `defaults`. The app only ever uses ``shared``; this initializer is the
  /// seam a migration's live client (and its tests) use to pick a `UserDefaults` suite.
  ///
  /// ```swift
  /// let manager = UserDefaultsManager(defaults: UserDefaults(suiteName: "com.example.tests")!)
  /// ```
  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  /// Saves a string: `UserDefaultsManager.shared.save("Blob", forKey: "userName")`.
  public func save(_ value: String, forKey key: String) { defaults.set(value, forKey: key) }

  /// Saves a flag: `UserDefaultsManager.shared.save(true, forKey: "notificationsEnabled")`.
  public func save(_ value: Bool, forKey key: String) { defaults.set(value, forKey: key) }

  /// Saves an integer: `UserDefaultsManager.shared.save(3, forKey: "launchCount")`.
  public func save(_ value: Int, forKey key: String) { defaults.set(value, forKey: key) }

  /// Saves a number: `UserDefaultsManager.shared.save(1.5, forKey: "textScale")`.
  public func save(_ value: Double, forKey key: String) { defaults.set(value, forKey: key) }

  /// Saves raw bytes: `UserDefaultsManager.shared.save(token, forKey: "pushToken")`.
  public func save(_ value: Data, forKey key: String) { defaults.set(value, forKey: key) }

  /// Saves a date: `UserDefaultsManager.shared.save(Date(), forKey: "lastSync")`.
  public func save(_ value: Date, forKey key: String) { defaults.set(value, forKey: key) }

  /// Saves a list of strings: `UserDefaultsManager.shared.save(["a"], forKey: "recentSearches")`.
  public func save(_ value: [String], forKey key: String) { defaults.set(value, forKey: key) }

  /// The string saved under `key`, or nil: `loadString(forKey: "userName")`.
  public func loadString(forKey key: String) -> String? { defaults.string(forKey: key) }

  /// The flag saved under `key`; `false` if none: `loadBool(forKey: "notificationsEnabled")`.
  public func loadBool(forKey key: String) -> Bool { defaults.bool(forKey: key) }

  /// The integer saved under `key`; `0` if none: `loadInt(forKey: "launchCount")`.
  public func loadInt(forKey key: String) -> Int { defaults.integer(forKey: key) }

  /// The number saved under `key`; `0` if none: `loadDouble(forKey: "textScale")`.
  public func loadDouble(forKey key: String) -> Double { defaults.double(forKey: key) }

  /// The bytes saved under `key`, or nil: `loadData(forKey: "pushToken")`.
  public func loadData(forKey key: String) -> Data? { defaults.data(forKey: key) }

  /// The date saved under `key`, or nil: `loadDate(forKey: "lastSync")`.
  public func loadDate(forKey key: String) -> Date? { defaults.object(forKey: key) as? Date }

  /// The strings saved under `key`, or nil: `loadStringArray(forKey: "recentSearches")`.
  public func loadStringArray(forKey key: String) -> [String]? {
    defaults.stringArray(forKey: key)
  }

  /// Forgets `key`: `UserDefaultsManager.shared.remove(forKey: "userName")`.
  public func remove(forKey key: String) { defaults.removeObject(forKey: key) }
}
