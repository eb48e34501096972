import SwiftDeclarations
import SwiftScanning

/// Which endpoint stands for which member of the singleton, read from the client's bridge (a
/// static function that takes the singleton, `bridging(to:)`): `string: { manager.loadString(
/// forKey: $0) }` says a call `loadString(forKey: k)` is `string(k)`. A hand-written client whose
/// endpoints are named and ordered otherwise than the singleton's members is mapped by it.
package struct BridgeMap: Sendable, Equatable {
  /// A member as a caller uses it: its name, and its labels for a call, nil for a property read,
  /// `["="]` for a write.
  package typealias Use = MemberUse

  /// The endpoint a use becomes: its name, and for each of the endpoint's arguments, which of the
  /// call's arguments it is (`[1, 0]`: the endpoint takes the call's second argument first).
  package struct Endpoint: Equatable, Sendable {
    package var name: String
    package var argumentOrder: [Int]
  }

  /// Every use the bridge maps; several endpoints for one use (overloads that differ in types
  /// alone) make it ambiguous.
  package var endpoints: [Use: [Endpoint]] = [:]
  /// The endpoint that returns the instance itself (`session: { session.value }`), the escape
  /// hatch of a client of an SDK type: a use with no endpoint of its own goes through it.
  package var instanceEndpoint: String?

  package init() {}

  /// Reads the bridges in `bytes`: static functions with a parameter of type `singleton`.
  package mutating func read(_ bytes: [UInt8], singleton: String) {
    let source = SourceTokens(bytes: bytes)
    var index = 0
    while index < source.count {
      defer { index += 1 }
      guard source.is(index, "func"), source.kind(index + 2) == .leftParen else { continue }
      let parameters = source.skipGroup(index + 2).next
      guard
        let parameter = parameterName(
          ofType: singleton, in: source, from: index + 3, to: parameters - 1,
          isBridging: source.is(index + 1, "bridging") && source.is(index + 3, "to")),
        let body = (parameters..<source.count).first(where: { source.kind($0) == .leftBrace })
      else { continue }
      let end = source.skipGroup(body).next
      readEndpoints(in: source, from: body + 1, to: end - 1, parameter: parameter)
      index = end - 1
    }
  }

  /// How the bridge reaches the instance: the parameter's name, and whether it is a function
  /// that returns it (a reassignable singleton's `to manager: @escaping @Sendable () -> Manager`,
  /// read anew on every call as `manager()`).
  private struct Instance {
    var name: String
    var isGetter: Bool
  }

  /// The parameter typed `type`, or a function of no arguments returning it (`to manager:
  /// Manager` gives `manager`); of scaffold's `bridging(to:)`, its parameter, whatever its type.
  private func parameterName(
    ofType type: String, in source: SourceTokens, from start: Int, to end: Int,
    isBridging: Bool
  ) -> Instance? {
    for index in start..<end where source.kind(index) == .colon {
      guard source.kind(index - 1) == .identifier else { continue }
      // `any P` for a singleton typed as a protocol; scaffold's `bridging(to:)` takes whatever
      // type the accessor declares (`static let shared: URLOpening`).
      let typeStart =
        source.is(index + 1, "any") || source.is(index + 1, "some") ? index + 2 : index + 1
      if source.is(typeStart, type) || (isBridging && source.kind(typeStart) == .identifier) {
        return Instance(name: source.text(index - 1), isGetter: false)
      }
      // Attributes first: `@escaping @MainActor @Sendable`.
      var position = index + 1
      while source.kind(position) == .at, source.kind(position + 1) == .identifier {
        position += 2
        if source.kind(position) == .leftParen, source.tokens[position].isLeftBound {
          position = source.skipGroup(position).next
        }
      }
      if source.kind(position) == .leftParen, source.kind(position + 1) == .rightParen,
        source.is(position + 2, "->"),
        source.is(position + 3, type) || (isBridging && source.kind(position + 3) == .identifier)
      {
        return Instance(name: source.text(index - 1), isGetter: true)
      }
    }
    return nil
  }

  /// `endpoint: { parameter.member(args) }` arguments between `start` and `end`.
  private mutating func readEndpoints(
    in source: SourceTokens, from start: Int, to end: Int, parameter: Instance
  ) {
    var index = start
    while index < end {
      guard source.kind(index) == .identifier, source.kind(index + 1) == .colon,
        source.kind(index + 2) == .leftBrace
      else {
        index += 1
        continue
      }
      let name = source.text(index)
      let closure = index + 2
      let closureEnd = source.skipGroup(closure).next - 1
      if isInstance(in: source, from: closure + 1, to: closureEnd, parameter: parameter) {
        instanceEndpoint = name
      } else if let (use, order) = use(
        in: source, from: closure + 1, to: closureEnd, parameter: parameter)
      {
        endpoints[use, default: []].append(Endpoint(name: name, argumentOrder: order))
      }
      index = closureEnd + 1
    }
  }

  /// Whether a closure body is the instance alone: `p`, `p()` for a getter, `p.value` for an
  /// instance the bridge wraps in `UncheckedSendable`.
  private func isInstance(
    in source: SourceTokens, from start: Int, to end: Int, parameter: Instance
  ) -> Bool {
    guard source.is(start, parameter.name) else { return false }
    if parameter.isGetter {
      return start + 3 == end && source.kind(start + 1) == .leftParen
        && source.kind(start + 2) == .rightParen
    }
    return start + 1 == end
      || start + 3 == end && source.kind(start + 1) == .dot && source.is(start + 2, "value")
  }

  /// The use a closure body makes of the singleton, when it is one plain use: `p.m`, `p.m = $0`,
  /// or `p.m(label: $1, $0)` (`p().m` for a getter), with each endpoint argument's place among the call's.
  private func use(
    in source: SourceTokens, from start: Int, to end: Int, parameter: Instance
  ) -> (Use, [Int])? {
    var index = start
    if source.is(index, "try") || source.is(index, "await") { index += 1 }
    if source.is(index, "try") || source.is(index, "await") { index += 1 }
    guard source.is(index, parameter.name) else { return nil }
    if parameter.isGetter {
      guard source.kind(index + 1) == .leftParen, source.kind(index + 2) == .rightParen else {
        return nil
      }
      index += 2
    } else if source.kind(index + 1) == .dot, source.is(index + 2, "value"),
      source.kind(index + 3) == .dot
    {
      // An instance the bridge wraps in `UncheckedSendable`: `p.value.m(...)`.
      index += 2
    }
    guard source.kind(index + 1) == .dot, source.kind(index + 2) == .identifier else {
      return nil
    }
    let member = source.text(index + 2)
    index += 3
    if index == end { return (Use(member: member, labels: nil), []) }
    if source.is(index, "="), index + 2 == end, source.is(index + 1, "$0") {
      return (Use(member: member, labels: ["="]), [0])
    }
    guard source.kind(index) == .leftParen, source.skipGroup(index).next == end else { return nil }
    var labels: [String?] = []
    var shorthand: [Int] = []
    var position = index + 1
    while position < end - 1 {
      var label: String?
      if source.kind(position) == .identifier, source.kind(position + 1) == .colon {
        label = source.text(position)
        position += 2
      }
      let text = source.text(position)
      guard text.hasPrefix("$"), let number = Int(text.dropFirst()) else { return nil }
      labels.append(label)
      shorthand.append(number)
      position += 1
      if source.kind(position) == .comma { position += 1 }
    }
    // The endpoint's argument `n` ($n) is the call's argument at `shorthand.firstIndex(of: n)`.
    var order: [Int] = []
    for number in 0..<shorthand.count {
      guard let place = shorthand.firstIndex(of: number) else { return nil }
      order.append(place)
    }
    return (Use(member: member, labels: labels), order)
  }
}
