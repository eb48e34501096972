import Foundation

/// A value an in-memory ``UserDefaultsClient`` holds: one of the types `UserDefaults` stores.
///
/// Literals make seeding a store read naturally:
///
/// ```swift
/// let defaults = UserDefaultsClient.inMemory([
///   "userName": "Blob",
///   "notificationsEnabled": true,
///   "launchCount": 3,
/// ])
/// ```
public enum UserDefaultsValue: Sendable, Equatable {
  /// `"Blob"`
  case string(String)
  /// `true`
  case bool(Bool)
  /// `3`
  case integer(Int)
  /// `1.5`
  case double(Double)
  /// `.data(token)`
  case data(Data)
  /// `.date(lastSync)`
  case date(Date)
  /// `["swift", "testing"]`
  case stringArray([String])
}

extension UserDefaultsValue: ExpressibleByStringLiteral {
  /// A string: `"Blob"`.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension UserDefaultsValue: ExpressibleByBooleanLiteral {
  /// A flag: `true`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension UserDefaultsValue: ExpressibleByIntegerLiteral {
  /// An integer: `3`.
  public init(integerLiteral value: Int) { self = .integer(value) }
}

extension UserDefaultsValue: ExpressibleByFloatLiteral {
  /// A number: `1.5`.
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension UserDefaultsValue: ExpressibleByArrayLiteral {
  /// A list of strings: `["swift", "testing"]`.
  public init(arrayLiteral elements: String...) { self = .stringArray(elements) }
}

// What each typed read of an in-memory store returns: the value if it was stored as that type.
extension UserDefaultsValue {
  var stringValue: String? { if case .string(let value) = self { value } else { nil } }
  var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
  var integerValue: Int? { if case .integer(let value) = self { value } else { nil } }
  var doubleValue: Double? { if case .double(let value) = self { value } else { nil } }
  var dataValue: Data? { if case .data(let value) = self { value } else { nil } }
  var dateValue: Date? { if case .date(let value) = self { value } else { nil } }
  var stringArrayValue: [String]? { if case .stringArray(let value) = self { value } else { nil } }
}
