/// Methods that keep a singleton's default arguments, which closures cannot have.
extension ClientWriter {
  /// Methods with the singleton's default arguments, so `analytics.track("x")` still reads as
  /// it did; only for methods with a label, whose calls cannot be mistaken for the closure's.
  package func defaultArgumentMethods() -> [String] {
    var lines: [String] = []
    for endpoint in plan.endpoints {
      // A generic member's method keeps its default arguments too (ClientWriter+Generics).
      guard endpoint.erasure == nil, case .method(let signature) = endpoint.kind,
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
      if let condition = endpoint.condition { lines.append("#if \(condition)") }
      lines += [
        "extension \(client) {",
        "  /// \(documentation(endpoint).dropLast()), with its default arguments:",
        "  ///",
        "  /// ```swift",
        "  /// \(plan.names.keyPath).\(endpoint.memberName)(\(required))",
        "  /// ```",
      ]
      if endpoint.isMainActor { lines.append("  @MainActor") }
      let name = SwiftSpelling.identifier(endpoint.memberName)
      let head = "  \(modifier(endpoint.access))func \(name)("
      let tail = ")\(effects)\(result) {"
      lines +=
        head.count + declared.count + tail.count <= 100
        ? [head + declared + tail] : [head, "    " + declared, "  " + tail]
      lines += [
        "    \(call)self.\(endpoint.name)(\(arguments))",
        "  }",
        "}",
      ]
      if endpoint.condition != nil { lines.append("#endif") }
      lines.append("")
    }
    return lines
  }
}
