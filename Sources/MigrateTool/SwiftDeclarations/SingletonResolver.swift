/// Finds the one declaration of the singleton a user named, and the extensions that add to it;
/// and what the accessor holds: the type itself, a protocol it is typed as, or, for a holder
/// (`enum Env { static var config: Config }`), the held type.
package struct SingletonResolver {
  package init(typeName: String, accessors: [String], paths: [String]) {
    self.typeName = typeName
    self.accessors = accessors
    self.paths = paths
  }

  /// The type, its extensions in file and line order, and the accessor it declares.
  package struct Resolution {
    /// A resolution; by default, of an accessor that holds the type itself.
    package init(
      type: DeclaredType, declarations: [DeclaredType], accessor: String,
      instanceType: String? = nil, instanceDeclarations: [DeclaredType]? = nil,
      isInstanceDeclared: Bool? = nil, isAccessorSettable: Bool = false
    ) {
      self.type = type
      self.declarations = declarations
      self.accessor = accessor
      self.instanceType = instanceType ?? type.qualifiedName
      self.instanceDeclarations = instanceDeclarations ?? declarations
      self.isInstanceDeclared = isInstanceDeclared ?? (type.kind != .extension)
      self.isAccessorSettable = isAccessorSettable
    }

    /// The declaration of the accessor's type: the type, or, for a type declared outside the
    /// paths (`extension URLSession { static let api = ... }`), the extension that declares it.
    package var type: DeclaredType
    package var declarations: [DeclaredType]
    package var accessor: String
    /// The type of the value the accessor holds, as a parameter spells it: `Manager`,
    /// `any Providing`, `Config`.
    package var instanceType: String
    /// The declarations whose members that value offers: `declarations` when the accessor
    /// holds the type itself, else the protocol's or the held type's (and extensions); empty
    /// when that type is declared outside the paths.
    package var instanceDeclarations: [DeclaredType]
    /// Whether the instance's own type is declared under the paths (not only extended).
    package var isInstanceDeclared: Bool
    /// Whether the accessor can be assigned (`static var`, or computed with `set`).
    package var isAccessorSettable: Bool
    /// How the accessor is read: a stored property, a computed one or a function.
    package var accessorForm = AccessorForm.stored
    /// Whether the instance's type is `@MainActor`, said on it or inherited from a superclass
    /// or protocol declared under the paths.
    package var isInstanceMainActor = false
    /// Names the instance's type inherits from that are not declared in what was read: a
    /// caller that reads the files that spell them, and resolves again, learns more.
    package var unreadSupertypes: [String] = []
    /// Every name the instance's type inherits from, transitively through the superclasses
    /// and protocols that were read: a caller reads the files that spell them (their
    /// extensions), and resolves again.
    package var supertypes: [String] = []
    /// Where the instance's inherited members are declared: its superclasses declared under
    /// the paths and their extensions, and the extensions of the protocols it conforms to
    /// (`extension EventLoopGroup { func syncShutdownGracefully() }`), nearest first.
    package var inheritedDeclarations: [DeclaredType] = []
    /// The instance type's other declarations, when each platform's target declares it once
    /// (`iOS/AppDefaults.swift`, `Mac/AppDefaults.swift`): a client of their common members
    /// compiles in each.
    package var twins: [DeclaredType] = []
  }

  /// How a singleton's accessor gives its instance.
  package enum AccessorForm: Sendable, Equatable {
    /// `static let shared = Manager()` (or a `static var`): the instance it stores.
    case stored
    /// `static var shared: Session { current }`: each read may give another instance.
    case computed
    /// `class func sharedInstance() -> Self`: called, and each call may give another instance.
    case function

    /// Whether each read may give another instance, so that a bridge reads it on every call.
    package var readsAnew: Bool { self != .stored }
  }

  package var typeName: String
  package var accessors: [String]
  package var paths: [String]
  /// Accessors to try when the type declares none of `accessors`, in order (Objective-C's
  /// `sharedInstance`, `default`, `current`): each only when it holds the type itself.
  package var conventionalAccessors: [String] = []

  /// Resolves `typeName` among every declaration read, or says why it cannot.
  package func resolve(_ types: [DeclaredType]) throws(ResolutionError) -> Resolution {
    // A protocol's `static var shared: Self { get }` is a requirement, not a singleton.
    let named = try Self.lookUp(typeName, in: types.filter { $0.kind != .protocol })
    if let named, let accessor = accessors.first(where: { Self.declares($0, named) }) {
      return try resolution(holder: named, accessor: accessor, types)
    }
    if let named {
      for accessor in conventionalAccessors
      where Self.declares(accessor, named)
        && !named.contains(where: { $0.privateStaticProperties.contains(accessor) })
      {
        let found = try resolution(holder: named, accessor: accessor, types)
        if found.instanceDeclarations.first?.qualifiedName == named[0].qualifiedName {
          return found
        }
      }
    }
    // A holder: another declaration whose static property holds this type.
    let spellings = [typeName] + (named.map { [$0[0].qualifiedName, "any " + $0[0].name] } ?? [])
    for accessor in accessors {
      let holders = types.filter {
        $0.kind != .protocol && spellings.contains(Self.accessorType(accessor, in: $0) ?? "")
      }
      guard let holder = holders.first else { continue }
      guard holders.count == 1 else {
        throw .ambiguous(type: typeName, locations: holders.map(Self.location))
      }
      let name = holder.kind == .extension ? holder.name : holder.qualifiedName
      guard let declarations = try Self.lookUp(name, in: types) else { continue }
      return try resolution(holder: declarations, accessor: accessor, types)
    }
    guard let named else {
      throw .notDeclared(
        type: typeName, paths: paths, accessors: accessors,
        suggestions: TypeNameSuggestions.near(typeName, in: types))
    }
    throw .notASingleton(type: typeName, location: Self.location(named[0]), accessors: accessors)
  }

  /// The type named `name` and its extensions (the type first), or only its extensions when
  /// the paths do not declare it; nil when neither.
  private static func lookUp(
    _ name: String, in types: [DeclaredType]
  ) throws(ResolutionError) -> [DeclaredType]? {
    let isQualified = name.contains(".")
    let candidates = types.filter {
      $0.kind != .extension && ($0.qualifiedName == name || !isQualified && $0.name == name)
    }
    // `Foo` means the top-level `Foo` when there is one and also a nested `Outer.Foo`.
    let exact = candidates.filter { $0.qualifiedName == name }
    var chosen = exact.count == 1 ? exact : candidates
    if chosen.count > 1, isTwins(chosen) {
      // One declaration per platform's target: the first stands for them, and the client has
      // their common members (`Resolution.twins`).
      chosen = [chosen.min { ($0.file, $0.line) < ($1.file, $1.line) }!]
    }
    guard chosen.count <= 1 else {
      throw .ambiguous(type: name, locations: chosen.map(location))
    }
    // Extensions of that type only: `extension String` in a file that mentions it is not one.
    let extended = chosen.first?.qualifiedName ?? name
    let extensions = types.filter { $0.kind == .extension && $0.name == extended }
      .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    let declarations = chosen + extensions
    guard !declarations.isEmpty else { return nil }
    if let broken = declarations.first(where: { $0.problem != nil }), let problem = broken.problem {
      throw .malformed(type: name, location: location(broken), problem: problem)
    }
    return declarations
  }

  /// Whether `declarations` are one type declared once per file, as for two platforms' targets
  /// (`iOS/AppDefaults.swift`, `Mac/AppDefaults.swift`): same name, same kind, each file once.
  private static func isTwins(_ declarations: [DeclaredType]) -> Bool {
    let first = declarations[0]
    return Set(declarations.map(\.file)).count == declarations.count
      && declarations.allSatisfy {
        $0.qualifiedName == first.qualifiedName && $0.kind == first.kind
      }
  }

  /// Sets `twins`: the other declarations of the instance's type, when it is declared once per
  /// platform's target.
  private static func inferTwins(_ result: inout Resolution, _ types: [DeclaredType]) {
    guard let instance = result.instanceDeclarations.first, instance.kind != .extension else {
      return
    }
    let twins = types.filter {
      $0.kind == instance.kind && $0.qualifiedName == instance.qualifiedName
        && $0.file != instance.file
    }
    guard !twins.isEmpty, isTwins([instance] + twins) else { return }
    result.twins = twins.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  private static func declares(_ accessor: String, _ declarations: [DeclaredType]) -> Bool {
    declarations.contains {
      $0.staticProperties.contains(accessor) || $0.staticAccessorFunctions[accessor] != nil
    }
  }

  /// The type `accessor` gives, as written: a static property's, or a static function's result.
  private static func accessorType(_ accessor: String, in type: DeclaredType) -> String? {
    type.staticPropertyTypes[accessor] ?? type.staticAccessorFunctions[accessor]
  }

  /// What `accessor`, declared in `holder` (a type and its extensions), holds, and whether it
  /// is `@MainActor`.
  private func resolution(
    holder: [DeclaredType], accessor: String, _ types: [DeclaredType]
  ) throws(ResolutionError) -> Resolution {
    var result = try instance(holder: holder, accessor: accessor, types)
    Self.inferMainActor(&result, types)
    Self.inferInheritance(&result, types)
    Self.inferTwins(&result, types)
    return result
  }

  /// Sets `supertypes` and `inheritedDeclarations`: a breadth-first walk of the inheritance
  /// clauses of the instance's declarations, through what was read.
  private static func inferInheritance(_ result: inout Resolution, _ types: [DeclaredType]) {
    var pending = result.instanceDeclarations.flatMap(\.inherited)
    var seen = Set(result.instanceDeclarations.map(\.qualifiedName))
    var index = 0
    while index < pending.count {
      let name = pending[index]
      index += 1
      guard name.first?.isUppercase == true, !Self.standardProtocols.contains(name),
        seen.insert(name).inserted
      else { continue }
      result.supertypes.append(name)
      let declared = types.filter {
        ($0.kind == .class || $0.kind == .protocol) && ($0.name == name || $0.qualifiedName == name)
      }
      let superclasses = declared.filter { $0.kind == .class }
      let extensions = types.filter { $0.kind == .extension && $0.name == name }
        .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
      result.inheritedDeclarations += superclasses + extensions
      pending += declared.flatMap(\.inherited) + extensions.flatMap(\.inherited)
    }
  }

  /// What `accessor`, declared in `holder` (a type and its extensions), holds.
  private func instance(
    holder: [DeclaredType], accessor: String, _ types: [DeclaredType]
  ) throws(ResolutionError) -> Resolution {
    let isDeclared = holder[0].kind != .extension
    // A type known only by its extensions is where the accessor is declared.
    let type = isDeclared ? holder[0] : holder.first { Self.declares(accessor, [$0]) }!
    var result = Resolution(
      type: type, declarations: holder, accessor: accessor, instanceType: type.qualifiedName,
      instanceDeclarations: holder, isInstanceDeclared: isDeclared,
      isAccessorSettable: holder.contains { $0.settableStaticProperties.contains(accessor) })
    if holder.contains(where: { $0.staticAccessorFunctions[accessor] != nil }) {
      result.accessorForm = .function
    } else if holder.contains(where: { $0.computedStaticProperties.contains(accessor) }) {
      result.accessorForm = .computed
    }
    guard let written = holder.lazy.compactMap({ Self.accessorType(accessor, in: $0) }).first
    else {
      return result
    }
    let plain = written.hasPrefix("any ") ? String(written.dropFirst(4)) : written
    guard ![type.name, type.qualifiedName, "Self"].contains(plain) else { return result }
    result.instanceType = written
    result.instanceDeclarations = []
    result.isInstanceDeclared = false
    let isName = plain.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
      $0.first.map { $0.isLetter || $0 == "_" } == true
        && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    guard isName, let held = try Self.lookUp(plain, in: types) else { return result }
    result.instanceDeclarations = held
    result.isInstanceDeclared = held[0].kind != .extension
    result.instanceType =
      held[0].kind == .protocol ? "any " + held[0].qualifiedName : held[0].qualifiedName
    return result
  }

  /// Sets `isInstanceMainActor` from the instance's declarations and what they inherit from,
  /// as Swift infers it: a subclass of a `@MainActor` class, or a type that conforms to a
  /// `@MainActor` protocol in its declaration or an extension.
  private static func inferMainActor(_ result: inout Resolution, _ types: [DeclaredType]) {
    var pending = result.instanceDeclarations
    var seen = Set<String>()
    var unread: [String] = []
    while let declaration = pending.popLast() {
      if declaration.isMainActor {
        result.isInstanceMainActor = true
        return
      }
      for name in declaration.inherited where name.first?.isUppercase == true {
        guard seen.insert(name).inserted else { continue }
        let supertypes = types.filter {
          ($0.kind == .class || $0.kind == .protocol)
            && ($0.name == name || $0.qualifiedName == name)
        }
        if supertypes.isEmpty { unread.append(name) }
        pending += supertypes
      }
    }
    result.unreadSupertypes = unread
  }

  package static func location(_ type: DeclaredType) -> String { "\(type.file):\(type.line)" }

  /// Protocols of the standard library and Foundation that a type conforms to for what they
  /// say of its values, not for an API: an extension of one in the app (`extension Encodable {
  /// func json() }`) gives every conforming type a helper, not the singleton an endpoint, so
  /// their files are not searched for members.
  package static let standardProtocols: Set<String> = [
    "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "Identifiable", "Error",
    "AnyObject", "CaseIterable", "RawRepresentable", "LocalizedError", "CustomNSError",
  ]
}
