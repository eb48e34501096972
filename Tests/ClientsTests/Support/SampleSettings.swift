import ExampleClients
import Foundation

/// One value of every type an app stores, each under a key named after its type.
enum SampleSettings {
  static let date = Date(timeIntervalSince1970: 1_700_000_000.25)
  static let bytes = Data([0, 1, 255])
  static let keys: Set<String> = [
    "string", "bool", "integer", "double", "data", "date", "strings",
  ]

  /// Stores every sample through `client`.
  static func store(in client: UserDefaultsClient) {
    client.setString("Blob", "string")
    client.setBool(true, "bool")
    client.setInteger(42, "integer")
    client.setDouble(1.5, "double")
    client.setData(bytes, "data")
    client.setDate(date, "date")
    client.setStringArray(["a", "b"], "strings")
  }
}
