/// Why the singleton a user named cannot be resolved to one declaration.
package enum ResolutionError: Error, Sendable, Equatable {
  /// No class, struct, enum or actor of that name under the paths. Kept for the callers that
  /// make it; the resolver throws `notDeclared`, which names the accessors.
  case typeNotFound(type: String, paths: [String])
  /// No type, protocol or extension of that name under the paths, and no static property
  /// that holds one.
  /// `suggestions` are declared names close to it (`LogManager` for `logmanager`).
  case notDeclared(type: String, paths: [String], accessors: [String], suggestions: [String] = [])
  /// Declared more than once: the `file:line` of each.
  case ambiguous(type: String, locations: [String])
  /// Declared, with none of the accessors as a static property.
  case notASingleton(type: String, location: String, accessors: [String])
  /// The declaration could not be read in full.
  case malformed(type: String, location: String, problem: String)

  /// What went wrong and what to do about it, without the `Error: ` prefix.
  package var message: String {
    switch self {
    case .typeNotFound(let type, let paths):
      return Self.notDeclared(type: type, paths: paths, accessors: ["shared"]).message
    case .notDeclared(let type, let paths, let accessors, let suggestions):
      let places = paths.map { "'\($0)'" }.joined(separator: ", ")
      let names = accessors.map { "'static let \($0)'" }.joined(separator: " or ")
      let guess =
        suggestions.isEmpty
        ? "" : " Did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
      return "No class, struct, enum, actor or extension named '\(type)' is declared in "
        + "\(places).\(guess) Pass the type that declares the singleton's \(names), and a PATH "
        + "that holds its file."
    case .ambiguous(let type, let locations):
      let first = locations.first ?? ""
      let folder = first.lastIndex(of: "/").map { String(first[..<$0]) } ?? "."
      let places = locations.joined(separator: ", ")
      return "'\(type)' is declared \(locations.count) times: \(places). "
        + "Pass a PATH that holds only one of them ('\(folder)'), or a nested type's qualified "
        + "name ('Outer.\(type)')."
    case .notASingleton(let type, let location, let accessors):
      let names = accessors.map { "'static let \($0)'" }.joined(separator: " or ")
      let holders = accessors.map { "'\($0)'" }.joined(separator: " or ")
      return "'\(type)' (\(location)) is not a singleton: it declares no \(names), and no "
        + "static property \(holders) of type '\(type)' is declared. Pass '--accessor NAME' with "
        + "the static property that holds its instance, or the type that declares it."
    case .malformed(let type, let location, let problem):
      return "Cannot read the declaration of '\(type)' (\(location)): \(problem). Fix the file so "
        + "that it compiles, then run scaffold again."
    }
  }
}
