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
    /// The byte offset of the accessor's name in the file.
    package var offset = 0
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
    /// Left as it is and only reported: `Self.shared` in the singleton's own type, or a file
    /// whose rewrite failed its check.
    case skipped(String)
  }

  package internal(set) var sites: [Site] = []
  package internal(set) var edits: [TextEdit] = []
  /// Notes for the summary: a property named otherwise because its name was taken.
  package internal(set) var notes: [String] = []
  /// Test functions (`line: name`) that now read the dependency with no override of it in
  /// sight (no `withDependencies`, no `.dependencies`/`.dependency` trait): they get the key's
  /// test value, which may not be what they relied on.
  package internal(set) var testsWithoutOverride: [String] = []

  let bytes: [UInt8]
  let request: MoveRequest
  let client: ClientEndpoints
  let source: SourceTokens
  let scopes: CodeScopes
  /// The classes, protocols and conformances of every scanned file.
  let codebase: CodebaseTypes
  /// The `@Dependency` property of each block that got or had one: its name.
  var names: [Int: String] = [:]
  /// The local of each `#if` branch (by its directive's index) that got or had one: its name.
  var branchNames: [Int: String] = [:]
  /// Blocks with a local read outside any `#if` branch of theirs: their one local goes at the
  /// top, for the branches too.
  var unbranched: Set<Int> = []
  /// The `#`-words (`#if`, `#else`, ...) in order, for the conditions around a site.
  var directives: [Int] = []
  /// The `import` keywords in order.
  var imports: [Int] = []
  /// Whether the file imports XCTest or Testing: a test's type is built before the test's
  /// dependencies are in place, so its reads are locals.
  var isTestFile = false

  /// Reads `bytes` and plans its edits; `scanner` finds the accesses as the audit does, and
  /// `codebase` says what the other files declare.
  package init(
    bytes: [UInt8], request: MoveRequest, client: ClientEndpoints, scanner: AccessScanner,
    codebase: CodebaseTypes = CodebaseTypes()
  ) {
    self.bytes = bytes
    self.request = request
    self.client = client
    self.codebase = codebase
    let scan = bytes.withUnsafeBufferPointer { scanner.scan($0) }
    // `Foo.shared`, and `.shared` where a written type says it is Foo's (`let f: Foo = .shared`).
    let accesses = scan.accesses.filter {
      guard $0.role == .use, $0.accessor == request.accessor else { return false }
      switch $0.receiverKind {
      case .type:
        return $0.typeName == request.typeName || $0.receiver == request.typeName
          || $0.receiver.hasSuffix("." + request.typeName)
      case .implicit:
        return $0.typeName == request.typeName
      default:
        return false
      }
    }
    source = SourceTokens(bytes: bytes)
    scopes = CodeScopes(source)
    guard !accesses.isEmpty else { return }
    for index in 0..<source.count {
      let token = source.tokens[index]
      if token.kind == .poundWord {
        directives.append(index)
      } else if token.kind == .identifier, token.end - token.start == 6, source.is(index, "import")
      {
        imports.append(index)
      }
    }
    isTestFile = imports.contains {
      source.is($0 + 1, "XCTest") || source.is($0 + 1, "Testing")
    }
    for access in accesses where access.receiverKind != .implicit {
      guard let index = tokenIndex(at: access.offset),
        case .success(let placement) = placement(of: index), !placement.stored,
        branch(of: index, within: placement.block) == nil
      else { continue }
      unbranched.insert(placement.block)
    }
    for access in accesses {
      guard let index = tokenIndex(at: access.offset) else { continue }
      // An implicit member is the instance as a value: it has no receiver to rewrite.
      let outcome =
        access.receiverKind == .implicit
        ? mark(index, wholeValueReason(after: index))
        : move(accessorAt: index, receiver: access.receiver)
      let (line, column) = location(of: access.offset, token: index)
      sites.append(
        Site(
          line: line, column: column, outcome: outcome, offset: access.offset,
          conditions: conditions(at: index)))
    }
    if sites.contains(where: { if case .moved = $0.outcome { true } else { false } }) {
      addImport()
    }
  }

  /// Whether anything changes.
  package var changesFile: Bool { !edits.isEmpty }

  /// The file's bytes after the move: inserted line breaks are the file's own (CRLF in a CRLF
  /// file).
  package var result: [UInt8] { TextEdit.apply(appliedEdits, to: bytes) }

  /// The edits as `result` applies them: with the file's own line ending.
  package var appliedEdits: [TextEdit] {
    let ending = source.lineEnding
    return ending == "\n" ? edits : edits.map { $0.withLineEnding(ending) }
  }

  mutating func move(accessorAt index: Int, receiver: String) -> Outcome {
    let receiverStart = self.receiverStart(before: index)
    if receiver == "Self" {
      return .skipped("'Self.\(request.accessor)' inside the singleton's own type")
    }
    // `Foo.shared?.member` and `Foo.shared!.member` (a singleton declared optional) read the
    // member as `Foo.shared.member` does: a client is never nil.
    var last = index
    // `Foo.sharedInstance().member`: an accessor that is a function, called with nothing.
    if source.kind(last + 1) == .leftParen, source.tokens[last + 1].isLeftBound,
      source.kind(last + 2) == .rightParen
    {
      last += 2
    }
    if source.kind(last + 1) == .operator, source.tokens[last + 1].isLeftBound,
      source.is(last + 1, "?") || source.is(last + 1, "!"), source.kind(last + 2) == .dot
    {
      last += 1
    }
    // `Foo.shared.member`: anything else uses the instance itself.
    guard source.kind(last + 1) == .dot, source.kind(last + 2) == .identifier else {
      let reason = wholeValueReason(after: index)
      if isPlainValueUse(reason),
        let moved = moveThroughInstance(index, through: last, receiverStart: receiverStart)
      {
        return moved
      }
      return mark(index, reason)
    }
    let memberIndex = last + 2
    let member = source.text(memberIndex)
    var next = memberIndex + 1
    var arguments: (open: Int, close: Int)?
    if source.kind(next) == .leftParen, source.tokens[next].isLeftBound {
      let close = source.skipGroup(next).next - 1
      arguments = (next, close)
      next = close + 1
    }
    // A `{` on the same line is a trailing closure, unless it opens a statement's body
    // (`if Foo.shared.isOn() {`, `for item in Foo.shared.items {`), where Swift reads none.
    let hasTrailingClosure =
      source.kind(next) == .leftBrace && !source.lineBreak(between: next - 1, next)
      && scopes.block(openingAt: next).map { scopes.blocks[$0].kind != .statement } != false
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
      return finishMove(index, through: last, receiverStart: receiverStart, edits: memberEdits)
    }
    if arguments == nil, !hasTrailingClosure, let write = writeThroughProperty(from: next) {
      // `Foo.shared.table["k"] = 1`, `Foo.shared.items.append(x)`: the client's getter gives a
      // copy, so the write would be lost (and does not compile).
      return mark(
        index,
        "\(write) through '\(member)': the client reads it as a value; give the client an "
          + "endpoint that makes the change, or keep it on the singleton until step 3")
    }
    if isInOutArgument(receiverStartIndex(before: index)) {
      return mark(
        index,
        "'&\(request.typeName).\(request.accessor).\(member)' passed inout: give the client an "
          + "endpoint that makes the change, or keep it on the singleton until step 3")
    }
    let labels = arguments.map { source.callLabels(open: $0.open, close: $0.close) } ?? []
    let argumentCount = labels.count + (hasTrailingClosure ? 1 : 0)

    // The member and its arguments keep their text and layout; what changes is the receiver,
    // `()` after a property that became a closure, and labels a closure does not take.
    let use = BridgeMap.Use(member: member, labels: arguments == nil ? nil : labels)
    if !hasTrailingClosure, let bridged = client.bridge.endpoints[use] {
      // The bridge says which endpoint this use is, and in which order it takes the arguments.
      let picked =
        bridged.count == 1
        ? bridged.first
        : arguments.flatMap { endpoint(among: bridged, open: $0.open, close: $0.close) }
      if picked == nil, arguments != nil,
        acceptsCall(method: member, labels: labels, trailingClosure: false)
      {
        // The client has methods with the singleton's labels: the call stays as written, and
        // the compiler picks the overload, as it did on the singleton.
        return finishMove(index, through: last, receiverStart: receiverStart, edits: [])
      }
      guard let endpoint = picked else {
        let names = bridged.map(\.name).joined(separator: ", ")
        return mark(
          index,
          "'\(BridgeMap.Use(member: member, labels: arguments == nil ? nil : labels).displayName)' "
            + "is \(names) in "
            + "\(client.typeName)'s bridge: which one depends on the argument's type, "
            + "which this file does not say (write `as T`, give the client methods with the "
            + "singleton's labels, or move it by hand)")
      }
      let end = arguments.map { source.tokens[$0.close].end } ?? source.tokens[memberIndex].end
      let texts = arguments.map { argumentTexts(open: $0.open, close: $0.close) } ?? []
      let reordered = endpoint.argumentOrder.map { Array(texts[$0]) }
        .joined(separator: Array(", ".utf8))
      memberEdits = [
        TextEdit(
          source.tokens[memberIndex].start..<end,
          bytes: Array("\(endpoint.name)(".utf8) + reordered + Array(")".utf8))
      ]
    } else if arguments != nil || hasTrailingClosure {
      if acceptsCall(method: member, labels: labels, trailingClosure: hasTrailingClosure) {
        // A client method with the singleton's labels: the call stays as written.
      } else if client.closures[member] == argumentCount,
        bridgeAllows(member: member, labels: labels, argumentCount: argumentCount)
      {
        memberEdits = arguments.map { labelRemovals(open: $0.open, close: $0.close) } ?? []
      } else {
        return moveThroughInstance(index, through: last, receiverStart: receiverStart)
          ?? mark(index, noEndpoint(BridgeMap.Use(member: member, labels: labels).displayName))
      }
    } else if client.closures[member] == 0 {
      let end = source.tokens[memberIndex].end
      memberEdits = [TextEdit(end..<end, "()")]
    } else if !client.values.contains(member) {
      return moveThroughInstance(index, through: last, receiverStart: receiverStart)
        ?? mark(index, noEndpoint(member))
    }

    return finishMove(index, through: last, receiverStart: receiverStart, edits: memberEdits)
  }

  /// Whether the endpoint named like `member` may take a call with these labels (then a trailing
  /// closure, up to `argumentCount` arguments): not when the bridge maps that member with other
  /// labels only (`data(for:)` says nothing of `data(from:)`).
  func bridgeAllows(member: String, labels: [String?], argumentCount: Int) -> Bool {
    let mapped = client.bridge.endpoints.keys.filter { $0.member == member }
    return mapped.isEmpty
      || mapped.contains {
        guard let mappedLabels = $0.labels, mappedLabels.count == argumentCount else {
          return false
        }
        return Array(mappedLabels.prefix(labels.count)) == labels
      }
  }

  /// Why a use of `member` (`load(id:)`) stays: the client has no endpoint for it.
  func noEndpoint(_ member: String) -> String {
    "\(client.typeName) has no endpoint for '\(member)': add one (scaffold's TODOs in the "
      + "client say why it left a member out; --all-members writes every one), or move this "
      + "use by hand"
  }

  /// A use that the client has no endpoint for, moved through its escape hatch, the endpoint
  /// that returns the instance (a client of an SDK type has one): `URLSession.api.configuration`
  /// becomes `apiURLSession.session().configuration`. Nil when the client has none.
  mutating func moveThroughInstance(_ index: Int, through last: Int, receiverStart: Int) -> Outcome?
  {
    guard let hatch = client.bridge.instanceEndpoint else { return nil }
    return finishMove(
      index, through: last, receiverStart: receiverStart, edits: [],
      receiverSuffix: ".\(hatch)()")
  }

  /// Whether `reason`, why a use of the instance itself stays, is only that it is a value (not a
  /// write of the accessor, nor an identity check): the escape hatch gives the same value.
  func isPlainValueUse(_ reason: String) -> Bool {
    reason.hasSuffix(Self.valueUseEnding(keyPath: request.keyPath))
  }

  /// Places the property the site reads, and rewrites the receiver (`Foo.shared`, through
  /// `last`: a `?` or `!` after it goes too) to it, followed by `receiverSuffix`.
  mutating func finishMove(
    _ index: Int, through last: Int, receiverStart: Int, edits memberEdits: [TextEdit],
    receiverSuffix: String = ""
  ) -> Outcome {
    let placement: (block: Int, stored: Bool)
    switch self.placement(of: index) {
    case .success(let found): placement = found
    case .failure(let reason): return mark(index, reason.text)
    }
    let name: String
    if !placement.stored, !unbranched.contains(placement.block),
      let branch = branch(of: index, within: placement.block)
    {
      // Read only in an `#if` branch: declared there, so it compiles wherever the use does
      // (the client may exist only on the branch's platforms).
      name = declare(in: placement.block, branch: branch)
    } else {
      name = declare(in: placement.block, stored: placement.stored)
    }
    edits.append(TextEdit(receiverStart..<source.tokens[last].end, name + receiverSuffix))
    edits += memberEdits
    if isTestFile { noteTestWithoutOverride(placement.block) }
    return .moved(stored: placement.stored)
  }

  /// Why a use of the instance itself cannot move on its own.
  func wholeValueReason(after index: Int) -> String {
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
      + Self.valueUseEnding(keyPath: request.keyPath)
  }

  /// How the reason for a use of the instance as a value ends.
  static func valueUseEnding(keyPath: String) -> String {
    "(\\.\(keyPath)) or what the callee needs instead"
  }
}
