/// A singleton's identity: one type may declare several accessors.
package struct SingletonKey: Hashable, Sendable {
  package var type: String
  package var accessor: String

  /// The type alone: a type declares one accessor or very few, and hashing the accessor too
  /// doubled the cost of every look-up.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
  }
}
