/// Where a dependency was read, so that an issue about the read points at the user's code and
/// names what they wrote: the `@Dependency` property if the read went through one, else the
/// `DependencyValues` subscript's caller.
struct DependencyReadSite {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// `#function` where the subscript was called: a property's name when the read went through a
  /// `DependencyValues` accessor (`greeting`), a function's signature otherwise.
  let function: StaticString
}

extension DependencyReadSite {
  /// How the user's code names the dependency: `@Dependency(\.greeting)`,
  /// `@Dependency(GreetingKey.self)`, or the key's plain type name.
  func dependencyName(key: Any.Type, property: DependencyPropertySite?) -> String {
    if let keyType = property?.keyType { return "@Dependency(\(typeName(keyType)).self)" }
    if let accessor = accessorName { return "@Dependency(\\.\(accessor))" }
    return typeName(key)
  }

  /// How a test overrides it: `$0.greeting = ...` or `$0[GreetingKey.self] = ...`.
  func overrideExample(key: Any.Type, property: DependencyPropertySite?) -> String {
    if property?.keyType == nil, let accessor = accessorName { return "$0.\(accessor) = ..." }
    return "$0[\(typeName(key)).self] = ..."
  }

  /// The accessor property's name, when `function` is one.
  private var accessorName: String? {
    let name = "\(function)"
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0 == "_" || $0.properties.isAlphabetic
          || $0.properties.numericType != nil
      })
    else { return nil }
    return name
  }

  /// The location to report: the property's if the read went through one, else the read's.
  func location(property: DependencyPropertySite?) -> IssueLocation {
    if let property {
      return IssueLocation(
        fileID: property.fileID, filePath: property.filePath,
        line: property.line, column: property.column)
    }
    return IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
