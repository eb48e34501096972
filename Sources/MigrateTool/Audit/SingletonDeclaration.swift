/// A `static`/`class` `let`/`var` named like an accessor, in a type or extension.
struct SingletonDeclaration: Sendable, Hashable {
  /// The enclosing type, qualified by the types it is nested in (`Outer.Inner`).
  var type: String
  var accessor: String
  var file: String
  var line: Int
}
