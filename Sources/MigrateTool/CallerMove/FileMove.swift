import SwiftDeclarations
import SwiftScanning

/// One file's part of a move: each use of the singleton rewritten into a read of the dependency
/// or, where that needs judgment, marked; the `@Dependency` properties those reads need; and the
/// import.
package struct FileMove {
  /// One use of the singleton, and what became of it.
  package struct Site: Sendable, Equatable {
    package var line: Int
    package var column: Int
    package var outcome: Outcome
    /// The `#if` conditions around it, outermost first (`os(iOS)`, `else of DEBUG`): a branch
    /// this platform may not compile, to build where it does.
    package var conditions: [String] = []
  }

  /// What became of a site.
  package enum Outcome: Sendable, Equatable {
    /// Rewritten; `stored` when it reads a stored `@Dependency` property, else a local one.
    case moved(stored: Bool)
    /// Left as it is, with a `// TODO(migrate-tool):` above it saying why.
    case marked(String)
    /// Left as it is and only reported (the client lacks what it uses).
    case skipped(String)
  }

  package private(set) var sites: [Site] = []
  package private(set) var edits: [TextEdit] = []
  /// Notes for the summary: a property named otherwise because its name was taken.
  package private(set) var notes: [String] = []
  /// Test functions (`line: name`) that now read the dependency with no override of it in
  /// sight (no `withDependencies`, no `.dependencies`/`.dependency` trait): they get the key's
  /// test value, which may not be what they relied on.
  package private(set) var testsWithoutOverride: [String] = []

  private let bytes: [UInt8]
  private let request: MoveRequest
  private let client: ClientEndpoints
  private let source: SourceTokens
  private let scopes: CodeScopes
  /// The `@Dependency` property of each block that got or had one: its name.
  private var names: [Int: String] = [:]
  /// Whether the file imports XCTest or Testing: a test's type is built before the test's
  /// dependencies are in place, so its reads are locals.
  private var isTestFile = false

  /// Reads `bytes` and plans its edits; `scanner` finds the accesses as the audit does.
  package init(
    bytes: [UInt8], request: MoveRequest, client: ClientEndpoints, scanner: AccessScanner
  ) {
    self.bytes = bytes
    self.request = request
    self.client = client
    let scan = bytes.withUnsafeBufferPointer { scanner.scan($0) }
    let accesses = scan.accesses.filter {
      $0.role == .use && $0.receiverKind == .type && $0.accessor == request.accessor
        && ($0.typeName == request.typeName || $0.receiver == request.typeName
          || $0.receiver.hasSuffix("." + request.typeName))
    }
    source = SourceTokens(bytes: bytes)
    scopes = CodeScopes(source)
    guard !accesses.isEmpty else { return }
    isTestFile = (0..<source.count).contains {
      source.is($0, "import") && (source.is($0 + 1, "XCTest") || source.is($0 + 1, "Testing"))
    }
    for access in accesses {
      guard let index = tokenIndex(at: access.offset) else { continue }
      let outcome = move(accessorAt: index, receiver: access.receiver)
      let (line, column) = location(of: access.offset)
      sites.append(
        Site(line: line, column: column, outcome: outcome, conditions: conditions(at: index)))
    }
    if sites.contains(where: { if case .moved = $0.outcome { true } else { false } }) {
      addImport()
    }
  }

  /// Whether anything changes.
  package var changesFile: Bool { !edits.isEmpty }

  /// The file's bytes after the move.
  package var result: [UInt8] { TextEdit.apply(edits, to: bytes) }

  // MARK: - One site

  private mutating func move(accessorAt index: Int, receiver: String) -> Outcome {
    let receiverStart = self.receiverStart(before: index)
    if receiver == "Self" {
      return .skipped("'Self.\(request.accessor)' inside the singleton's own type")
    }
    // `Foo.shared.member`: anything else uses the instance itself.
    guard source.kind(index + 1) == .dot, source.kind(index + 2) == .identifier else {
      return mark(index, wholeValueReason(after: index))
    }
    let memberIndex = index + 2
    let member = source.text(memberIndex)
    var next = memberIndex + 1
    var arguments: (open: Int, close: Int)?
    if source.kind(next) == .leftParen, source.tokens[next].isLeftBound {
      let close = source.skipGroup(next).next - 1
      arguments = (next, close)
      next = close + 1
    }
    let hasTrailingClosure =
      source.kind(next) == .leftBrace && !source.lineBreak(between: next - 1, next)
    var memberEdits: [TextEdit] = []
    if arguments == nil, source.kind(next) == .operator, source.text(next).hasSuffix("="),
      !["==", "!=", "<=", ">=", "==="].contains(source.text(next))
    {
      // `Foo.shared.name = value` is `client.setName(value)` where the client has that setter
      // (named by its bridge, else by scaffold's convention).
      let bridged = client.bridge.endpoints[BridgeMap.Use(member: member, labels: ["="])]
      let setter =
        bridged?.count == 1
        ? bridged![0].name : "set" + member.prefix(1).uppercased() + member.dropFirst()
      guard source.text(next) == "=", client.closures[setter] == 1,
        let end = expressionEnd(from: next + 1)
      else {
        return mark(
          index,
          "a write to '\(member)': set it through the client "
            + "(an endpoint that replaces it), or keep it on the singleton until step 3")
      }
      memberEdits = [
        TextEdit(source.tokens[memberIndex].start..<source.tokens[next + 1].start, setter + "("),
        TextEdit(source.tokens[end].end..<source.tokens[end].end, ")"),
      ]
      return finishMove(index, receiverStart: receiverStart, edits: memberEdits)
    }
    let labels = arguments.map { callLabels(open: $0.open, close: $0.close) } ?? []
    let argumentCount = labels.count + (hasTrailingClosure ? 1 : 0)

    // The member and its arguments keep their text and layout; what changes is the receiver,
    // `()` after a property that became a closure, and labels a closure does not take.
    let use = BridgeMap.Use(member: member, labels: arguments == nil ? nil : labels)
    if !hasTrailingClosure, let bridged = client.bridge.endpoints[use] {
      // The bridge says which endpoint this use is, and in which order it takes the arguments.
      guard bridged.count == 1, let endpoint = bridged.first else {
        let names = bridged.map(\.name).joined(separator: ", ")
        return .skipped(
          "'\(member)\(signature(labels: arguments == nil ? nil : labels))' is \(names) in "
            + "\(client.typeName)'s bridge: which one depends on the argument's type")
      }
      let end = arguments.map { source.tokens[$0.close].end } ?? source.tokens[memberIndex].end
      let texts = arguments.map { argumentTexts(open: $0.open, close: $0.close) } ?? []
      let reordered = endpoint.argumentOrder.map { texts[$0] }.joined(separator: ", ")
      memberEdits = [
        TextEdit(source.tokens[memberIndex].start..<end, "\(endpoint.name)(\(reordered))")
      ]
    } else if arguments != nil || hasTrailingClosure {
      if acceptsCall(method: member, labels: labels, trailingClosure: hasTrailingClosure) {
        // A client method with the singleton's labels: the call stays as written.
      } else if client.closures[member] == argumentCount {
        memberEdits = arguments.map { labelRemovals(open: $0.open, close: $0.close) } ?? []
      } else {
        return .skipped(
          "\(client.typeName) has no endpoint for '\(member)\(signature(labels: labels))'")
      }
    } else if client.closures[member] == 0 {
      let end = source.tokens[memberIndex].end
      memberEdits = [TextEdit(end..<end, "()")]
    } else if !client.values.contains(member) {
      return .skipped("\(client.typeName) has no endpoint for '\(member)'")
    }

    return finishMove(index, receiverStart: receiverStart, edits: memberEdits)
  }

  /// Places the property the site reads, and rewrites the receiver (`Foo.shared`) to it.
  private mutating func finishMove(
    _ index: Int, receiverStart: Int, edits memberEdits: [TextEdit]
  ) -> Outcome {
    let placement: (block: Int, stored: Bool)
    switch self.placement(of: index) {
    case .success(let found): placement = found
    case .failure(let reason): return mark(index, reason.text)
    }
    let name = declare(in: placement.block, stored: placement.stored)
    edits.append(TextEdit(receiverStart..<source.tokens[index].end, name))
    edits += memberEdits
    if isTestFile { noteTestWithoutOverride(placement.block) }
    return .moved(stored: placement.stored)
  }

  /// Notes the test function `block` when nothing in it or its header overrides a dependency.
  private mutating func noteTestWithoutOverride(_ block: Int) {
    let header = scopes.blocks[block].headerStart
    guard case .function = scopes.blocks[block].kind else { return }
    let overrides = (header..<scopes.blocks[block].close).contains {
      source.is($0, "withDependencies") || source.is($0, "dependencies")
        || source.is($0, "dependency")
    }
    let function = (header..<scopes.blocks[block].open).first { source.is($0, "func") }
    guard !overrides, let function else { return }
    let entry = "\(source.line(function)): \(source.text(function + 1))()"
    if !testsWithoutOverride.contains(entry) { testsWithoutOverride.append(entry) }
  }

  /// The last token of the expression that starts at `start`: up to the end of its statement
  /// (a `;`, the block's `}`, or a line that starts a new statement); nil when it is empty.
  private func expressionEnd(from start: Int) -> Int? {
    var index = start
    var last: Int?
    while index < source.count {
      switch source.kind(index) {
      case .semicolon, .rightBrace, .rightParen, .rightBracket, .comma, .endOfFile:
        return last
      default:
        break
      }
      if let last, source.lineBreak(between: last, index), startsStatement(index) { return last }
      if source.opensGroup(index) {
        let next = source.skipGroup(index).next
        last = next - 1
        index = next
      } else {
        last = index
        index += 1
      }
    }
    return last
  }

  /// Why a use of the instance itself cannot move on its own.
  private func wholeValueReason(after index: Int) -> String {
    let next = index + 1
    let singleton = "\(request.typeName).\(request.accessor)"
    let before = self.receiverStartIndex(before: index) - 1
    if before >= 0, source.kind(before) == .operator,
      ["==", "!=", "===", "!=="].contains(source.text(before))
    {
      return "an identity or nil check of '\(singleton)': decide what it means for a client"
    }
    if source.kind(next) == .operator {
      switch source.text(next) {
      case "=":
        return "a write of '\(singleton)' itself: replacing the instance is step 3's work"
      case "==", "!=", "===", "!==":
        return "an identity or nil check of '\(singleton)': decide what it means for a client"
      default: break
      }
    }
    return "'\(singleton)' is used as a value, not through a member: pass the client "
      + "(\\.\(request.keyPath)) or what the callee needs instead"
  }

  // MARK: - Calls

  /// The argument labels of the call whose parentheses are at `open` and `close` (nil for none).
  private func callLabels(open: Int, close: Int) -> [String?] {
    argumentStarts(open: open, close: close).map { start in
      source.kind(start) == .identifier && source.kind(start + 1) == .colon
        ? source.text(start) : nil
    }
  }

  /// The first token of each argument.
  private func argumentStarts(open: Int, close: Int) -> [Int] {
    guard open + 1 < close else { return [] }
    var starts = [open + 1]
    var index = open + 1
    while index < close {
      if source.opensGroup(index) {
        index = source.skipGroup(index).next
        continue
      }
      if source.kind(index) == .comma { starts.append(index + 1) }
      index += 1
    }
    return starts
  }

  /// `(_:forKey:)` for a call's labels, nothing for a property.
  private func signature(labels: [String?]?) -> String {
    labels.map { "(\($0.map { ($0 ?? "_") + ":" }.joined()))" } ?? ""
  }

  /// Each argument's expression as written, without its label.
  private func argumentTexts(open: Int, close: Int) -> [String] {
    let starts = argumentStarts(open: open, close: close)
    return starts.enumerated().map { position, start in
      var first = start
      if source.kind(start) == .identifier, source.kind(start + 1) == .colon { first = start + 2 }
      let last = position + 1 < starts.count ? starts[position + 1] - 2 : close - 1
      guard first <= last else { return "" }
      return String(
        decoding: bytes[source.tokens[first].start..<source.tokens[last].end], as: UTF8.self)
    }
  }

  /// Edits that remove each argument's label: a closure takes none.
  private func labelRemovals(open: Int, close: Int) -> [TextEdit] {
    argumentStarts(open: open, close: close).compactMap { start in
      guard source.kind(start) == .identifier, source.kind(start + 1) == .colon else { return nil }
      return TextEdit(source.tokens[start].start..<source.tokens[start + 2].start, "")
    }
  }

  /// Whether one of the client's methods named `name` takes these labels, in order, leaving out
  /// only parameters that have default values.
  private func acceptsCall(method name: String, labels: [String?], trailingClosure: Bool) -> Bool {
    (client.methods[name] ?? []).contains { parameters in
      var remaining = labels[...]
      var unmatched: [DeclaredParameter] = []
      for parameter in parameters {
        if let label = remaining.first, label == parameter.label {
          remaining = remaining.dropFirst()
        } else {
          unmatched.append(parameter)
        }
      }
      guard remaining.isEmpty else { return false }
      let required = unmatched.filter { $0.defaultValue == nil }
      if trailingClosure { return required.count <= 1 }
      return required.isEmpty
    }
  }

  // MARK: - Where the property goes

  private struct Unplaceable: Error {
    var text: String
  }

  /// The block that declares the `@Dependency` property a site reads, and whether it is a type's
  /// stored property (else a local at the top of a function).
  private func placement(of index: Int) -> Result<(block: Int, stored: Bool), Unplaceable> {
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
  private func canStore(in block: Int, fromClosure: Bool) -> Bool {
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
  private mutating func declare(in block: Int, stored: Bool) -> String {
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
  private func existingDeclaration(in block: Int) -> String? {
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
  private func freeName(in block: Int) -> String {
    let range = scopes.blocks[block].headerStart..<scopes.blocks[block].close
    func isUsed(_ name: String) -> Bool {
      range.contains { source.is($0, name) && ($0 == 0 || source.kind($0 - 1) != .dot) }
    }
    let base = request.propertyName
    for candidate in [base, base + "Client", base + "Dependency"] where !isUsed(candidate) {
      return candidate
    }
    var number = 2
    while isUsed(base + String(number)) { number += 1 }
    return base + String(number)
  }

  private mutating func insertDeclaration(_ declaration: String, in block: Int, stored: Bool) {
    let open = scopes.blocks[block].open
    let close = scopes.blocks[block].close
    let outer = indentation(ofLineAt: source.tokens[scopes.blocks[block].headerStart].start)
    let first = open + 1
    let unit = indentUnit()
    if stored {
      let inner =
        source.lineBreak(between: open, first)
        ? indentation(ofLineAt: source.tokens[first].start) : outer + unit
      edits.append(
        TextEdit(
          source.tokens[open].end..<source.tokens[open].end,
          "\n\(inner)\(declaration)\n"))
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
  private func isSingleExpression(_ block: Int) -> Bool {
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
  private func startsStatement(_ index: Int) -> Bool {
    switch source.kind(index) {
    case .dot, .operator, .rightParen, .rightBracket, .rightBrace, .colon, .comma: return false
    default: break
    }
    switch source.kind(index - 1) {
    case .comma, .leftParen, .leftBracket, .colon, .operator, .dot: return false
    default: return true
    }
  }

  /// The `#if` conditions whose branch holds the token at `index`, outermost first: a branch's
  /// own condition, or for `#else` that none of the ones before it held.
  private func conditions(at index: Int) -> [String] {
    var stack: [(earlier: [String], current: String)] = []
    var position = 0
    while position < index {
      defer { position += 1 }
      guard source.kind(position) == .poundWord else { continue }
      var end = position + 1
      while end < source.count, !source.lineBreak(between: end - 1, end) { end += 1 }
      let condition = source.joined(position + 1, end)
      switch source.text(position) {
      case "#if":
        stack.append(([], condition))
      case "#elseif" where !stack.isEmpty:
        stack[stack.count - 1].earlier.append(stack[stack.count - 1].current)
        stack[stack.count - 1].current = condition
      case "#else" where !stack.isEmpty:
        let earlier = stack[stack.count - 1].earlier + [stack[stack.count - 1].current]
        stack[stack.count - 1] = (earlier, "!(\(earlier.joined(separator: " || ")))")
      case "#endif":
        _ = stack.popLast()
      default:
        break
      }
    }
    return stack.map(\.current)
  }

  // MARK: - Text

  private mutating func addImport() {
    var lastImport: Int?
    var index = 0
    while index < source.count, source.kind(index) != .endOfFile {
      if source.is(index, "import"), scopes.block(holding: index) == nil {
        if source.is(index + 1, "Dependencies") { return }
        lastImport = index
      }
      index += 1
    }
    if let lastImport {
      let lineEnd = endOfLine(from: source.tokens[lastImport].end)
      edits.append(TextEdit(lineEnd..<lineEnd, "\nimport Dependencies"))
    } else {
      let start = startOfLine(at: source.tokens[0].start)
      edits.append(TextEdit(start..<start, "import Dependencies\n\n"))
    }
  }

  /// Marks the site with a TODO on the line above it (once: a second run finds it there).
  private mutating func mark(_ index: Int, _ reason: String) -> Outcome {
    let start = startOfLine(at: source.tokens[index].start)
    let comment = "// TODO(migrate-tool): \(reason)"
    let previousLine = start > 0 ? startOfLine(at: start - 1) : start
    let above = String(decoding: bytes[previousLine..<max(previousLine, start - 1)], as: UTF8.self)
    if !above.contains(comment) && !edits.contains(where: { $0.range == start..<start }) {
      edits.append(TextEdit(start..<start, "\(indentation(ofLineAt: start))\(comment)\n"))
    }
    return .marked(reason)
  }

  /// The first byte of the receiver chain that ends with the `.` before `index`.
  private func receiverStart(before index: Int) -> Int {
    source.tokens[receiverStartIndex(before: index)].start
  }

  /// The first token of the receiver chain that ends with the `.` before `index`.
  private func receiverStartIndex(before index: Int) -> Int {
    var first = index - 1  // the dot
    while first - 1 >= 0, source.kind(first - 1) == .identifier {
      first -= 1
      guard first - 1 >= 0, source.kind(first - 1) == .dot,
        first - 2 >= 0, source.kind(first - 2) == .identifier
      else { break }
      first -= 1
    }
    return first
  }

  private func tokenIndex(at offset: Int) -> Int? {
    var low = 0
    var high = source.count
    while low < high {
      let middle = (low + high) / 2
      if source.tokens[middle].start < offset { low = middle + 1 } else { high = middle }
    }
    return low < source.count && source.tokens[low].start == offset ? low : nil
  }

  /// Line and column as the audit gives them (a byte order mark counts on line 1).
  private func location(of offset: Int) -> (line: Int, column: Int) {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    let line = bytes[..<start].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    return (line, offset - start + 1)
  }

  /// Where the line that holds `offset` starts: after a UTF-8 byte order mark on the first line,
  /// which must stay the file's first bytes.
  private func startOfLine(at offset: Int) -> Int {
    var index = min(offset, bytes.count)
    while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
    if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), offset >= 3 { return 3 }
    return index
  }

  private func endOfLine(from offset: Int) -> Int {
    var index = offset
    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    return index
  }

  private func indentation(ofLineAt offset: Int) -> String {
    let start = startOfLine(at: offset)
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The file's indentation step: a tab, or the smallest indentation of its indented lines.
  private func indentUnit() -> String {
    var smallest = Int.max
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] == 0x20 { end += 1 }
      if end < bytes.count, bytes[end] == 0x09, end == start { return "\t" }
      if end > start, end < bytes.count, bytes[end] != 0x0A {
        smallest = min(smallest, end - start)
      }
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      start = end + 1
    }
    return String(repeating: " ", count: smallest == .max ? 2 : smallest)
  }
}
