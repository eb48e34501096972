/// A value-type singleton that is not Sendable (`[String: Any]` inside), and does not say so.
struct TrackingContext {
  nonisolated(unsafe) static let shared = TrackingContext(properties: ["app": "example", "build": 42])

  private let properties: [String: Any]

  init(properties: [String: Any]) { self.properties = properties }

  var keys: [String] { properties.keys.sorted() }

  func value(for key: String) -> Any? { properties[key] }

  func string(for key: String) -> String? { properties[key] as? String }
}
