/// Typed reads of a JSON object's fields, each problem naming the field's path
/// (`'entries[2].count' must be a whole number`).
///
/// ```swift
/// let file = try JSONObjectReader(document: bytes)
/// let version = try file.wholeNumber("version")
/// let excludes = try file.stringsIfPresent("excludes") ?? []
/// ```
/// The plain reads need the key and a non-null value; the `IfPresent` ones return nil for a
/// missing key or `null`, as `decode` and `decodeIfPresent` do.
struct JSONObjectReader {
  /// The object whose fields are read.
  let object: JSONObject
  /// Where `object` sits in the document.
  let path: JSONPath

  /// The top-level object of a file's bytes.
  ///
  /// A trailing comma before `]` or `}` is accepted: JSONDecoder, which read these files before,
  /// accepts it, and a hand-edited config that worked must keep working.
  init(document bytes: [UInt8]) throws(JSONReadError) {
    let value: JSONValue
    do {
      value = try JSONValue(document: bytes, allowsTrailingCommas: true)
    } catch {
      throw .notJSON(error)
    }
    try self.init(value, at: JSONPath())
  }

  /// `value`, which must be an object, found at `path`.
  init(_ value: JSONValue, at path: JSONPath) throws(JSONReadError) {
    switch value {
    case .object(let object):
      self.object = object
      self.path = path
    case .null:
      throw .null(path, expected: .object)
    default:
      throw .wrongType(path, expected: .object)
    }
  }

  /// Rejects the first key, in sorted order, that is not one of `known`.
  func rejectUnknownKeys(known: [String]) throws(JSONReadError) {
    if let unknown = object.keys.filter({ !known.contains($0) }).sorted().first {
      throw .unknownKey(unknown)
    }
  }

  /// The string at `key`.
  func string(_ key: String) throws(JSONReadError) -> String {
    try string(key, try value(key, .string, required: true)!)
  }

  /// The string at `key`, or nil when it is missing or null.
  func stringIfPresent(_ key: String) throws(JSONReadError) -> String? {
    guard let value = try value(key, .string, required: false) else { return nil }
    return try string(key, value)
  }

  /// The whole number at `key`.
  func wholeNumber(_ key: String) throws(JSONReadError) -> Int {
    try wholeNumber(key, try value(key, .wholeNumber, required: true)!)
  }

  /// The whole number at `key`, or nil when it is missing or null.
  func wholeNumberIfPresent(_ key: String) throws(JSONReadError) -> Int? {
    guard let value = try value(key, .wholeNumber, required: false) else { return nil }
    return try wholeNumber(key, value)
  }

  /// The array of strings at `key`, or nil when it is missing or null.
  func stringsIfPresent(_ key: String) throws(JSONReadError) -> [String]? {
    guard let value = try value(key, .array, required: false) else { return nil }
    return try elements(key, value).enumerated().map { (index, element) throws(JSONReadError) in
      let elementPath = path.appending(key).appending(index)
      switch element {
      case .string(let text): return text
      case .null: throw .null(elementPath, expected: .string)
      default: throw .wrongType(elementPath, expected: .string)
      }
    }
  }

  /// The array of objects at `key`.
  func objects(_ key: String) throws(JSONReadError) -> [JSONObjectReader] {
    let value = try value(key, .array, required: true)!
    return try elements(key, value).enumerated().map { (index, element) throws(JSONReadError) in
      try JSONObjectReader(element, at: path.appending(key).appending(index))
    }
  }

  /// The value at `key`; nil for a missing key or `null` unless `required`, which makes them
  /// errors.
  private func value(
    _ key: String, _ expected: JSONReadError.Expected, required: Bool
  ) throws(JSONReadError) -> JSONValue? {
    switch object[key] {
    case nil:
      if required { throw .missing(path.appending(key)) }
      return nil
    case .null?:
      if required { throw .null(path.appending(key), expected: expected) }
      return nil
    case let value?:
      return value
    }
  }

  private func string(_ key: String, _ value: JSONValue) throws(JSONReadError) -> String {
    guard case .string(let text) = value else {
      throw .wrongType(path.appending(key), expected: .string)
    }
    return text
  }

  private func wholeNumber(_ key: String, _ value: JSONValue) throws(JSONReadError) -> Int {
    guard case .number(let number) = value else {
      throw .wrongType(path.appending(key), expected: .wholeNumber)
    }
    guard let whole = number.wholeNumber else { throw .notWholeNumber(path.appending(key)) }
    return whole
  }

  private func elements(_ key: String, _ value: JSONValue) throws(JSONReadError) -> [JSONValue] {
    guard case .array(let elements) = value else {
      throw .wrongType(path.appending(key), expected: .array)
    }
    return elements
  }
}
