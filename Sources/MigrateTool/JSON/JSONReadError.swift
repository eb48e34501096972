/// Why a file's JSON is not what the tool needs, worded for the user: the config and baseline
/// messages put ``problem`` after "is not valid:" or "cannot be used:".
///
/// The wording is the one these files' messages had when JSONDecoder read them, so scripts and
/// documentation that quote a message stay true.
enum JSONReadError: Error, Equatable, Sendable {
  /// What a value should have been.
  enum Expected: Equatable, Sendable {
    /// Worded "a string".
    case string
    /// Worded "a whole number": an `Int`, as ``JSONNumber/wholeNumber`` reads one.
    case wholeNumber
    /// Worded "an object".
    case object
    /// Worded "an array of strings" for every array, the baseline's `entries` included,
    /// because the decoder-based messages said so.
    case array
  }

  /// The bytes are not a JSON document.
  case notJSON(JSONSyntaxError)
  /// A value of the wrong kind (a number where a string belongs).
  case wrongType(JSONPath, expected: Expected)
  /// `null` where a value is required.
  case null(JSONPath, expected: Expected)
  /// A required key that the object does not have.
  case missing(JSONPath)
  /// A number that is not a whole number fitting `Int` (`1.5`, `1e400`).
  case notWholeNumber(JSONPath)
  /// A key the reader does not know, most likely a typo.
  case unknownKey(String)

  /// `'entries[2].count' must be a whole number`, without a final period.
  var problem: String {
    switch self {
    case .notJSON:
      return "it is not valid JSON"
    case .wrongType(let path, let expected):
      return "\(path) must be \(expected.description)"
    case .null(let path, let expected):
      return "\(path) must be \(expected.description), not null"
    case .missing(let path):
      return "\(path) is missing"
    case .notWholeNumber(let path):
      return "\(path) must be \(Expected.wholeNumber.description)"
    case .unknownKey(let key):
      return "unknown key '\(key)'"
    }
  }
}

extension JSONReadError.Expected: CustomStringConvertible {
  /// `a string`, `a whole number`, ...
  var description: String {
    switch self {
    case .string: return "a string"
    case .wholeNumber: return "a whole number"
    case .object: return "an object"
    case .array: return "an array of strings"
    }
  }
}
