/// A JSON object's members in document order, without repeated keys.
struct JSONObject: Equatable, Sendable {
  /// One `"key": value` pair.
  struct Member: Equatable, Sendable {
    /// The member's name.
    var key: String
    /// The member's value.
    var value: JSONValue
  }

  /// In the order their keys first appear in the document.
  private(set) var members: [Member] = []
  /// Built once an object is large enough that a linear search for repeated keys would be slow.
  private var indexByKey: [String: Int]?

  /// Objects at or below this size find keys by a linear search: no dictionary per small object.
  private static let linearSearchLimit = 16

  /// An empty object.
  init() {}

  /// An object with `members`; a repeated key keeps its first value.
  init(_ members: [(key: String, value: JSONValue)]) {
    for member in members { add(member.key, member.value) }
  }

  /// The keys in document order.
  var keys: [String] { members.map(\.key) }

  /// The value for `key`, or nil when the object has no such key.
  subscript(key: String) -> JSONValue? {
    guard let index = index(of: key) else { return nil }
    return members[index].value
  }

  /// Adds a member unless `key` is already there: JSONDecoder keeps the first of repeated keys,
  /// so a file that repeats one reads as it did.
  mutating func add(_ key: String, _ value: JSONValue) {
    guard index(of: key) == nil else { return }
    if indexByKey != nil {
      indexByKey![key] = members.count
    } else if members.count == Self.linearSearchLimit {
      var index = [String: Int](minimumCapacity: members.count * 2)
      for (position, member) in members.enumerated() { index[member.key] = position }
      index[key] = members.count
      indexByKey = index
    }
    members.append(Member(key: key, value: value))
  }

  private func index(of key: String) -> Int? {
    if let indexByKey { return indexByKey[key] }
    return members.firstIndex { $0.key == key }
  }

  /// Equal when the members are, in the same order; the index is only a cache.
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.members == rhs.members }
}
