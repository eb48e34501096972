/// Writes the Swift of a `ClientPlan`: the client struct, its default-argument conveniences,
/// `bridging(to:)`, `unimplemented`, the key and the `DependencyValues` accessor, in the layout
/// of the repository's own `UserDefaultsClient`.
struct ClientWriter {
  let plan: ClientPlan

  /// `public ` or `package `, or nothing for internal.
  private func modifier(_ access: String) -> String {
    access == "internal" ? "" : access + " "
  }

  private var client: String { plan.names.client }
  private var instance: String { plan.names.instance }
  private var endpoints: [Endpoint] { plan.endpoints }

  func render() -> String {
    var lines: [String] = []
    lines.append("// Step 1 of MIGRATION.md for `\(plan.singleton)`, written by `migrate-tool scaffold`.")
    var imports = ["Dependencies"]
    for module in plan.imports where !imports.contains(module) { imports.append(module) }
    lines += imports.map { "import \($0)" }
    lines.append("")
    lines += clientStruct()
    lines += defaultArgumentMethods()
    lines += implementations()
    lines += registration()
    return lines.joined(separator: "\n") + "\n"
  }

  private func clientStruct() -> [String] {
    var lines = [
      "/// The dependency that replaces `\(plan.singleton).\(plan.accessor)`: one closure per member, so each",
      "/// test, preview or scope can give it an implementation of its own.",
      "///",
      "/// ```swift",
      "/// @Dependency(\\.\(plan.names.keyPath)) var \(plan.names.keyPath)",
      "/// ```",
      "\(modifier(plan.access))struct \(client): Sendable {",
    ]
    for todo in plan.todos { lines += Self.comment("TODO: " + todo, indent: "  ") }
    for endpoint in endpoints {
      lines.append("  /// \(documentation(endpoint))")
      lines.append(
        "  \(modifier(endpoint.access))var \(SwiftSpelling.identifier(endpoint.name)): "
          + endpoint.closureType)
    }
    lines.append("")
    let initAccess = endpoints.map(\.access).reduce(plan.access, ClientPlan.narrower)
    lines += [
      "  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets",
      "  /// the endpoints it uses.",
      "  ///",
      "  /// ```swift",
      "  /// var \(plan.names.keyPath) = \(client).unimplemented",
    ]
    if let example = endpoints.first(where: { exampleBody($0) != nil }), let body = exampleBody(example) {
      lines.append("  /// \(plan.names.keyPath).\(example.name) = \(body)")
    }
    lines.append("  /// ```")
    if endpoints.isEmpty {
      lines.append("  \(modifier(initAccess))init() {}")
    } else {
      lines.append("  \(modifier(initAccess))init(")
      for (offset, endpoint) in endpoints.enumerated() {
        let comma = offset == endpoints.count - 1 ? "" : ","
        lines.append(
          "    \(SwiftSpelling.identifier(endpoint.name)): @escaping \(endpoint.closureType)\(comma)")
      }
      lines.append("  ) {")
      for endpoint in endpoints {
        lines.append("    self.\(endpoint.name) = \(SwiftSpelling.identifier(endpoint.name))")
      }
      lines.append("  }")
    }
    lines.append("}")
    lines.append("")
    return lines
  }

  /// What an endpoint forwards to: `` `AnalyticsTracker.track(_:properties:)`. ``
  private func documentation(_ endpoint: Endpoint) -> String {
    switch endpoint.kind {
    case .getter: return "`\(plan.singleton).\(endpoint.memberName)`."
    case .setter: return "Sets `\(plan.singleton).\(endpoint.memberName)`."
    case .method(let signature):
      let labels = signature.parameters.map { ($0.label ?? "_") + ":" }.joined()
      return "`\(plan.singleton).\(endpoint.memberName)(\(labels))`."
    }
  }

  /// A closure for the initializer's example: `{ _, _ in }`, `{ _ in nil }`.
  private func exampleBody(_ endpoint: Endpoint) -> String? {
    let count = endpoint.parameters.count
    let head = count == 0 ? "" : Array(repeating: "_", count: count).joined(separator: ", ") + " in"
    guard let type = endpoint.returnType else { return head.isEmpty ? "{}" : "{ \(head) }" }
    guard let value = Placeholder.value(for: type, enumCases: plan.enumCases) else { return nil }
    return "{ \(head.isEmpty ? "" : head + " ")\(value) }"
  }

