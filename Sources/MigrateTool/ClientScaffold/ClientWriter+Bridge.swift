/// The bridge, the live value of step 1, and the test value that reports every call.
extension ClientWriter {
  /// `bridging(to:)` and `unimplemented`.
  package func bridgeAndTestValue() -> [String] {
    let access = modifier(plan.access)
    var lines = ["extension \(client) {"]
    let receiver: String
    let example = liveValue(indent: "  /// ")
    // A value that may be Sendable, or a type declared elsewhere: a wrapper compiles either way,
    // where `nonisolated(unsafe)` on a Sendable value warns.
    let wrapsInstance =
      !plan.endpoints.isEmpty && (!plan.isInstanceDeclared || plan.mayBeImplicitlySendable)
    if plan.isMainActor || plan.readsAccessorAnew {
      receiver = "\(instance)()"
      let actor = plan.isMainActor ? "@MainActor " : ""
      let reference = "`\(plan.accessorReference)`"
      lines +=
        plan.readsAccessorAnew
        ? Self.documentation(
          "The live value while the migration is at step 1: a client that reads \(reference) "
            + "anew on every call, through `\(instance)`, "
            + (plan.isReassignable
              ? "since it can be reassigned, and reassigns it through `replace`."
              : "since each read may give another instance."),
          indent: "  ")
        : [
          "  /// A client that forwards every call to the \(instance) `\(instance)` returns, "
            + "which it asks",
          "  /// for on the main actor: the live value while the migration is at step 1.",
        ]
      lines += ["  ///", "  /// ```swift"] + example + ["  /// ```"]
      lines += [
        "  \(access)static func bridging(",
        "    to \(instance): @escaping \(actor)@Sendable () -> \(plan.instanceType)"
          + (plan.isReassignable ? "," : ""),
      ]
      if plan.isReassignable {
        lines.append("    replace: @escaping \(actor)@Sendable (\(plan.instanceType)) -> Void")
      }
      lines.append("  ) -> Self {")
      if plan.endpoints.contains(where: \.writesBack) {
        let acrossSuspension = plan.endpoints.contains { $0.writesBack && $0.isAsync }
        lines += Self.comment(
          "Setters and 'mutating' endpoints change a copy and assign it back: not atomic, so two "
            + "at once can lose a change, as two legacy callers can"
            + (acrossSuspension
              ? "; an async one assigns back after its suspension, so a change made meanwhile "
                + "is lost." : "."),
          indent: "    ")
      }
    } else {
      receiver = wrapsInstance ? instance + ".value" : instance
      lines += [
        "  /// A client that forwards every call to `\(instance)`: the live value while the "
          + "migration",
        "  /// is at step 1, so that callers can move to `@Dependency(\\.\(plan.names.keyPath))` "
          + "first.",
        "  ///",
        "  /// ```swift",
      ]
      lines +=
        example + [
          "  /// ```",
          "  \(access)static func bridging(to \(instance): \(plan.instanceType)) -> Self {",
        ]
      if wrapsInstance {
        let why =
          plan.isInstanceDeclared
          ? "\(plan.memberOwner) does not say it is Sendable, and may hold what is not"
          : "Whether \(plan.memberOwner) is Sendable is not known here (it is declared elsewhere)"
        lines += Self.comment(
          "\(why), so the closures capture it wrapped: the bridge is exactly as thread-safe as "
            + "\(plan.memberOwner), no more.", indent: "    ")
        lines.append("    let \(instance) = UncheckedSendable(\(instance))")
      } else if !plan.isSendable && !plan.endpoints.isEmpty {
        lines += [
          "    // \(plan.memberOwner) predates Sendable, so the closures cannot capture it as it is.",
          "    // nonisolated(unsafe): the bridge is exactly as thread-safe as \(plan.memberOwner), "
            + "no more.",
          "    nonisolated(unsafe) let \(instance) = \(instance)",  // generated; reason above
        ]
      }
    }
    let conditional = plan.endpoints.filter { $0.condition != nil }
    let head = conditional.isEmpty ? "return Self(" : "var client = Self("
    if endpoints.isEmpty {
      lines.append(conditional.isEmpty ? "    Self()" : "    var client = Self()")
    } else {
      lines.append("    " + head)
      for (offset, endpoint) in endpoints.enumerated() {
        let comma = offset == endpoints.count - 1 ? "" : ","
        let closure = endpoint.forwardingClosure(on: receiver).split(separator: "\n")
        let first = "      \(endpoint.name): \(closure[0])"
        lines += ([first] + closure.dropFirst().map { "      " + $0 }).enumerated().map {
          $0.offset == closure.count - 1 ? $0.element + comma : $0.element
        }
      }
      lines.append("    )")
    }
    // A member under `#if` is an endpoint under the same `#if`, set after the others.
    for endpoint in conditional {
      let closure = endpoint.forwardingClosure(on: receiver).split(separator: "\n")
      lines.append("    #if \(endpoint.condition ?? "")")
      lines.append("      client.\(endpoint.name) = \(closure[0])")
      lines += closure.dropFirst().map { "      " + $0 }
      lines.append("    #endif")
    }
    if !conditional.isEmpty { lines.append("    return client") }
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
  func unimplemented(_ endpoint: Endpoint, comma: String) -> [String] {
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
      let report =
        "Dependencies.reportIssue(\"Unimplemented: '\(client).\(endpoint.name)' was called.\")"
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
}
