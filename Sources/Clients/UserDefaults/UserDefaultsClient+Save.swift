import Foundation

/// `UserDefaultsManager`'s overloaded `save(_:forKey:)`, as methods of the client: a call moved
/// from the singleton (`migrate-tool move`) keeps its text, and the compiler picks the overload
/// by the value's type, as it did on the manager.
///
/// ```swift
/// @Dependency(\.userDefaults) var userDefaults
/// userDefaults.save(trimmed, forKey: "userName")  // setString(trimmed, "userName")
/// ```
extension UserDefaultsClient {
  /// Saves a string: `setString(value, key)`.
  public func save(_ value: String, forKey key: String) { setString(value, key) }
  /// Saves a flag: `setBool(value, key)`.
  public func save(_ value: Bool, forKey key: String) { setBool(value, key) }
  /// Saves an integer: `setInteger(value, key)`.
  public func save(_ value: Int, forKey key: String) { setInteger(value, key) }
  /// Saves a number: `setDouble(value, key)`.
  public func save(_ value: Double, forKey key: String) { setDouble(value, key) }
  /// Saves bytes: `setData(value, key)`.
  public func save(_ value: Data, forKey key: String) { setData(value, key) }
  /// Saves a date: `setDate(value, key)`.
  public func save(_ value: Date, forKey key: String) { setDate(value, key) }
  /// Saves strings: `setStringArray(value, key)`.
  public func save(_ value: [String], forKey key: String) { setStringArray(value, key) }
}
