/// The key that registers the client, and the `DependencyValues` accessor that reads it.
extension ClientWriter {
  /// `static let liveValue = ...`, the bridge to the singleton, on one line or two of at most
  /// 100 columns: `bridging(to: X.shared)`; `bridging(to: { X.shared })` for a singleton read on
  /// the main actor or anew on every call; one that can be reassigned also gets `replace:`.
  package func liveValue(indent: String) -> [String] {
    let reference = plan.accessorReference
    var arguments =
      plan.isMainActor || plan.readsAccessorAnew ? "to: { \(reference) }" : "to: \(reference)"
    if plan.isReassignable { arguments += ", replace: { \(reference) = $0 }" }
    let head = "\(indent)static let liveValue = \(client).bridging("
    guard head.count + arguments.count + 1 > 100 else { return [head + arguments + ")"] }
    return [head, "\(indent)  \(arguments))"]
  }

  /// The private key and the `DependencyValues` accessor.
  package func registration() -> [String] {
    let key = plan.names.key
    let testValue: [String]
    switch plan.testValue {
    case .unimplemented:
      testValue = ["  static let testValue = \(client).unimplemented"]
    case .live:
      testValue = [
        "  // Tests use the singleton, as before the move: give each test its own value",
        "  // (`withDependencies`, the `.dependencies` trait) to stop them sharing it.",
        "  static let testValue = liveValue",
      ]
    }
    var lines = [
      "/// Registers ``\(client)`` as a dependency: its live value forwards to",
      "/// `\(plan.accessorReference)`, its test value "
        + (plan.testValue == .live ? "too." : "reports every call."),
      "private enum \(key): DependencyKey {",
    ]
    if plan.accessorIsMutable {
      // A TODO for the user to read: it names the attribute, it does not use it.
      let fix = "mark it 'nonisolated(unsafe)' if nothing assigns it after launch."
      lines += Self.comment(
        "TODO: '\(plan.accessor)' is a plain 'static var': Swift 6 code reads it only from "
          + "another module (one in Swift 5 mode), through '@preconcurrency import' of it. "
          + "Best, make it a 'static let' in \(plan.singleton), or " + fix,
        indent: "  ")
    }
    return lines + liveValue(indent: "  ") + testValue + [
      "}",
      "",
      "extension DependencyValues {",
      "  /// `\(plan.accessorReference)`, as a dependency:",
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
}
