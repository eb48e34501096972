import SwiftDeclarations

/// One closure of the client: a method, a property's getter or its setter, with everything the
/// writer needs to declare it, forward it and stub it.
package struct Endpoint: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    case method(DeclaredMember.Signature)
    case getter(type: String, effects: String)
    case setter(type: String)
    /// Assigns the singleton's accessor a new instance (`Env.config = $0`), for an accessor
    /// that can be reassigned.
    case replacement(type: String)
    /// Returns the instance itself: the escape hatch of a client of an SDK type, through which
    /// callers reach the members that have no endpoint (`session().configuration`).
    case instance(type: String)
  }

  /// The property name in the client; `EndpointNaming` makes it unique.
  package var name: String
  /// The member it forwards to.
  package var memberName: String
  package var kind: Kind
  package var isMainActor: Bool
  /// Whether calls go through `await` although the member is not `async` (an actor's members).
  package var addsAwait: Bool
  package var access: String
  /// Whether it changes a value-type singleton held by a reassignable accessor: it changes a
  /// copy, then assigns the copy back (a setter, or a `mutating` method).
  package var writesBack = false
  /// For a generic member, how its generic parameter is erased; nil otherwise.
  package var erasure: GenericErasure?
  /// The `#if` condition under which the member exists (`os(iOS)`); nil when it always does.
  package var condition: String?

  package var parameters: [DeclaredParameter] {
    switch kind {
    case .method(let signature): return signature.parameters
    case .getter, .instance: return []
    case .setter(let type), .replacement(let type):
      return [DeclaredParameter(label: nil, name: "newValue", type: type)]
    }
  }

  /// `async`, `throws`, `throws(E)` of the closure; `rethrows` becomes `throws`.
  package var effects: String {
    var words: [String]
    switch kind {
    case .method(let signature): words = signature.effects.split(separator: " ").map(String.init)
    case .getter(_, let effects): words = effects.split(separator: " ").map(String.init)
    case .setter, .replacement, .instance: words = []
    }
    words = words.map { $0 == "rethrows" ? "throws" : $0 }.filter { $0 != "reasync" }
    if addsAwait && !words.contains("async") { words.insert("async", at: 0) }
    return words.joined(separator: " ")
  }

  package var isAsync: Bool { effects.split(separator: " ").contains("async") }
  package var isThrowing: Bool { effects.contains("throws") }
  /// `throws(E)`: the test value cannot throw its own error, so it needs a placeholder.
  package var hasTypedThrows: Bool { effects.contains("throws(") }

  package var returnType: String? {
    switch kind {
    case .method(let signature): return signature.returnType
    case .getter(let type, _), .instance(let type): return type
    case .setter, .replacement: return nil
    }
  }

  /// `@Sendable (_ key: String) async throws -> String?`.
  package var closureType: String {
    let parameterList = parameters.map {
      "_ \(SwiftSpelling.identifier($0.closureName)): \($0.type)"
    }.joined(separator: ", ")
    let effectText = effects.isEmpty ? "" : " " + effects
    return (isMainActor ? "@MainActor " : "") + "@Sendable (\(parameterList))\(effectText) -> "
      + (returnType ?? "Void")
  }

  /// The bridge's closure: `{ manager.save($0, forKey: $1) }`. A closure that throws a typed
  /// error spells its signature, since Swift infers `any Error` for the closure otherwise; one
  /// that writes back takes several lines, indented by two spaces from the first.
  package func forwardingClosure(on receiver: String) -> String {
    if case .replacement = kind { return "{ replace($0) }" }
    if case .instance = kind { return "{ \(receiver) }" }
    if let erasure, erasure.takesType { return openingClosure(on: receiver, erasure) }
    if writesBack {
      // `receiver` reads the current value; the changed copy is assigned back.
      let call = forwardingCall(on: "value")
      var lines = ["{", "  var value = \(receiver)"]
      lines.append(returnType == nil ? "  " + call : "  let result = " + call)
      lines.append("  replace(value)")
      if returnType != nil { lines.append("  return result") }
      return (lines + ["}"]).joined(separator: "\n")
    }
    guard hasTypedThrows else { return "{ \(forwardingCall(on: receiver)) }" }
    let names = parameters.indices.map { "p\($0)" }
    let call = forwardingCall(on: receiver, arguments: names)
    let effectText = effects.isEmpty ? "" : " " + effects
    return "{ (\(names.joined(separator: ", ")))\(effectText) in \(call) }"
  }

  /// The call in the bridge's closure, on `receiver`: `try await manager.save($0, forKey: $1)`.
  /// `arguments` names the closure's parameters; `$0`, `$1`, ... when nil.
  package func forwardingCall(on receiver: String, arguments names: [String]? = nil) -> String {
    let names = names ?? parameters.indices.map { "$\($0)" }
    let prefix = (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    let member = SwiftSpelling.identifier(memberName)
    switch kind {
    case .getter: return prefix + "\(receiver).\(member)"
    case .setter: return "\(receiver).\(member) = \(names[0])"
    case .replacement: return "replace(\(names[0]))"
    case .instance: return receiver
    case .method(let signature):
      // The result's type, an argument the generic member does not take, is not forwarded.
      let forwarded = signature.parameters.prefix(
        signature.parameters.count - (erasure?.takesType == true ? 1 : 0))
      let arguments = forwarded.enumerated().map { offset, parameter in
        let value =
          parameter.isInout
          ? "&" + names[offset]
          : parameter.type.contains("@autoclosure") ? names[offset] + "()" : names[offset]
        return parameter.label.map { "\($0): \(value)" } ?? value
      }
      return prefix + "\(receiver).\(member)(\(arguments.joined(separator: ", ")))"
    }
  }

  /// The bridge's closure for a generic member whose result only the caller's type decides:
  /// a local generic function, called with the type argument, which Swift opens.
  private func openingClosure(on receiver: String, _ erasure: GenericErasure) -> String {
    let names = parameters.map { SwiftSpelling.identifier($0.closureName) }
    let call = forwardingCall(on: receiver, arguments: names)
    let prefix = (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    let effectText = effects.isEmpty ? "" : " " + effects
    return [
      "{ \(names.joined(separator: ", ")) in",
      "  func open\(erasure.clause)(_: \(erasure.parameter).Type)\(effectText) -> "
        + "\(returnType ?? "Void") {",
      "    let result: \(erasure.genericReturnType ?? "Void") = \(call)",
      "    return result",
      "  }",
      "  return \(prefix)open(\(names.last ?? ""))",
      "}",
    ].joined(separator: "\n")
  }
}
