/// Where an access stands in its file's declarations, which says how a caller move can give it
/// a dependency: through a stored `@Dependency` property of the enclosing type, a local one, or
/// not at all because the caller already passes the value in.
package enum AccessSite: String, Sendable, CaseIterable {
  /// In an instance member, initializer or stored property of a type or extension: a
  /// `@Dependency` property of the type can replace it.
  case instance
  /// In a `static` or `class` member: no instance holds a property; the access needs a local
  /// `@Dependency` or a parameter.
  case `static`
  /// Outside every type: top-level code, a free function, a global's initializer.
  case free
  /// A parameter's default value (`init(api: APIClient = .shared)`): a seam, where callers can
  /// already pass another value; the easiest to move.
  case defaultArgument
}
