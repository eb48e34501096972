import Foundation

/// Reads and writes the user's stored preferences: the dependency that replaces
/// `UserDefaultsManager.shared`.
///
/// A struct of closures, so each test, preview or scope can give it an implementation of its
/// own. Reach it with `@Dependency(\.userDefaults)`:
///
/// ```swift
/// final class SettingsModel {
///   @Dependency(\.userDefaults) var userDefaults
///
///   func rename(_ name: String) { userDefaults.setString(name, "userName") }
/// }
/// ```
///
/// Implementations: ``bridging(to:)`` (the live value, over the legacy manager),
/// ``inMemory(_:)`` (a store of its own, for tests and previews) and ``unimplemented`` (the test
/// value, which reports each call).
///
/// Missing keys read as `nil`, `false` or `0`, as with `UserDefaults`.
public struct UserDefaultsClient: Sendable {
  /// The string stored under a key: `userDefaults.string("userName")`.
  public var string: @Sendable (_ key: String) -> String?
  /// Stores a string under a key: `userDefaults.setString("Blob", "userName")`.
  public var setString: @Sendable (_ value: String, _ key: String) -> Void
  /// The flag stored under a key; `false` if none: `userDefaults.bool("notificationsEnabled")`.
  public var bool: @Sendable (_ key: String) -> Bool
  /// Stores a flag under a key: `userDefaults.setBool(true, "notificationsEnabled")`.
  public var setBool: @Sendable (_ value: Bool, _ key: String) -> Void
  /// The integer stored under a key; `0` if none: `userDefaults.integer("launchCount")`.
  public var integer: @Sendable (_ key: String) -> Int
  /// Stores an integer under a key: `userDefaults.setInteger(3, "launchCount")`.
  public var setInteger: @Sendable (_ value: Int, _ key: String) -> Void
  /// The number stored under a key; `0` if none: `userDefaults.double("textScale")`.
  public var double: @Sendable (_ key: String) -> Double
  /// Stores a number under a key: `userDefaults.setDouble(1.5, "textScale")`.
  public var setDouble: @Sendable (_ value: Double, _ key: String) -> Void
  /// The bytes stored under a key: `userDefaults.data("pushToken")`.
  public var data: @Sendable (_ key: String) -> Data?
  /// Stores bytes under a key: `userDefaults.setData(token, "pushToken")`.
  public var setData: @Sendable (_ value: Data, _ key: String) -> Void
  /// The date stored under a key: `userDefaults.date("lastSync")`.
  public var date: @Sendable (_ key: String) -> Date?
  /// Stores a date under a key: `userDefaults.setDate(now, "lastSync")`.
  public var setDate: @Sendable (_ value: Date, _ key: String) -> Void
  /// The list of strings stored under a key: `userDefaults.stringArray("recentSearches")`.
  public var stringArray: @Sendable (_ key: String) -> [String]?
  /// Stores a list of strings under a key: `userDefaults.setStringArray(["a"], "searches")`.
  public var setStringArray: @Sendable (_ value: [String], _ key: String) -> Void
  /// Forgets a key: `userDefaults.remove("userName")`.
  public var remove: @Sendable (_ key: String) -> Void

  /// Creates a client from its endpoints. Most code uses a ready-made one and overrides single
  /// endpoints instead:
  ///
  /// ```swift
  /// var defaults = UserDefaultsClient.unimplemented
  /// defaults.string = { _ in "Blob" }
  /// ```
  public init(
    string: @escaping @Sendable (_ key: String) -> String?,
    setString: @escaping @Sendable (_ value: String, _ key: String) -> Void,
    bool: @escaping @Sendable (_ key: String) -> Bool,
    setBool: @escaping @Sendable (_ value: Bool, _ key: String) -> Void,
    integer: @escaping @Sendable (_ key: String) -> Int,
    setInteger: @escaping @Sendable (_ value: Int, _ key: String) -> Void,
    double: @escaping @Sendable (_ key: String) -> Double,
    setDouble: @escaping @Sendable (_ value: Double, _ key: String) -> Void,
    data: @escaping @Sendable (_ key: String) -> Data?,
    setData: @escaping @Sendable (_ value: Data, _ key: String) -> Void,
    date: @escaping @Sendable (_ key: String) -> Date?,
    setDate: @escaping @Sendable (_ value: Date, _ key: String) -> Void,
    stringArray: @escaping @Sendable (_ key: String) -> [String]?,
    setStringArray: @escaping @Sendable (_ value: [String], _ key: String) -> Void,
    remove: @escaping @Sendable (_ key: String) -> Void
  ) {
    self.string = string
    self.setString = setString
    self.bool = bool
    self.setBool = setBool
    self.integer = integer
    self.setInteger = setInteger
    self.double = double
    self.setDouble = setDouble
    self.data = data
    self.setData = setData
    self.date = date
    self.setDate = setDate
    self.stringArray = stringArray
    self.setStringArray = setStringArray
    self.remove = remove
  }
}
