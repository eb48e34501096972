/// A strict RFC 8259 parser over UTF-8 bytes.
///
/// It never recurses: open arrays and objects live on an explicit stack, so nesting costs heap,
/// not call stack, and ``maximumDepth`` (JSONDecoder's limit) is a rule rather than a guard
/// against a crash.
///
/// ```swift
/// let value = try bytes.withUnsafeBufferPointer { try JSONParser.parse($0) }
/// ```
struct JSONParser {
  /// The most arrays and objects that may be open at once, as in JSONDecoder.
  static let maximumDepth = 512

  /// Which kind of container is open at each level, innermost last.
  private enum Container {
    case array
    case object
  }

  /// The UTF-8 text being parsed.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var position = 0
  private let allowsTrailingCommas: Bool
  private var open: [Container] = []
  // What each open array and object holds so far, innermost last. Separate stacks rather than
  // payloads on `open`, so a value is appended in place instead of to a copy of its container.
  private var arrays: [[JSONValue]] = []
  private var objects: [JSONObject] = []
  /// For each open object, the key whose value is being parsed.
  private var keys: [String] = []

  private init(_ bytes: UnsafeBufferPointer<UInt8>, allowsTrailingCommas: Bool) {
    self.bytes = bytes
    self.allowsTrailingCommas = allowsTrailingCommas
  }

  /// The one JSON value `bytes` holds, surrounded by nothing but whitespace.
  ///
  /// With `allowsTrailingCommas`, one comma before a closing `]` or `}` is accepted, as
  /// JSONDecoder accepts it; RFC 8259 does not.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, allowsTrailingCommas: Bool = false
  ) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes, allowsTrailingCommas: allowsTrailingCommas)
    let value = try parser.parseDocument()
    parser.skipWhitespace()
    if parser.position < bytes.count { throw parser.error(.trailingContent) }
    return value
  }

  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    while true {
      guard var value = try parseScalarOrOpen() else { continue }
      // A complete value: add it to the innermost open container, closing containers as the
      // text closes them, until one needs another value.
      while !open.isEmpty {
        guard let closed = try addToInnermost(value) else { break }
        value = closed
      }
      if open.isEmpty { return value }
    }
  }

  /// A scalar or an empty container; nil after opening a container that has a first value to
  /// parse.
  private mutating func parseScalarOrOpen() throws(JSONSyntaxError) -> JSONValue? {
    skipWhitespace()
    guard position < bytes.count else { throw error(.unexpectedEnd) }
    switch bytes[position] {
    case UInt8(ascii: "["):
      try enterContainer()
      if try skipWhitespaceAndConsume(UInt8(ascii: "]")) { return .array([]) }
      open.append(.array)
      arrays.append([])
      return nil
    case UInt8(ascii: "{"):
      try enterContainer()
      if try skipWhitespaceAndConsume(UInt8(ascii: "}")) { return .object(JSONObject()) }
      keys.append(try parseKey())
      open.append(.object)
      objects.append(JSONObject())
      return nil
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try consumeLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try consumeLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try consumeLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    default:
      throw error(.unexpectedByte)
    }
  }

  /// Adds `value` to the innermost open container and reads what follows it: the finished
  /// container when the text closes it, or nil when the container awaits its next value.
  private mutating func addToInnermost(_ value: JSONValue) throws(JSONSyntaxError) -> JSONValue? {
    switch open[open.count - 1] {
    case .array:
      arrays[arrays.count - 1].append(value)
      guard try closes(UInt8(ascii: "]")) else { return nil }
      open.removeLast()
      return .array(arrays.removeLast())
    case .object:
      objects[objects.count - 1].add(keys.removeLast(), value)
      guard try closes(UInt8(ascii: "}")) else {
        keys.append(try parseKey())
        return nil
      }
      open.removeLast()
      return .object(objects.removeLast())
    }
  }

  /// After a value in a container: true at the container's `closer`, false after a comma that
  /// another value follows.
  private mutating func closes(_ closer: UInt8) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard position < bytes.count else { throw error(.unexpectedEnd) }
    if bytes[position] == closer {
      position += 1
      return true
    }
    guard bytes[position] == UInt8(ascii: ",") else { throw error(.unexpectedByte) }
    position += 1
    return allowsTrailingCommas ? try skipWhitespaceAndConsume(closer) : false
  }

  /// An object's next `"key":`.
  private mutating func parseKey() throws(JSONSyntaxError) -> String {
    skipWhitespace()
    guard position < bytes.count else { throw error(.unexpectedEnd) }
    guard bytes[position] == UInt8(ascii: "\"") else { throw error(.unexpectedByte) }
    let key = try parseString()
    guard try skipWhitespaceAndConsume(UInt8(ascii: ":")) else { throw error(.unexpectedByte) }
    return key
  }

  /// Steps over an opening bracket or brace, unless that would open too many.
  private mutating func enterContainer() throws(JSONSyntaxError) {
    guard open.count < Self.maximumDepth else { throw error(.tooDeep) }
    position += 1
  }

  private mutating func consumeLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    for expected in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    {
      guard position < bytes.count else { throw error(.unexpectedEnd) }
      guard bytes[position] == expected else { throw error(.unexpectedByte) }
      position += 1
    }
  }

  /// Skips whitespace, then consumes `byte` if it comes next; throws at the end of the text.
  private mutating func skipWhitespaceAndConsume(_ byte: UInt8) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard position < bytes.count else { throw error(.unexpectedEnd) }
    guard bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// RFC 8259's four whitespace bytes; nothing else (no form feed, no BOM mid-text).
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// An error at the current position.
  func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
    JSONSyntaxError(reason: reason, offset: position)
  }
}
