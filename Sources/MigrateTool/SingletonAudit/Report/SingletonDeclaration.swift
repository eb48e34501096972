/// A `static`/`class` `let`/`var` named like an accessor, in a type or extension.
package struct SingletonDeclaration: Sendable, Hashable {
  /// The enclosing type, qualified by the types it is nested in (`Outer.Inner`).
  package var type: String
  package var accessor: String
  package var file: String
  package var line: Int
}
