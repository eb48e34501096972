/// Writes the Swift of a `ClientPlan`: the client struct, its default-argument conveniences,
/// `bridging(to:)`, `unimplemented`, the key and the `DependencyValues` accessor, in the layout
/// of the repository's own `UserDefaultsClient`.
package struct ClientWriter {
  package let plan: ClientPlan

  /// `public ` or `package `, or nothing for internal.
  package func modifier(_ access: String) -> String {
    access == "internal" ? "" : access + " "
  }

  package var client: String { plan.names.client }
  package var instance: String { plan.names.instance }
  /// The endpoints that always exist: the initializer's parameters. Those under `#if`
  /// (`plan.endpoints` has all) are properties with an unimplemented default.
  package var endpoints: [Endpoint] { plan.endpoints.filter { $0.condition == nil } }

  package func render() -> String {
    var lines: [String] = []
    lines.append(
      "// Step 1 of MIGRATION.md for `\(plan.singleton)`, written by `migrate-tool scaffold`.")
    var imports = ["Dependencies"]
    for module in plan.imports where !imports.contains(module) { imports.append(module) }
    for module in imports {
      if let condition = plan.importConditions[module] {
        lines += ["#if \(condition)", "  import \(module)", "#endif"]
      } else {
        lines.append("import \(module)")
      }
    }
    lines.append("")
    var body = clientStruct()
    body += defaultArgumentMethods()
    body += overloadMethods()
    body += genericMethods()
    body += bridgeAndTestValue()
    body += registration()
    if let condition = plan.condition {
      // The singleton exists only under this condition; so does what names it.
      body = ["#if \(condition)", ""] + body + ["", "#endif  // \(condition)"]
    }
    lines += body
    return lines.joined(separator: "\n") + "\n"
  }

  private func clientStruct() -> [String] {
    var lines = [
      "/// The dependency that replaces `\(plan.accessorReference)`: one closure per "
        + "member, so each",
      "/// test, preview or scope can give it an implementation of its own.",
      "///",
      "/// ```swift",
      "/// @Dependency(\\.\(plan.names.keyPath)) var \(plan.names.keyPath)",
      "/// ```",
      "\(modifier(plan.access))struct \(client): Sendable {",
    ]
    for todo in plan.todos { lines += Self.comment("TODO: " + todo, indent: "  ") }
    if !plan.unusedMembers.isEmpty {
      lines += Self.comment(
        "Left out, as no code under the paths calls them through "
          + "'\(plan.accessorReference)' (scaffold --all-members writes them too): "
          + plan.unusedMembers.joined(separator: ", ") + ".", indent: "  ")
    }
    for endpoint in endpoints {
      lines.append("  /// \(documentation(endpoint))")
      lines.append(
        "  \(modifier(endpoint.access))var \(SwiftSpelling.identifier(endpoint.name)): "
          + endpoint.closureType)
    }
    for endpoint in plan.endpoints where endpoint.condition != nil {
      lines += conditionalProperty(endpoint)
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
    if let example = endpoints.first(where: { exampleBody($0) != nil }),
      let body = exampleBody(example)
    {
      lines.append("  /// \(plan.names.keyPath).\(example.name) = \(body)")
    }
    lines.append("  /// ```")
    if endpoints.isEmpty {
      lines.append("  \(modifier(initAccess))init() {}")
    } else {
      lines.append("  \(modifier(initAccess))init(")
      for (offset, endpoint) in endpoints.enumerated() {
        let comma = offset == endpoints.count - 1 ? "" : ","
        let name = SwiftSpelling.identifier(endpoint.name)
        lines.append("    \(name): @escaping \(endpoint.closureType)\(comma)")
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

  /// An endpoint of a member under `#if`: a property under the same `#if`, unimplemented until
  /// the bridge or a test sets it, since an initializer's parameters cannot be conditional.
  private func conditionalProperty(_ endpoint: Endpoint) -> [String] {
    var lines = ["  #if \(endpoint.condition ?? "")", "    /// \(documentation(endpoint))"]
    let declaration =
      "    \(modifier(endpoint.access))var \(SwiftSpelling.identifier(endpoint.name)): "
      + "\(endpoint.closureType) ="
    var sawValue = false
    for line in unimplemented(endpoint, comma: "") {
      if !sawValue, line.hasPrefix("    \(endpoint.name): ") {
        sawValue = true
        let value = line.dropFirst(6 + endpoint.name.count)
        lines += [declaration, "      " + value]
      } else {
        lines.append("  " + line)
      }
    }
    return lines + ["  #endif"]
  }

  /// What an endpoint forwards to: `` `AnalyticsTracker.track(_:properties:)`. ``
  package func documentation(_ endpoint: Endpoint) -> String {
    switch endpoint.kind {
    case .getter: return "`\(plan.memberOwner).\(endpoint.memberName)`."
    case .setter: return "Sets `\(plan.memberOwner).\(endpoint.memberName)`."
    case .replacement: return "Replaces `\(plan.accessorReference)` with another instance."
    case .instance:
      return "`\(plan.accessorReference)` itself, for members without an endpoint of their own."
    case .method(let signature):
      let labels = signature.parameters.map { ($0.label ?? "_") + ":" }.joined()
      return "`\(plan.memberOwner).\(endpoint.memberName)(\(labels))`."
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

  /// `text` as `///` documentation lines of at most 100 columns.
  package static func documentation(_ text: String, indent: String) -> [String] {
    comment(text, indent: indent, marker: "///")
  }

  /// `text` as `//` comment lines of at most 100 columns.
  package static func comment(_ text: String, indent: String, marker: String = "//") -> [String] {
    var lines: [String] = []
    var line = indent + marker
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > 100 && line != indent + marker {
        lines.append(line)
        line = indent + marker
      }
      line += " " + word
    }
    lines.append(line)
    return lines
  }
}