  /// Methods with the singleton's default arguments, so `analytics.track("x")` still reads as
  /// it did; only for methods with a label, whose calls cannot be mistaken for the closure's.
  private func defaultArgumentMethods() -> [String] {
    var lines: [String] = []
    for endpoint in endpoints {
      guard case .method(let signature) = endpoint.kind,
        signature.parameters.contains(where: { $0.defaultValue != nil }),
        signature.parameters.contains(where: { $0.label != nil }),
        signature.parameters.allSatisfy({ $0.name != "_" })
      else { continue }
      let declared = signature.parameters.map { parameter in
        let names =
          parameter.label == parameter.name
          ? parameter.name : "\(parameter.label ?? "_") \(parameter.name)"
        return "\(names): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
      }.joined(separator: ", ")
      let arguments = signature.parameters.map { parameter in
        parameter.isInout
          ? "&\(parameter.name)"
          : parameter.type.contains("@autoclosure") ? "\(parameter.name)()" : parameter.name
      }.joined(separator: ", ")
      let required = signature.parameters.filter { $0.defaultValue == nil }.map {
        ($0.label.map { "\($0): " } ?? "") + $0.name
      }.joined(separator: ", ")
      let effects = endpoint.effects.isEmpty ? "" : " " + endpoint.effects
      let result = endpoint.returnType.map { " -> \($0)" } ?? ""
      let call = (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : "")
      lines += [
        "extension \(client) {",
        "  /// \(documentation(endpoint).dropLast()), with its default arguments:",
        "  ///",
        "  /// ```swift",
        "  /// \(plan.names.keyPath).\(endpoint.memberName)(\(required))",
        "  /// ```",
      ]
      if endpoint.isMainActor { lines.append("  @MainActor") }
      let head = "  \(modifier(endpoint.access))func \(SwiftSpelling.identifier(endpoint.memberName))("
      let tail = ")\(effects)\(result) {"
      lines +=
        head.count + declared.count + tail.count <= 100
        ? [head + declared + tail] : [head, "    " + declared, "  " + tail]
      lines += [
        "    \(call)self.\(endpoint.name)(\(arguments))",
        "  }",
        "}",
        "",
      ]
    }
    return lines
  }

  /// `bridging(to:)` and `unimplemented`.
  private func implementations() -> [String] {
    let access = modifier(plan.access)
    var lines = ["extension \(client) {"]
    let receiver: String
    if plan.isMainActor {
      receiver = "\(instance)()"
      lines += [
        "  /// A client that forwards every call to the \(instance) `\(instance)` returns, which it asks",
        "  /// for on the main actor: the live value while the migration is at step 1.",
        "  ///",
        "  /// ```swift",
        "  /// static let liveValue = \(client).bridging(to: { \(plan.singleton).\(plan.accessor) })",
        "  /// ```",
        "  \(access)static func bridging(",
        "    to \(instance): @escaping @MainActor @Sendable () -> \(plan.singleton)",
        "  ) -> Self {",
      ]
    } else {
      receiver = instance
      lines += [
        "  /// A client that forwards every call to `\(instance)`: the live value while the migration",
        "  /// is at step 1, so that callers can move to `@Dependency(\\.\(plan.names.keyPath))` first.",
        "  ///",
        "  /// ```swift",
        "  /// static let liveValue = \(client).bridging(to: \(plan.singleton).\(plan.accessor))",
        "  /// ```",
        "  \(access)static func bridging(to \(instance): \(plan.singleton)) -> Self {",
      ]
      if !plan.isSendable && !endpoints.isEmpty {
        lines += [
          "    // \(plan.singleton) predates Sendable, so the closures cannot capture it as it is.",
          "    // nonisolated(unsafe): the bridge is exactly as thread-safe as \(plan.singleton), no more.",
          "    nonisolated(unsafe) let \(instance) = \(instance)",
        ]
      }
    }
    if endpoints.isEmpty {
      lines.append("    Self()")
    } else {
      lines.append("    return Self(")
      for (offset, endpoint) in endpoints.enumerated() {
        let comma = offset == endpoints.count - 1 ? "" : ","
        lines.append("      \(endpoint.name): { \(endpoint.forwardingCall(on: receiver)) }\(comma)")
      }
      lines.append("    )")
    }
    lines += [
      "  }",
      "",
      "  /// A client whose every endpoint reports an issue when called (failing the test that",
      "  /// called it, under the `.dependencies` trait): the test value.",
      "  ///",
      "  /// ```swift",
      "  /// withDependencies { $0.\(plan.names.keyPath) = .unimplemented } operation: { ... }",
      "  /// ```",
    ]
    if endpoints.isEmpty {
      lines.append("  \(access)static let unimplemented = Self()")
    } else {
      lines.append("  \(access)static let unimplemented = Self(")
      for (offset, endpoint) in endpoints.enumerated() {
        let comma = offset == endpoints.count - 1 ? "" : ","
        lines += unimplemented(endpoint, comma: comma)
      }
      lines.append("  )")
    }
    lines += ["}", ""]
    return lines
  }

