import SwiftDeclarations

/// Methods that keep a singleton's default arguments, which closures cannot have.
extension ClientWriter {
  /// Methods with the singleton's default arguments, so `analytics.track("x")` still reads as
  /// it did; only for methods with a label, whose calls cannot be mistaken for the closure's.
  package func defaultArgumentMethods() -> [String] {
    var lines: [String] = []
    for endpoint in plan.endpoints {
      // A generic member's method keeps its default arguments too (ClientWriter+Generics).
      guard hasDefaultArgumentMethod(endpoint), case .method(let signature) = endpoint.kind
      else { continue }
      lines += forwardingMethod(
        for: endpoint,
        documentation: [
          "  /// \(documentation(endpoint).dropLast()), with its default arguments:",
          "  ///",
          "  /// ```swift",
          "  /// \(plan.names.keyPath).\(endpoint.memberName)(\(required(signature)))",
          "  /// ```",
        ])
    }
    return lines
  }

  /// The required arguments of a call, as the example in a method's documentation writes them.
  private func required(_ signature: DeclaredMember.Signature) -> String {
    signature.parameters.filter { $0.defaultValue == nil }.map {
      ($0.label.map { "\($0): " } ?? "") + $0.name
    }.joined(separator: ", ")
  }

  /// An extension with a method of the member's own name, labels, types and default arguments
  /// that calls `endpoint`'s closure, under the member's `#if`; `documentation` is its comment.
  func forwardingMethod(for endpoint: Endpoint, documentation: [String]) -> [String] {
    guard case .method(let signature) = endpoint.kind else { return [] }
    // An unnamed parameter (`_: Int`) gets a name to pass on.
    let names: [String] = signature.parameters.enumerated().map { index, parameter in
      parameter.name == "_" ? "p\(index)" : parameter.name
    }
    let declared = zip(signature.parameters, names).map { parameter, name -> String in
      let spelled = parameter.label == name ? name : "\(parameter.label ?? "_") \(name)"
      let defaultValue = parameter.defaultValue.map { " = \($0)" } ?? ""
      return "\(spelled): \(parameter.type)\(defaultValue)"
    }.joined(separator: ", ")
    let arguments = zip(signature.parameters, names).map { parameter, name -> String in
      if parameter.isInout { return "&\(name)" }
      return parameter.type.contains("@autoclosure") ? "\(name)()" : name
    }.joined(separator: ", ")
    let result = endpoint.returnType.map { " -> \($0)" } ?? ""
    let call = (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : "")
    return extensionMethod(
      endpoint, documentation: documentation, generics: "", parameters: declared,
      result: result, body: "\(call)self.\(endpoint.name)(\(arguments))")
  }

  /// `extension Client { func member<generics>(parameters) effects result { body } }` for
  /// `endpoint` (its access, `@MainActor` and `#if`), with `documentation` as its comment.
  func extensionMethod(
    _ endpoint: Endpoint, documentation: [String], generics: String, parameters: String,
    result: String, body: String
  ) -> [String] {
    let effects = endpoint.effects.isEmpty ? "" : " " + endpoint.effects
    var lines: [String] = []
    if let condition = endpoint.condition { lines.append("#if \(condition)") }
    lines.append("extension \(client) {")
    lines += documentation
    if endpoint.isMainActor { lines.append("  @MainActor") }
    let name = SwiftSpelling.identifier(endpoint.memberName)
    let head = "  \(modifier(endpoint.access))func \(name)\(generics)("
    let tail = ")\(effects)\(result) {"
    lines +=
      head.count + parameters.count + tail.count <= 100
      ? [head + parameters + tail] : [head, "    " + parameters, "  " + tail]
    lines += ["    " + body, "  }", "}"]
    if endpoint.condition != nil { lines.append("#endif") }
    lines.append("")
    return lines
  }

  /// Whether `defaultArgumentMethods()` writes a method for `endpoint`.
  func hasDefaultArgumentMethod(_ endpoint: Endpoint) -> Bool {
    guard endpoint.erasure == nil, case .method(let signature) = endpoint.kind else {
      return false
    }
    return signature.parameters.contains(where: { $0.defaultValue != nil })
      && signature.parameters.contains(where: { $0.label != nil })
      && signature.parameters.allSatisfy({ $0.name != "_" })
  }
}
