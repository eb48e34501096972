/// Methods for overloads that differ in their types alone, which become closures of different
/// names (`saveString`, `saveBool`).
extension ClientWriter {
  /// For each such overload, a method with the member's own signature that calls its closure:
  /// `defaults.save(name, forKey: "k")` reads as it did on the singleton, and the compiler picks
  /// the closure by the argument's type, as it picked the overload. `migrate-tool move` leaves
  /// such calls as written.
  package func overloadMethods() -> [String] {
    var lines: [String] = []
    for endpoint in plan.endpoints {
      guard endpoint.erasure == nil, !hasDefaultArgumentMethod(endpoint),
        case .method = endpoint.kind,
        plan.endpoints.contains(where: { isTypeOnlyOverload($0, of: endpoint) })
      else { continue }
      let types = endpoint.parameters.map(\.type).joined(separator: ", ")
      lines += forwardingMethod(
        for: endpoint,
        documentation: [
          "  /// \(documentation(endpoint).dropLast()) for `\(types)`, as callers call it:",
          "  /// the argument's type picks `\(endpoint.name)`, as it picked the overload.",
        ])
    }
    return lines
  }

  /// Whether `other` is another method of the same name and labels as `endpoint`.
  private func isTypeOnlyOverload(_ other: Endpoint, of endpoint: Endpoint) -> Bool {
    guard other.name != endpoint.name, other.memberName == endpoint.memberName,
      other.erasure == nil, case .method = other.kind
    else { return false }
    return other.parameters.map(\.label) == endpoint.parameters.map(\.label)
  }
}