  /// One argument of `unimplemented`: `name: Dependencies.unimplemented("Client.name")`.
  private func unimplemented(_ endpoint: Endpoint, comma: String) -> [String] {
    let description = "\"\(client).\(endpoint.name)\""
    var lines: [String] = []
    var placeholderValue: String?
    var stopsAfterReporting = false
    if let type = endpoint.returnType, !endpoint.isThrowing || endpoint.hasTypedThrows {
      placeholderValue = Placeholder.value(for: type, enumCases: plan.enumCases)
      if placeholderValue == nil {
        lines += Self.comment(
          "TODO: no placeholder is known for '\(type)': a call reports, then stops the process. "
            + "Pass one ('placeholder: ...').",
          indent: "    ")
        stopsAfterReporting = true
      }
    }
    let placeholder = placeholderValue.map { ", placeholder: \($0)" } ?? ""
    let call = "Dependencies.unimplemented(\(description)\(placeholder))"
    let value: String
    let packs = !endpoint.parameters.contains { $0.isInout || $0.isNonescapingClosure }
    if stopsAfterReporting || !packs {
      // A parameter pack cannot hold an `inout` parameter or a non-escaping closure, and a value
      // of an unknown type cannot be made up: report, then return the placeholder or stop.
      let names = endpoint.parameters.map { _ in "_" }.joined(separator: ", ")
      let report = "Dependencies.reportIssue(\"Unimplemented: '\(client).\(endpoint.name)' was called.\")"
      let last =
        stopsAfterReporting
        ? "fatalError(\"Unimplemented: \(client).\(endpoint.name)\")"
        : placeholderValue.map { "return \($0)" }
      let head = "    \(endpoint.name): { \(names.isEmpty ? "" : names + " in")"
      if let last, head.count + report.count + last.count + 4 + comma.count > 100 {
        lines += [head.trimmingSuffix(" "), "      " + report, "      " + last, "    }" + comma]
        return lines
      }
      value = "{ \(names.isEmpty ? "" : names + " in ")\(report)\(last.map { "; " + $0 } ?? "") }"
    } else {
      value = call
    }
    let line = "    \(endpoint.name): \(value)\(comma)"
    if line.count <= 100 || value != call {
      lines.append(line)
    } else {
      lines.append("    \(endpoint.name): Dependencies.unimplemented(")
      lines.append("      \(description)\(placeholder)\(comma.isEmpty ? ")" : "),")")
    }
    return lines
  }

  /// The private key and the `DependencyValues` accessor.
  private func registration() -> [String] {
    let key = plan.names.key
    let liveValue =
      plan.isMainActor
      ? "\(client).bridging(to: { \(plan.singleton).\(plan.accessor) })"
      : "\(client).bridging(to: \(plan.singleton).\(plan.accessor))"
    var lines = [
      "/// Registers ``\(client)`` as a dependency: its live value forwards to",
      "/// `\(plan.singleton).\(plan.accessor)`, its test value reports every call.",
      "private enum \(key): DependencyKey {",
    ]
    if plan.accessorIsMutable {
      lines += Self.comment(
        "TODO: '\(plan.accessor)' is a 'static var', which Swift 6 code cannot read: make it a "
          + "'static let' in \(plan.singleton), or mark it 'nonisolated(unsafe)' if nothing "
          + "assigns it after launch.",
        indent: "  ")
    }
    return lines + [
      "  static let liveValue = \(liveValue)",
      "  static let testValue = \(client).unimplemented",
      "}",
      "",
      "extension DependencyValues {",
      "  /// `\(plan.singleton).\(plan.accessor)`, as a dependency:",
      "  ///",
      "  /// ```swift",
      "  /// @Dependency(\\.\(plan.names.keyPath)) var \(plan.names.keyPath)",
      "  /// ```",
      "  \(modifier(plan.access))var \(plan.names.keyPath): \(client) {",
      "    get { self[\(key).self] }",
      "    set { self[\(key).self] = newValue }",
      "  }",
      "}",
    ]
  }

  /// `text` as `//` comment lines of at most 100 columns.
  static func comment(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = indent + "//"
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > 100 && line != indent + "//" {
        lines.append(line)
        line = indent + "//"
      }
      line += " " + word
    }
    lines.append(line)
    return lines
  }
}
