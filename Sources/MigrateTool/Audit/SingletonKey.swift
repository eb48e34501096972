/// A singleton's identity: one type may declare several accessors.
struct SingletonKey: Hashable, Sendable {
  var type: String
  var accessor: String

  /// The type alone: a type declares one accessor or very few, and hashing the accessor too
  /// doubled the cost of every look-up.
  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
  }
}
