import SwiftDeclarations
import SwiftScanning

/// Where a site's `@Dependency` property goes, under which name, and how a body makes room for
/// it.
extension FileMove {
  /// Why a site's property has nowhere to go: the TODO's text.
  struct Unplaceable: Error {
    var text: String
  }

  /// The block that declares the `@Dependency` property a site reads, and whether it is a type's
  /// stored property (else a local at the top of a function).
  func placement(of index: Int) -> Result<(block: Int, stored: Bool), Unplaceable> {
    let chain = scopes.enclosingBlocks(of: index)
    var crossesClosure = false
    for (position, block) in chain.enumerated() {
      switch scopes.blocks[block].kind {
      case .closure:
        crossesClosure = true
      case .statement:
        continue
      case .type:
        return .failure(
          Unplaceable(
            text: "read in a stored property's initializer: a '@Dependency' there would be "
              + "read once, by whoever reads the property first; read it in a method instead"))
      case .function(let keyword, let isStatic, _):
        let owner = chain.dropFirst(position + 1).first
        let stored =
          !isStatic && (keyword == "func" || keyword == "subscript")
          && owner.map { canStore(in: $0, fromClosure: crossesClosure) } == true
        return .success(stored ? (owner!, true) : (block, false))
      case .accessor(let isStatic, _):
        // A getter inside `var x: T { get { } }`: the type is above the property's block.
        let owner = chain.dropFirst(position + 1).first {
          if case .accessor = scopes.blocks[$0].kind { return false }
          return true
        }
        let stored =
          !isStatic && owner.map { canStore(in: $0, fromClosure: crossesClosure) } == true
        return .success(stored ? (owner!, true) : (block, false))
      }
    }
    return .failure(
      Unplaceable(
        text: "at file scope, outside any function: read the dependency inside the function "
          + "that needs it"))
  }

  /// Whether the type body `block` may hold the stored property: a class, struct or actor the
  /// code declares here (not an extension, which cannot add one), not in a test file (a test's
  /// type is built before the test's scope), not a struct whose synthesized Codable,
  /// Equatable or Hashable conformance would take the property in. From inside a closure, a
  /// class's property needs an explicit `self`, so a local is declared instead.
  func canStore(in block: Int, fromClosure: Bool) -> Bool {
    guard !isTestFile, case .type(let header) = scopes.blocks[block].kind else { return false }
    switch header.keyword {
    case "class", "actor":
      if fromClosure { return false }
      return !header.inherited.contains { $0 == "XCTestCase" || $0.hasSuffix("TestCase") }
    case "struct":
      let synthesized: Set = ["Codable", "Decodable", "Encodable", "Equatable", "Hashable"]
      return !header.inherited.contains(where: synthesized.contains)
    default:
      return false
    }
  }

  /// The name of `block`'s `@Dependency` property, declaring it first if it has none.
  mutating func declare(in block: Int, stored: Bool) -> String {
    if let name = names[block] { return name }
    if let existing = existingDeclaration(in: block) {
      names[block] = existing
      return existing
    }
    let name = freeName(in: block)
    if name != request.propertyName {
      notes.append(
        "'\(request.propertyName)' is taken at line \(source.line(scopes.blocks[block].open)); "
          + "the property is named '\(name)'")
    }
    names[block] = name
    insertDeclaration(request.declaration(named: name), in: block, stored: stored)
    return name
  }

  /// The name of a `@Dependency(\.keyPath) var name` the block already declares at its top level.
  func existingDeclaration(in block: Int) -> String? {
    let range = scopes.blocks[block].open + 1..<scopes.blocks[block].close
    for index in range where source.kind(index) == .at && scopes.block(holding: index) == block {
      guard source.is(index + 1, "Dependency"), source.kind(index + 2) == .leftParen,
        source.kind(index + 3) == .backslash, source.kind(index + 4) == .dot,
        source.is(index + 5, request.keyPath), source.kind(index + 6) == .rightParen
      else { continue }
      var word = index + 7
      while source.kind(word) == .identifier, source.text(word) != "var" { word += 1 }
      if source.is(word, "var"), source.kind(word + 1) == .identifier {
        return source.text(word + 1)
      }
    }
    return nil
  }

  /// The property name, or one that no name in the block (its header too) already uses.
  func freeName(in block: Int) -> String {
    let range = scopes.blocks[block].headerStart..<scopes.blocks[block].close
    func isUsed(_ name: String) -> Bool {
      range.contains {
        source.kind($0) == .identifier && source.is($0, name)
          && ($0 == 0 || source.kind($0 - 1) != .dot)
      }
    }
    let base = request.propertyName
    for candidate in [base, base + "Client", base + "Dependency"] where !isUsed(candidate) {
      return candidate
    }
    var number = 2
    while isUsed(base + String(number)) { number += 1 }
    return base + String(number)
  }

