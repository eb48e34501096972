import SwiftDeclarations

/// What a dependency's client offers its callers, read from its declaration: the key path's
/// `DependencyValues` property names the client type, whose members (in its declaration and its
/// extensions) are the endpoints a moved call may use.
package struct ClientEndpoints: Sendable, Equatable {
  /// The client's type: `AnalyticsClient`.
  package var typeName: String
  /// Where the `DependencyValues` property is declared, `file:line`.
  package var location: String
  /// Closure properties (`var track: @Sendable (String, [String: String]) -> Void`), by name,
  /// with how many arguments a call passes.
  package var closures: [String: Int]
  /// Properties that are values, not closures, and computed properties.
  package var values: Set<String>
  /// The parameter types of each closure property, by name (`[String: String]`, `Int`).
  package var closureParameters: [String: [String]] = [:]
  /// Methods, by name: each overload's parameters.
  package var methods: [String: [[DeclaredParameter]]]
  /// Which endpoint stands for which member of the singleton, from the client's bridge.
  package var bridge = BridgeMap()

  package init(
    typeName: String, location: String, closures: [String: Int] = [:], values: Set<String> = [],
    methods: [String: [[DeclaredParameter]]] = [:]
  ) {
    self.typeName = typeName
    self.location = location
    self.closures = closures
    self.values = values
    self.methods = methods
  }

  /// The client of `\.keyPath` among `types` (every type and extension read under the PATHs),
  /// with the bridge to `singleton` read from `contents`, the files' bytes by display path.
  package static func find(
    keyPath: String, singleton: String, in types: [DeclaredType], contents: [String: [UInt8]]
  ) throws(MoveError) -> Self {
    let accessors = types.filter { $0.kind == .extension && $0.name == "DependencyValues" }
      .flatMap { type in type.members.map { (type, $0) } }
      .filter { $0.1.name == keyPath }
    guard let (extensionType, property) = accessors.first,
      case .property(let type?, _, _) = property.kind
    else {
      throw .clientNotFound(keyPath: keyPath)
    }
    let clientName = type
    var client = ClientEndpoints(
      typeName: clientName, location: "\(extensionType.file):\(property.line)")
    let declarations = types.filter {
      $0.qualifiedName == clientName || ($0.kind == .extension && $0.name == clientName)
    }
    guard declarations.contains(where: { $0.kind != .extension }) else {
      throw .clientTypeNotFound(keyPath: keyPath, type: clientName)
    }
    var bridgeFiles: [String] = []
    for declaration in declarations where !bridgeFiles.contains(declaration.file) {
      bridgeFiles.append(declaration.file)
    }
    for file in bridgeFiles {
      if let bytes = contents[file] { client.bridge.read(bytes, singleton: singleton) }
    }
    for member in declarations.flatMap(\.members) {
      switch member.kind {
      case .method(let signature):
        client.methods[member.name, default: []].append(signature.parameters)
      case .property(let type, _, _):
        if let type, let parameters = Self.parameterTypes(ofFunctionType: type) {
          client.closures[member.name] = parameters.count
          client.closureParameters[member.name] = parameters
        } else {
          client.values.insert(member.name)
        }
      case .unsupported:
        continue
      }
    }
    return client
  }

  /// How many parameters the function type `type` takes (`@Sendable (String, Int) -> Void`: 2),
  /// or nil when it is not a function type.
  package static func arity(ofFunctionType type: String) -> Int? {
    parameterTypes(ofFunctionType: type)?.count
  }

  /// The parameter types of the function type `type`, labels and attributes dropped
  /// (`@Sendable (_ id: Int, [String: Int]) -> Void`: `Int`, `[String: Int]`), or nil when it is
  /// not a function type.
  package static func parameterTypes(ofFunctionType type: String) -> [String]? {
    var text = Substring(type)
    // Attributes first: `@Sendable`, `@MainActor`, `@escaping`.
    while text.first == "@" {
      guard let space = text.firstIndex(of: " ") else { return nil }
      text = text[text.index(after: space)...].drop(while: { $0 == " " })
    }
    guard text.first == "(", text.contains("->") else { return nil }
    var depth = 0
    var parameters: [String] = []
    var current = ""
    var previous: Character = "("
    for character in text.dropFirst() {
      defer { previous = character }
      switch character {
      case ")" where depth == 0:
        if !current.isEmpty { parameters.append(current) }
        return parameters.map(Self.typeWithoutLabel)
      case "," where depth == 0:
        parameters.append(current)
        current = ""
        continue
      case "(", "[", "<": depth += 1
      case ">" where previous == "-":  // `->` closes nothing
        break
      case ")", "]", ">": depth -= 1
      case " " where current.isEmpty: continue
      default: break
      }
      current.append(character)
    }
    return nil
  }

  /// `_ id: Int` and `id: Int` are `Int`: a closure type's parameter names are documentation.
  private static func typeWithoutLabel(_ parameter: String) -> String {
    var text = Substring(parameter)
    if let colon = text.firstIndex(of: ":"),
      text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " }),
      !text[..<colon].isEmpty
    {
      text = text[text.index(after: colon)...]
    }
    var type = String(text.drop(while: { $0 == " " }))
    while type.last == " " { type.removeLast() }
    return type
  }
}
