/// Generic methods with a generic member's own signature, over its type-erased endpoint.
extension ClientWriter {
  /// For each generic member whose endpoint a caller cannot call as it called the member (its
  /// labels, its result's type, or the type argument differ): a method with the member's generic
  /// signature that calls the endpoint, so `store.get("theme") as Theme?` still reads as it did.
  package func genericMethods() -> [String] {
    var lines: [String] = []
    for endpoint in plan.endpoints {
      guard let erasure = endpoint.erasure else { continue }
      let parameters = erasure.genericParameters
      let erasesResult = endpoint.returnType != erasure.genericReturnType
      guard erasure.takesType || erasesResult || parameters.contains(where: { $0.label != nil })
      else { continue }
      let declared = parameters.map { parameter in
        let names =
          parameter.label == parameter.name
          ? parameter.name : "\(parameter.label ?? "_") \(parameter.name)"
        return "\(names): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
      }.joined(separator: ", ")
      var arguments = parameters.map { parameter in
        parameter.isInout ? "&\(parameter.name)" : parameter.name
      }
      if erasure.takesType { arguments.append("\(erasure.parameter).self") }
      let result = erasure.genericReturnType.map { " -> \($0)" } ?? ""
      let call = (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : "")
      // The endpoint returns the existential; the caller's type comes back by a cast, which an
      // implementation that returns another type fails.
      let cast =
        !erasesResult
        ? ""
        : erasure.genericReturnType == erasure.parameter
          ? " as! \(erasure.parameter)" : " as? \(erasure.parameter)"
      lines += extensionMethod(
        endpoint,
        documentation: [
          "  /// \(documentation(endpoint).dropLast()), with its generic signature over the endpoint",
          "  /// `\(endpoint.name)`, which takes `\(erasure.existential)`.",
        ],
        generics: erasure.clause, parameters: declared, result: result,
        body: "\(call)self.\(endpoint.name)(\(arguments.joined(separator: ", ")))\(cast)")
    }
    return lines
  }
}
