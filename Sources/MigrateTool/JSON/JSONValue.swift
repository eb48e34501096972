/// A parsed JSON document: what the config and baseline files are read into before their fields
/// are checked (``JSONObjectReader``).
///
/// ```swift
/// let value = try JSONValue(parsing: Array(#"{"maxFindings": 5}"#.utf8))
/// value.objectValue?["maxFindings"]  // .number(JSONNumber(text: "5"))
/// ```
enum JSONValue: Equatable, Sendable {
  /// Members in the order they first appear; a repeated key keeps its first value.
  case object(JSONObject)
  /// Elements in document order.
  case array([JSONValue])
  /// With escapes decoded.
  case string(String)
  /// Kept as written, so a caller decides what fits (``JSONNumber/wholeNumber``).
  case number(JSONNumber)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// The members when this is an object.
  var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }
}
