/// Finds the one declaration of the singleton a user named, and the extensions that add to it.
package struct SingletonResolver {
  package init(typeName: String, accessors: [String], paths: [String]) {
    self.typeName = typeName
    self.accessors = accessors
    self.paths = paths
  }

  /// The type, its extensions in file and line order, and the accessor it declares.
  package struct Resolution {
    package var type: DeclaredType
    package var declarations: [DeclaredType]
    package var accessor: String
  }

  package var typeName: String
  package var accessors: [String]
  package var paths: [String]

  /// Resolves `typeName` among every declaration read, or says why it cannot.
  package func resolve(_ types: [DeclaredType]) throws(ResolutionError) -> Resolution {
    let isQualified = typeName.contains(".")
    let candidates = types.filter {
      $0.kind != .extension && ($0.qualifiedName == typeName || !isQualified && $0.name == typeName)
    }
    // `Foo` means the top-level `Foo` when there is one and also a nested `Outer.Foo`.
    let exact = candidates.filter { $0.qualifiedName == typeName }
    let chosen = exact.count == 1 ? exact : candidates
    guard let type = chosen.first else {
      throw .typeNotFound(type: typeName, paths: paths)
    }
    guard chosen.count == 1 else {
      throw .ambiguous(type: typeName, locations: chosen.map(Self.location))
    }
    let extensions = types.filter {
      $0.kind == .extension
        && ($0.name == type.qualifiedName
          || $0.name == type.name && type.qualifiedName == type.name)
    }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    let declarations = [type] + extensions
    if let broken = declarations.first(where: { $0.problem != nil }), let problem = broken.problem {
      throw .malformed(type: typeName, location: Self.location(broken), problem: problem)
    }
    let declared = declarations.flatMap(\.staticProperties)
    guard let accessor = accessors.first(where: declared.contains) else {
      throw .notASingleton(type: typeName, location: Self.location(type), accessors: accessors)
    }
    return Resolution(type: type, declarations: declarations, accessor: accessor)
  }

  package static func location(_ type: DeclaredType) -> String { "\(type.file):\(type.line)" }
}
