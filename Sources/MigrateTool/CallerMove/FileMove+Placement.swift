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
  /// stored property (else a local at the top of the innermost closure or function around the
  /// site: a closure that runs later, or on another task, reads its own).
  func placement(of index: Int) -> Result<(block: Int, stored: Bool), Unplaceable> {
    let chain = scopes.enclosingBlocks(of: index)
    var closure: Int?
    for (position, block) in chain.enumerated() {
      switch scopes.blocks[block].kind {
      case .closure:
        if closure == nil { closure = block }
      case .statement:
        continue
      case .type:
        if let closure { return .success((closure, false)) }
        return .failure(
          Unplaceable(
            text: "read in a stored property's initializer: a '@Dependency' there would be "
              + "read once, by whoever reads the property first; read it in a method instead"))
      case .function(let keyword, let isStatic, _):
        let owner = chain.dropFirst(position + 1).first
        let stored =
          !isStatic && (keyword == "func" || keyword == "subscript")
          && owner.map { canStore(in: $0, fromClosure: closure != nil) } == true
        return .success(stored ? (owner!, true) : (closure ?? block, false))
      case .accessor(let isStatic, _):
        // A getter inside `var x: T { get { } }`: the type is above the property's block.
        let owner = chain.dropFirst(position + 1).first {
          if case .accessor = scopes.blocks[$0].kind { return false }
          return true
        }
        let stored =
          !isStatic && owner.map { canStore(in: $0, fromClosure: closure != nil) } == true
        return .success(stored ? (owner!, true) : (closure ?? block, false))
      }
    }
    if let closure { return .success((closure, false)) }
    return .failure(
      Unplaceable(
        text: "at file scope, outside any function: read the dependency inside the function "
          + "that needs it"))
  }

  /// Whether the type body `block` may hold the stored property: a class, struct or actor the
  /// code declares here (not an extension, which cannot add one), not in a test file (a test's
  /// type is built before the test's scope), not a subclass of a class the scanned files
  /// declare (which has, or may get, the property itself), not a struct whose synthesized
  /// Codable, Equatable or Hashable conformance would take the property in (declared, through
  /// a protocol of the code base, or in an extension). From inside a closure, a class's
  /// property needs an explicit `self`, so a local is declared instead.
  func canStore(in block: Int, fromClosure: Bool) -> Bool {
    guard !isTestFile, case .type(let header) = scopes.blocks[block].kind else { return false }
    switch header.keyword {
    case "class", "actor":
      if fromClosure { return false }
      if header.inherited.contains(where: codebase.isClass) { return false }
      return !header.inherited.contains { $0 == "XCTestCase" || $0.hasSuffix("TestCase") }
    case "struct":
      let synthesized: Set = [
        "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Comparable",
      ]
      let name = header.name.split(separator: ".").last.map(String.init) ?? header.name
      return codebase.conformances(of: name, declared: header.inherited).isDisjoint(
        with: synthesized)
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

  /// The name of `block`'s local in the `#if` branch whose directive is `branch`, declaring it
  /// at the top of the branch first if it has none.
  mutating func declare(in block: Int, branch: Int) -> String {
    if let name = branchNames[branch] { return name }
    let end = lastTokenOfLine(branch)
    let next = directives.first { $0 > branch } ?? scopes.blocks[block].close
    // The branch's statements are those of the block that holds its `#if` line.
    let level = scopes.block(holding: branch) ?? block
    if let existing = existingDeclaration(in: level, tokens: end + 1..<next) {
      branchNames[branch] = existing
      return existing
    }
    let name = freeName(in: block)
    branchNames[branch] = name
    let lineEnd = endOfLine(from: source.tokens[end].end)
    let indentation = indentation(ofLineAt: source.tokens[min(end + 1, next)].start)
    edits.append(
      TextEdit(lineEnd..<lineEnd, "\n\(indentation)\(request.declaration(named: name))"))
    return name
  }

  /// The `#if`, `#elseif` or `#else` whose branch holds the token at `index`, innermost, when
  /// it is inside `block` and holds statements (not a postfix `#if` in a member chain).
  func branch(of index: Int, within block: Int) -> Int? {
    var stack: [Int] = []
    for position in directives {
      guard position < index else { break }
      switch source.text(position) {
      case "#if": stack.append(position)
      case "#elseif", "#else": if !stack.isEmpty { stack[stack.count - 1] = position }
      case "#endif": _ = stack.popLast()
      default: break
      }
    }
    guard let innermost = stack.last, innermost > scopes.blocks[block].open else { return nil }
    let first = lastTokenOfLine(innermost) + 1
    return source.kind(first) == .dot ? nil : innermost
  }

  /// The last token on the line of the token at `index`.
  func lastTokenOfLine(_ index: Int) -> Int {
    var end = index
    while end + 1 < source.count, !source.lineBreak(between: end, end + 1) { end += 1 }
    return end
  }

  /// The name of a `@Dependency(\.keyPath) var name` the block already declares at its top level,
  /// outside its `#if` branches.
  func existingDeclaration(in block: Int) -> String? {
    let range = scopes.blocks[block].open + 1..<scopes.blocks[block].close
    return existingDeclaration(in: block, tokens: range) { branch(of: $0, within: block) == nil }
  }

  /// The name of a `@Dependency(\.keyPath) var name` among `tokens`, at `block`'s top level.
  func existingDeclaration(
    in block: Int, tokens range: Range<Int>, where accepts: (Int) -> Bool = { _ in true }
  ) -> String? {
    for index in range where source.kind(index) == .at && scopes.block(holding: index) == block {
      guard accepts(index), source.is(index + 1, "Dependency"),
        source.kind(index + 2) == .leftParen,
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
    let unit = indentUnit()
    if stored {
      let first = open + 1
      let inner =
        source.lineBreak(between: open, first)
        ? indentation(ofLineAt: source.tokens[first].start) : outer + unit
      // Next to the `@Dependency` properties already at the top (another move's), else
      // followed by a blank line.
      let nextToOthers = source.kind(first) == .at && source.is(first + 1, "Dependency")
      edits.append(
        TextEdit(
          afterLine(of: open)..<afterLine(of: open),
          "\n\(inner)\(declaration)" + (nextToOthers ? "" : "\n")))
      return
    }
    // A closure's declaration goes after its signature (`{ [weak self] value in`).
    let anchor = bodyStart(of: block) - 1
    let first = anchor + 1
    let needsReturn: Bool
    switch scopes.blocks[block].kind {
    case .function(_, _, let value), .accessor(_, let value):
      needsReturn = value && isSingleExpression(block)
    case .closure:
      needsReturn = isSingleExpression(block) && returnsItsExpression(closure: block)
    default:
      needsReturn = false
    }
    if source.lineBreak(between: anchor, first) {
      let inner =
        first < close
        ? indentation(ofLineAt: source.tokens[first].start) : outer + unit
      edits.append(
        TextEdit(
          afterLine(of: anchor)..<afterLine(of: anchor),
          "\n\(inner)\(declaration)"))
      if needsReturn {
        edits.append(TextEdit(source.tokens[first].start..<source.tokens[first].start, "return "))
      }
    } else {
      // `{ body }` on one line becomes a block of its own lines; only the spaces around the body
      // are replaced (a comment there stays).
      let inner = outer + unit
      let afterAnchor = source.tokens[anchor].end
      edits.append(
        TextEdit(
          afterAnchor..<skippingSpaces(from: afterAnchor),
          "\n\(inner)\(declaration)\n\(inner)\(needsReturn ? "return " : "")"))
      let beforeClose = source.tokens[close].start
      edits.append(
        TextEdit(spacesStart(before: beforeClose)..<beforeClose, "\n\(outer)"))
    }
  }

  /// Where a line inserted after the token at `index` goes, when a line break follows it: after
  /// the rest of its line when that is only spaces and a `//` comment (which stays on its line,
  /// `{ // swiftlint:disable:this ...`), else right after the token.
  func afterLine(of index: Int) -> Int {
    let end = source.tokens[index].end
    let start = skippingSpaces(from: end)
    let lineEnd = endOfLine(from: end)
    if start == lineEnd || bytes[start..<lineEnd].starts(with: [0x2F, 0x2F]) { return lineEnd }
    return end
  }

  /// The offset after the spaces and tabs at `offset`.
  func skippingSpaces(from offset: Int) -> Int {
    var index = offset
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    return index
  }

  /// The offset where the spaces and tabs that end at `offset` start.
  func spacesStart(before offset: Int) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
    return index
  }
}
