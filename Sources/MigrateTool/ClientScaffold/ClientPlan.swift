import SwiftDeclarations

/// What the scaffolded file holds for one singleton: its client's names and access, the
/// endpoints in declaration order, and the members left out with why.
package struct ClientPlan: Sendable, Equatable {
  package var names: ClientNames
  /// The singleton's qualified name: `AnalyticsTracker`, `Outer.Inner`.
  package var singleton: String
  package var accessor: String
  /// The type of the value the accessor holds, as a parameter spells it: `AnalyticsTracker`,
  /// `any SupportProviding` (a protocol), `Config` (a holder's `static var config: Config`).
  package var instanceType: String
  /// Whether the instance's type is declared under the paths; false for an SDK type, whose
  /// own members scaffold cannot see.
  package var isInstanceDeclared: Bool
  /// Whether the accessor can be reassigned (`static var`, or computed with `set`): the bridge
  /// then reads it on every call, and an endpoint replaces it.
  package var isReassignable: Bool
  /// How the accessor gives the instance: a computed property or a function may give another
  /// one on each read, so the bridge reads it on every call.
  package var accessorForm = SingletonResolver.AccessorForm.stored
  /// Whether the accessor is a `static var` that Swift 6 code cannot read.
  package var accessorIsMutable: Bool
  /// `public`, `package` or `internal`: the singleton's own access, so that the client is
  /// visible wherever the singleton is.
  package var access: String
  package var isMainActor: Bool
  package var isActor: Bool
  /// Whether the singleton is `Sendable` (declared so, or an actor), so that closures capture it
  /// as it is.
  package var isSendable: Bool
  /// Whether it is a value that does not say it is `Sendable` but may be implicitly: the bridge
  /// wraps it in `UncheckedSendable`, which compiles without a warning either way.
  package var mayBeImplicitlySendable: Bool
  package var endpoints: [Endpoint]
  /// One line each: `'load(_:)' is left out: it is generic (<T>); ...`.
  package var todos: [String]
  /// The first case of each enum the singleton declares, by qualified name, for placeholders.
  package var enumCases: [String: String]
  /// Modules the singleton's files import (`Foundation`), for the types its members use.
  package var imports: [String]
  /// The `#if` condition of each module among `imports` that the files import only under one.
  package var importConditions: [String: String] = [:]
  /// The `#if` condition under which the singleton is declared (`!os(Linux)`): the client
  /// compiles where it does, so it is declared under the same one; nil when always.
  package var condition: String?
  /// What the key gives tests.
  package var testValue: TestValue = .unimplemented

  /// What a client's key gives tests: `unimplemented`, whose every endpoint reports a call no
  /// test overrode, or `live`, the bridge to the singleton, for tests that configure the
  /// singleton and read it back (as they did before the move).
  package enum TestValue: String, Sendable, CaseIterable {
    case unimplemented, live
  }
  /// Members left out because no caller reaches them through the accessor, as a TODO names
  /// them: `reset()`, `debugDescription`.
  package var unusedMembers: [String] = []

  /// The expression that reads the instance: `Manager.shared`, `Manager.sharedInstance()`.
  package var accessorReference: String {
    "\(singleton).\(accessor)" + (accessorForm == .function ? "()" : "")
  }

  /// Whether the bridge reads the accessor on every call: it can be reassigned, or each read
  /// may give another instance.
  package var readsAccessorAnew: Bool { isReassignable || accessorForm.readsAnew }

  /// Plans the client of `type`, whose members are spread over `declarations` (the type, then
  /// its extensions in file order).
  package init(
    type: DeclaredType, declarations: [DeclaredType], accessor: String, names: ClientNames,
    imports: [String], nestedTypes: [DeclaredType] = []
  ) {
    self.init(
      resolution: SingletonResolver.Resolution(
        type: type, declarations: declarations, accessor: accessor),
      names: names, imports: imports, nestedTypes: nestedTypes)
  }

  /// Plans the client of the value `resolution`'s accessor holds, whose members are spread over
  /// its `instanceDeclarations` (the type or protocol, then its extensions in file order).
  /// With `usedMembers`, the names callers reach through the accessor, the client has only
  /// those (when there are any); the others are listed in `unusedMembers`.
  /// `memberUses`, what callers call with their labels, gives a client of an SDK type the
  /// endpoints ``SDKMembers`` knows.
  package init(
    resolution: SingletonResolver.Resolution, names: ClientNames, imports: [String],
    nestedTypes: [DeclaredType] = [], usedMembers: [String] = [], memberUses: [MemberUse] = []
  ) {
    let holder = resolution.type
    let declarations = resolution.instanceDeclarations
    // The type whose members the client forwards; the holder when it is not declared here.
    let type = declarations.first ?? holder
    var enumCases: [String: String] = [:]
    for nested in nestedTypes where nested.qualifiedName.hasPrefix(type.qualifiedName + ".") {
      if let firstCase = nested.firstCase { enumCases[nested.qualifiedName] = firstCase }
    }
    self.enumCases = enumCases
    self.names = names
    self.singleton = holder.qualifiedName
    self.accessor = resolution.accessor
    self.instanceType = resolution.instanceType
    self.isInstanceDeclared = resolution.isInstanceDeclared
    let accessor = resolution.accessor
    self.isReassignable = resolution.isAccessorSettable
    self.accessorForm = resolution.accessorForm
    self.accessorIsMutable = resolution.declarations.contains {
      $0.mutableStaticProperties.contains(accessor)
    }
    let holderAccess = Self.accessLevel(holder.access)
    self.access =
      declarations.isEmpty
      ? holderAccess : Self.narrower(holderAccess, Self.accessLevel(type.access))
    self.isMainActor = type.isMainActor || holder.isMainActor || resolution.isInstanceMainActor
    self.isActor = type.kind == .actor
    self.isSendable =
      type.kind == .actor || declarations.contains { $0.inherited.contains("Sendable") }
    // A struct or enum that is not public is Sendable when its stored properties are, which
    // scaffold cannot tell (it does not read private ones): `[String: Any]` inside is not.
    self.mayBeImplicitlySendable =
      !isSendable && (type.kind == .struct || type.kind == .enum)
      && Self.accessLevel(type.access) != "public"
    self.imports = imports
    self.condition = holder.condition ?? type.condition
    let nested = Set(declarations.flatMap(\.nestedTypeNames))
    var endpoints: [Endpoint] = []
    var todos: [String] = []
    var unusedMembers: [String] = []
    // Inherited members after the type's own; one the type redeclares is its own.
    var own = declarations.flatMap(\.members)
    if !resolution.twins.isEmpty {
      // Declared once per platform's target: the members every declaration has, as written.
      var (common, only) = Self.commonMembers(type, twins: resolution.twins)
      // An extension in one declaration's folder, not another's, belongs to that one's target.
      let folders = ([type] + resolution.twins).map { $0.file.split(separator: "/").dropLast() }
      for extensionDeclaration in declarations.dropFirst() {
        let path = extensionDeclaration.file.split(separator: "/")
        let inside = folders.map { path.starts(with: $0) }
        if inside.contains(true) && inside.contains(false) {
          only.append(
            (extensionDeclaration.file, extensionDeclaration.members.map(Self.displayName)))
        } else {
          common += extensionDeclaration.members
        }
      }
      own = common
      let places = ([type] + resolution.twins).map { "\($0.file):\($0.line)" }
      let left = only.map { "only \($0.file) declares \($0.names.joined(separator: ", "))" }
      todos.append(
        "'\(type.qualifiedName)' is declared \(places.count) times "
          + "(\(places.joined(separator: ", "))), once per target: this client has their common "
          + "members, so it compiles in each"
          + (left.isEmpty ? "." : "; left out: \(left.joined(separator: "; ")).")
      )
    }
    if !resolution.isInstanceDeclared {
      let plain =
        resolution.instanceType.hasPrefix("any ")
        ? String(resolution.instanceType.dropFirst(4)) : resolution.instanceType
      // What callers call on an SDK type: the members scaffold knows the signature of, and
      // the others, reached through the endpoint that returns the instance.
      let declaredNames = Set(own.map(\.name))
      var unknown: [String] = []
      for use in memberUses where !declaredNames.contains(use.member) {
        if var member = SDKMembers.member(of: plain, for: use) {
          member.access = holder.access ?? "internal"
          if !own.contains(member) { own.append(member) }
        } else if !unknown.contains(use.displayName) {
          unknown.append(use.displayName)
        }
      }
      todos.append(
        "'\(plain)' is declared outside these paths (the SDK or another module): "
          + (unknown.isEmpty
            ? "callers reach what has no endpoint here through '\(names.instance)()'"
            : "callers reach " + unknown.map { "'\($0)'" }.joined(separator: ", ")
              + " through '\(names.instance)()', which returns the instance")
          + ". Give a member an endpoint of its own where a test must replace it.")
    }
    let ownNames = Set(own.map(Self.displayName))
    let inherited = Self.inheritedMembers(resolution, declaredIn: type).filter {
      !ownNames.contains(Self.displayName($0))
    }
    for member in own + inherited {
      if !usedMembers.isEmpty && !usedMembers.contains(member.name) {
        let name = Self.displayName(member)
        if !unusedMembers.contains(name) { unusedMembers.append(name) }
        continue
      }
      let planned = Self.endpoints(
        for: member, of: type, isMainActor: isMainActor,
        reassignable: resolution.isAccessorSettable,
        qualify: {
          SwiftSpelling.qualified($0, in: type.qualifiedName, nestedTypes: nested)
        })
      endpoints += planned.endpoints
      todos += planned.todos
    }
    if !resolution.isInstanceDeclared {
      endpoints.append(
        Endpoint(
          name: names.instance, memberName: accessor,
          kind: .instance(type: resolution.instanceType), isMainActor: isMainActor,
          addsAwait: false, access: access))
    }
    if resolution.isAccessorSettable {
      endpoints.append(
        Endpoint(
          name: "set" + SwiftSpelling.capitalized(accessor), memberName: accessor,
          kind: .replacement(type: resolution.instanceType), isMainActor: isMainActor,
          addsAwait: false, access: access))
    }
    // The same member in two `#if` branches is one endpoint, under either branch's condition.
    var first: [String: Int] = [:]
    var merged: [Endpoint] = []
    for endpoint in endpoints {
      let key = Self.signatureKey(endpoint)
      guard let index = first[key] else {
        first[key] = merged.count
        merged.append(endpoint)
        continue
      }
      merged[index].condition = Self.either(merged[index].condition, endpoint.condition)
    }
    endpoints = merged
    self.unusedMembers = unusedMembers
    EndpointNaming.assignNames(&endpoints)
    self.endpoints = endpoints
    self.todos = todos
  }

  /// The members of `type` that each of `twins` declares the same (name, kind, types), and, per
  /// file, how the others read in a TODO (`showDebugMenu`, `reset()`).
  static func commonMembers(
    _ type: DeclaredType, twins: [DeclaredType]
  ) -> (common: [DeclaredMember], only: [(file: String, names: [String])]) {
    let key = memberKey
    let sets = twins.map { Set($0.members.map(key)) }
    let common = type.members.filter { member in sets.allSatisfy { $0.contains(key(member)) } }
    let shared = Set(common.map(key))
    let only = ([type] + twins).map { declaration in
      (
        file: declaration.file,
        names: declaration.members.filter { !shared.contains(key($0)) }.map(displayName)
      )
    }
    return (common, only.filter { !$0.names.isEmpty })
  }

  /// What makes two declarations of a member the same, as written: name, labels, types, effects.
  static func memberKey(_ member: DeclaredMember) -> String {
    switch member.kind {
    case .method(let signature):
      let types = signature.parameters.map(\.type).joined(separator: ",")
      return "\(displayName(member))|\(types)|\(signature.effects)|\(signature.returnType ?? "")"
    case .property(let type, let isSettable, let effects):
      return "\(member.name)|\(type ?? "")|\(isSettable)|\(effects)"
    case .unsupported(let reason):
      return "\(displayName(member))|\(reason)"
    }
  }

  /// The members the instance's type inherits; for a type declared once per target, those that
  /// every declaration inherits the same, where a supertype's declaration or extension in one
  /// declaration's folder belongs to that one's target.
  static func inheritedMembers(
    _ resolution: SingletonResolver.Resolution, declaredIn type: DeclaredType
  ) -> [DeclaredMember] {
    let all = resolution.inheritedDeclarations
    guard !resolution.twins.isEmpty else { return all.flatMap(\.members) }
    let folders = ([type] + resolution.twins).map { $0.file.split(separator: "/").dropLast() }
    // What each declaration's target sees: the supertypes in its folder, and those in none or
    // in all of them.
    let visible = folders.indices.map { target in
      all.filter { declaration in
        let path = declaration.file.split(separator: "/")
        let inside = folders.map { path.starts(with: $0) }
        return inside[target] || !inside.contains(true) || !inside.contains(false)
      }.flatMap(\.members)
    }
    let others = visible.dropFirst().map { Set($0.map(memberKey)) }
    var seen = Set<String>()
    return visible[0].filter { member in
      let key = memberKey(member)
      return others.allSatisfy { $0.contains(key) } && seen.insert(key).inserted
    }
  }

  /// The type that declares the members, as documentation names it: `SupportProviding` for
  /// `any SupportProviding`.
  package var memberOwner: String {
    instanceType.hasPrefix("any ") ? String(instanceType.dropFirst(4)) : instanceType
  }

  /// The condition under which one of two `#if` branches holds: nil (always) when either is,
  /// or when one is the other's `#else`.
  static func either(_ first: String?, _ second: String?) -> String? {
    guard let first, let second else { return nil }
    if first == second { return first }
    if second == "!(\(first))" || first == "!(\(second))" { return nil }
    return "(\(first)) || (\(second))"
  }

  /// What makes two endpoints the same: kind, member, labels, types, effects and result.
  package static func signatureKey(_ endpoint: Endpoint) -> String {
    let kind: String
    switch endpoint.kind {
    case .method: kind = "method"
    case .getter: kind = "get"
    case .setter: kind = "set"
    case .replacement: kind = "replace"
    case .instance: kind = "instance"
    }
    let parameters = endpoint.parameters.map { "\($0.label ?? "_"):\($0.type)" }
    return [
      kind, endpoint.memberName, parameters.joined(separator: ","), endpoint.effects,
      endpoint.returnType ?? "",
    ].joined(separator: "|")
  }

  /// `public` for `public` and `open`, `package`, else `internal`.
  package static func accessLevel(_ written: String?) -> String {
    switch written {
    case "public", "open": return "public"
    case "package": return "package"
    default: return "internal"
    }
  }

  /// The narrower of two access levels.
  package static func narrower(_ first: String, _ second: String) -> String {
    let order = ["internal", "package", "public"]
    return (order.firstIndex(of: first) ?? 0) <= (order.firstIndex(of: second) ?? 0)
      ? first : second
  }

  /// How a member's name reads in a TODO: `track(_:properties:)`, `pendingEvents`.
  package static func displayName(_ member: DeclaredMember) -> String {
    guard case .method(let signature) = member.kind else { return member.name }
    let labels = signature.parameters.map { ($0.label ?? "_") + ":" }.joined()
    return "\(member.name)\(signature.generics.map { $0 == "where" ? "" : $0 } ?? "")(\(labels))"
  }

  /// Whether a value of `type` is a reference, so that a copy of it sets what the original does:
  /// a class, an actor, or a class-bound protocol.
  private static func isReference(_ type: DeclaredType) -> Bool {
    switch type.kind {
    case .class, .actor: return true
    case .protocol: return type.inherited.contains { ["AnyObject", "class", "Actor"].contains($0) }
    default: return false
    }
  }

  private static func endpoints(
    for member: DeclaredMember, of type: DeclaredType, isMainActor: Bool, reassignable: Bool,
    qualify: (String) -> String
  ) -> (endpoints: [Endpoint], todos: [String]) {
    // A value held by a reassignable accessor is changed by assigning a changed copy back.
    let writesBack = reassignable && !isReference(type)
    let name = displayName(member)
    func todo(_ reason: String) -> [String] { ["'\(name)' is left out: \(reason)."] }
    var endpoint = Endpoint(
      name: member.name, memberName: member.name, kind: .getter(type: "", effects: ""),
      isMainActor: isMainActor || member.isMainActor,
      addsAwait: type.kind == .actor && !member.isNonisolated,
      access: narrower(accessLevel(type.access), accessLevel(member.access)))
    endpoint.condition = member.condition
    if member.isDeprecated {
      return (
        [],
        todo(
          "it is deprecated (or unavailable), so a bridge that calls it warns; add it by hand if callers still need it"
        )
      )
    }
    switch member.kind {
    case .unsupported(let reason):
      return ([], todo(reason))
    case .method(var signature):
      if member.isMutating && !isReference(type) && !writesBack {
        return ([], todo("it is 'mutating', and the bridge holds a copy of the singleton"))
      }
      if let variadic = signature.parameters.first(where: \.isVariadic) {
        return (
          [],
          todo(
            "'\(variadic.name): \(variadic.type)' is variadic and a closure's "
              + "parameter cannot be; take an array instead")
        )
      }
      let types = signature.parameters.map(\.type) + [signature.returnType ?? ""]
      if types.contains(where: { $0.hasPrefix("some ") || $0.contains(" some ") }) {
        return ([], todo("it takes or returns an opaque type ('some'), which a closure cannot"))
      }
      for index in signature.parameters.indices {
        signature.parameters[index].type = SwiftSpelling.closureType(
          qualify(signature.parameters[index].type))
        signature.parameters[index].defaultValue =
          signature.parameters[index].defaultValue.map(qualify)
      }
      signature.returnType = signature.returnType.map { SwiftSpelling.closureType(qualify($0)) }
      signature.effects = qualify(signature.effects)
      var method = endpoint
      if let generics = signature.generics {
        switch GenericErasure.erase(signature) {
        case .failure(let unsupported):
          let clause = generics == "where" ? "a 'where' clause" : "'\(generics)'"
          return (
            [],
            todo(
              "it is generic (\(clause)) and one closure cannot erase it: \(unsupported.reason); "
                + "add an endpoint per type the app uses")
          )
        case .success(let (erasure, erased)):
          if erasure.takesType && member.isMutating && writesBack {
            return (
              [],
              todo(
                "it is generic, 'mutating', and its result's type is the caller's: add an "
                  + "endpoint per type the app uses")
            )
          }
          method.erasure = erasure
          signature = erased
        }
      }
      method.kind = .method(signature)
      method.writesBack = member.isMutating && writesBack
      if signature.parameters.contains(where: \.isInout) && (method.isAsync || method.isThrowing) {
        return (
          [],
          todo(
            "it has an 'inout' parameter and is async or throws, which its test "
              + "value cannot express")
        )
      }
      return ([method], [])
    case .property(let declaredType, let isSettable, let effects):
      let propertyType = SwiftSpelling.closureType(qualify(declaredType ?? ""))
      var getter = endpoint
      getter.kind = .getter(type: propertyType, effects: effects)
      guard isSettable else { return ([getter], []) }
      if writesBack {
        var setter = endpoint
        setter.kind = .setter(type: propertyType)
        setter.name = "set" + SwiftSpelling.capitalized(member.name)
        setter.writesBack = true
        return ([getter, setter], [])
      }
      if type.kind == .actor {
        return (
          [getter],
          [
            "'\(name)' has no setter endpoint: an actor's property cannot be set "
              + "from outside the actor."
          ]
        )
      }
      if type.kind == .extension {
        return (
          [getter],
          [
            "'\(name)' has no setter endpoint: \(type.name) is declared outside these paths, so "
              + "whether the bridge's copy is the singleton itself (a class) is not known here. "
              + "If it is a class, add 'set\(SwiftSpelling.capitalized(member.name))'."
          ]
        )
      }
      if !isReference(type) {
        return (
          [getter],
          [
            "'\(name)' has no setter endpoint: the bridge holds a copy of the "
              + "singleton, so a setter would change the copy."
          ]
        )
      }
      var setter = endpoint
      setter.kind = .setter(type: propertyType)
      setter.name = "set" + SwiftSpelling.capitalized(member.name)
      return ([getter, setter], [])
    }
  }
}
