/// The key that registers the client, and the `DependencyValues` accessor that reads it.
extension ClientWriter {
  /// The private key and the `DependencyValues` accessor.
  package func registration() -> [String] {
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
      // A TODO for the user to read: it names the attribute, it does not use it.
      let fix = "mark it 'nonisolated(unsafe)' if nothing assigns it after launch."
      lines += Self.comment(
        "TODO: '\(plan.accessor)' is a 'static var', which Swift 6 code cannot read: make it a "
          + "'static let' in \(plan.singleton), or " + fix,
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
}