  mutating func insertDeclaration(_ declaration: String, in block: Int, stored: Bool) {
    let open = scopes.blocks[block].open
    let close = scopes.blocks[block].close
    let outer = indentation(ofLineAt: source.tokens[scopes.blocks[block].headerStart].start)
    let first = open + 1
    let unit = indentUnit()
    if stored {
      let inner =
        source.lineBreak(between: open, first)
        ? indentation(ofLineAt: source.tokens[first].start) : outer + unit
      // Next to the `@Dependency` properties already at the top (another move's), else
      // followed by a blank line.
      let nextToOthers = source.kind(first) == .at && source.is(first + 1, "Dependency")
      edits.append(
        TextEdit(
          source.tokens[open].end..<source.tokens[open].end,
          "\n\(inner)\(declaration)" + (nextToOthers ? "" : "\n")))
      return
    }
    let returnsValue: Bool
    switch scopes.blocks[block].kind {
    case .function(_, _, let value), .accessor(_, let value): returnsValue = value
    default: returnsValue = false
    }
    let needsReturn = returnsValue && isSingleExpression(block)
    if source.lineBreak(between: open, first) {
      let inner = indentation(ofLineAt: source.tokens[first].start)
      edits.append(
        TextEdit(
          source.tokens[open].end..<source.tokens[open].end,
          "\n\(inner)\(declaration)"))
      if needsReturn {
        edits.append(TextEdit(source.tokens[first].start..<source.tokens[first].start, "return "))
      }
    } else {
      // `{ body }` on one line becomes a block of its own lines.
      let inner = outer + unit
      edits.append(
        TextEdit(
          source.tokens[open].end..<source.tokens[first].start,
          "\n\(inner)\(declaration)\n\(inner)\(needsReturn ? "return " : "")"))
      edits.append(
        TextEdit(
          source.tokens[close - 1].end..<source.tokens[close].start,
          "\n\(outer)"))
    }
  }

  /// Whether the block's body is one expression (an implicit return), which gains `return` once
  /// a declaration stands before it.
  func isSingleExpression(_ block: Int) -> Bool {
    let open = scopes.blocks[block].open
    let close = scopes.blocks[block].close
    let first = open + 1
    guard first < close else { return false }
    // A statement keyword starts no expression, but `try`, `await`, and `if`/`switch`, which are
    // expressions when they are a body's only statement.
    if source.kind(first) == .identifier, let keyword = Keyword(rawValue: source.text(first)),
      ![.try, .await, .if, .switch].contains(keyword)
    {
      return false
    }
    if source.is(first, "_") || source.is(first, "fatalError") { return false }
    var index = first + 1
    while index < close {
      if source.kind(index) == .semicolon { return false }
      if source.lineBreak(between: index - 1, index), startsStatement(index) { return false }
      index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
    }
    return true
  }

  /// Whether the token at `index`, first on its line, starts a statement of its own.
  func startsStatement(_ index: Int) -> Bool {
    switch source.kind(index) {
    case .dot, .operator, .rightParen, .rightBracket, .rightBrace, .colon, .comma: return false
    default: break
    }
    switch source.kind(index - 1) {
    case .comma, .leftParen, .leftBracket, .colon, .operator, .dot: return false
    default: return true
    }
  }

  /// Notes the test function `block` when nothing overrides the dependency for it: no
  /// `withDependencies` or `.dependencies`/`.dependency` trait that names the key path in the
  /// function or its header, in the header of a type around it (a suite's trait), or in an
  /// `invokeTest` of that type (XCTest's scope for every test method).
  mutating func noteTestWithoutOverride(_ block: Int) {
    guard case .function = scopes.blocks[block].kind else { return }
    let header = scopes.blocks[block].headerStart
    guard
      let function = (header..<scopes.blocks[block].open).first(where: { source.is($0, "func") })
    else { return }
    if overridesKeyPath(in: header..<scopes.blocks[block].close) { return }
    for outer in scopes.enclosingBlocks(of: header) {
      guard case .type = scopes.blocks[outer].kind else { continue }
      let type = scopes.blocks[outer]
      if overridesKeyPath(in: attributesStart(before: type.headerStart)..<type.open) { return }
      let body = type.open..<type.close
      if body.contains(where: { source.is($0, "invokeTest") }), overridesKeyPath(in: body) {
        return
      }
    }
    let entry = "\(source.line(function)): \(source.text(function + 1))()"
    if !testsWithoutOverride.contains(entry) { testsWithoutOverride.append(entry) }
  }

  /// The first token of the attributes written on the lines above a declaration that starts at
  /// `start` (`@Suite(.dependencies { ... })`), or `start` when there are none.
  private func attributesStart(before start: Int) -> Int {
    var first = start
    while first > 0 {
      var index = first - 1
      if source.kind(index) == .rightParen {
        var depth = 0
        while index > 0 {
          if source.kind(index) == .rightParen { depth += 1 }
          if source.kind(index) == .leftParen { depth -= 1 }
          if depth == 0 { break }
          index -= 1
        }
        index -= 1
      }
      guard index > 0, source.kind(index) == .identifier, source.kind(index - 1) == .at else {
        break
      }
      first = index - 1
    }
    return first
  }

  /// Whether `range` overrides a dependency (`withDependencies`, `.dependencies`, `.dependency`)
  /// and names the moved key path after a dot (`$0.analytics`, `\.analytics`).
  private func overridesKeyPath(in range: Range<Int>) -> Bool {
    var overrides = false
    var namesKey = false
    for index in range where source.kind(index) == .identifier {
      if source.is(index, "withDependencies") || source.is(index, "dependencies")
        || source.is(index, "dependency")
      {
        overrides = true
      } else if source.kind(index - 1) == .dot, source.is(index, request.keyPath) {
        namesKey = true
      }
      if overrides && namesKey { return true }
    }
    return false
  }
}
