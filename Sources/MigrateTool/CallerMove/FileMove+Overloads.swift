import SwiftDeclarations
import SwiftScanning

/// Overloads that differ in types alone (`load(id: Int)`, `load(id: String)`) are several
/// endpoints in the bridge (`loadInt`, `loadString`); a call picks one by its arguments' types,
/// where the file says them: a literal, `x as T`, a name the enclosing function declares with
/// its type (`id: Int`, `let id: Int = ...`), or a stored property of an enclosing type. Where
/// an argument's type is unknown, no endpoint is picked (a guess would compile, to the wrong
/// overload when it is wrong); a client method with the singleton's labels then takes the call
/// as written, and the compiler picks.
extension FileMove {
  /// The one endpoint among `candidates` whose closure takes the call's arguments' types.
  func endpoint(
    among candidates: [BridgeMap.Endpoint], open: Int, close: Int
  ) -> BridgeMap.Endpoint? {
    let starts = source.argumentStarts(open: open, close: close)
    let types = starts.enumerated().map { position, start -> String? in
      var first = start
      if source.kind(start) == .identifier, source.kind(start + 1) == .colon { first = start + 2 }
      let last = position + 1 < starts.count ? starts[position + 1] - 2 : close - 1
      return first <= last ? type(ofArgument: first, last) : nil
    }
    guard types.allSatisfy({ $0 != nil }) else { return nil }
    let matching = candidates.filter { endpoint in
      guard let parameters = client.closureParameters[endpoint.name],
        parameters.count == endpoint.argumentOrder.count
      else { return false }
      return zip(parameters, endpoint.argumentOrder).allSatisfy { parameter, argument in
        argument < types.count && Self.spacesRemoved(parameter) == types[argument]
      }
    }
    return matching.count == 1 ? matching[0] : nil
  }

  /// The type of the argument `first...last`, spaces removed, when the file says it.
  private func type(ofArgument first: Int, _ last: Int) -> String? {
    if last >= first + 2, source.is(last - 1, "as") {
      return Self.spacesRemoved(source.joined(last, last + 1))
    }
    var index = first
    // A sign keeps a number's type: `-3` is an `Int`.
    if first < last, source.is(first, "-"), source.kind(first + 1) == .literal { index += 1 }
    guard index == last else { return nil }
    let text = source.text(index)
    switch source.kind(index) {
    case .literal:
      guard let head = text.first else { return nil }
      if head == "\"" || head == "#" { return "String" }
      if text.hasPrefix("0x") || text.hasPrefix("0o") || text.hasPrefix("0b") { return "Int" }
      return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? "Double" : "Int"
    case .identifier:
      if text == "true" || text == "false" { return "Bool" }
      return declaredType(of: text, before: index)
    default:
      return nil
    }
  }

  /// The type the enclosing function gives `name`: a parameter (`id: Int`, `for id: Int`) or a
  /// local with a type annotation (`let id: Int`), the nearest before `index`; else a stored
  /// property of an enclosing type (`var count: Int`).
  private func declaredType(of name: String, before index: Int) -> String? {
    let enclosing = scopes.enclosingBlocks(of: index)
    let function = enclosing.first {
      if case .function = scopes.blocks[$0].kind { true } else { false }
    }
    if let function,
      let type = declaredType(
        of: name, from: scopes.blocks[function].headerStart, to: index, in: nil,
        parametersBefore: scopes.blocks[function].open)
    {
      return type
    }
    for block in enclosing {
      guard case .type = scopes.blocks[block].kind else { continue }
      let range = scopes.blocks[block]
      if let type = declaredType(
        of: name, from: range.open, to: range.close, in: block, parametersBefore: range.open)
      {
        return type
      }
    }
    return nil
  }

  /// The type written for `name` in a declaration between `start` and `end` (the nearest to
  /// `end`), only at the top level of `block` when one is given; a parameter only before
  /// `parametersBefore` (a function's header, not a call's `label: value` in its body).
  private func declaredType(
    of name: String, from start: Int, to end: Int, in block: Int?, parametersBefore: Int
  ) -> String? {
    var current = end - 1
    while current > start {
      defer { current -= 1 }
      if let block, scopes.block(holding: current) != block { continue }
      guard source.kind(current) == .colon, source.is(current - 1, name) else { continue }
      // A `let`/`var`, or in the function's header a parameter (after `(`, `,` or its label).
      let before = current - 2
      let isParameter =
        current < parametersBefore
        && (source.kind(before) == .leftParen || source.kind(before) == .comma
          || (source.kind(before) == .identifier
            && (source.kind(before - 1) == .leftParen || source.kind(before - 1) == .comma)))
      let isBinding = source.is(before, "let") || source.is(before, "var")
      guard isBinding || isParameter else { continue }
      var typeEnd = current + 1
      scan: while typeEnd < source.count {
        switch source.kind(typeEnd) {
        case .comma, .rightParen, .leftBrace, .rightBrace, .semicolon: break scan
        case .operator where source.is(typeEnd, "="): break scan
        default:
          if typeEnd > current + 1, source.lineBreak(between: typeEnd - 1, typeEnd) { break scan }
          typeEnd = source.opensGroup(typeEnd) ? source.skipGroup(typeEnd).next : typeEnd + 1
        }
      }
      return typeEnd > current + 1
        ? Self.spacesRemoved(source.joined(current + 1, typeEnd)) : nil
    }
    return nil
  }

  /// `[String : Int]` and `[String: Int]` are one type.
  static func spacesRemoved(_ type: String) -> String {
    String(type.filter { $0 != " " })
  }
}
