import CallerMove
import SourceFiles
import SwiftDeclarations
import SwiftScanning

/// Step 3 of a migration: once no caller reads `Type.shared`, the client's key owns the live
/// instance. The key's `bridging(to: Type.shared)` becomes `bridging(to: <what shared held>)`,
/// the `static let shared` declaration (and its doc comment) is deleted, and a `private init`
/// becomes internal, so the key can make the instance. Anything else (a use left, a
/// reassignable or main-actor accessor, a hand-written key) is refused, saying why.
struct Finish {
  /// The two rewritten files, checked as `move` checks its rewrites.
  struct Plan: Sendable {
    var files: [Mover.FileResult]
    /// What the team should know: the instance is made when the key is first read.
    var notes: [String]
  }

  var typeName: String
  var accessor: String
  var paths: [String]
  var excludes: [String]

  /// Why `finish` refuses, as the user reads it.
  struct Refusal: Error, Sendable, Equatable {
    var message: String
  }

  func plan(parser: ToolchainParser?) throws(Refusal) -> Plan {
    let walk: SourceTreeWalker.Walk
    do {
      walk = try SourceTreeWalker(excludes: excludes).files(in: paths)
    } catch {
      throw Refusal(message: error.message)
    }
    let name = String(typeName.split(separator: ".").last ?? "")
    let reference = "\(name).\(accessor)"
    let scanner = AccessScanner(accessors: [accessor])
    let needle = ByteSearch.Needle(Array(name.utf8))
    // Each file that spells the type, lexed once.
    var contents: [(path: String, bytes: [UInt8], tokens: SourceTokens, declares: Bool)] = []
    var uses: [String] = []
    for file in walk.files {
      guard case .success(let bytes) = PlainFile.read(file.path),
        bytes.withUnsafeBufferPointer({ ByteSearch.contains(needle, in: $0) })
      else { continue }
      let locator = SourceTokens(bytes: bytes)
      let declares = declaresType(name, in: locator)
      contents.append((file.displayPath, bytes, locator, declares))
      let scan = bytes.withUnsafeBufferPointer { scanner.scan($0) }
      for access in scan.accesses
      where access.role == .use
        && (access.receiver == name || access.receiver.hasSuffix("." + name)
          || access.receiver == "Self")
      {
        // `Self.shared` counts only in the singleton's own declaration, found below.
        if access.receiver == "Self" && !declares { continue }
        let line = locator.line(ofOffset: access.offset)
        uses.append("\(file.displayPath):\(line)")
      }
    }
    guard uses.isEmpty else {
      throw Refusal(
        message:
          "\(uses.count) \(uses.count == 1 ? "use" : "uses") of '\(reference)' "
          + "\(uses.count == 1 ? "remains" : "remain") "
          + "(\(uses.prefix(5).joined(separator: ", "))\(uses.count > 5 ? ", ..." : "")): "
          + "move them first ('migrate-tool move \(typeName)'; the audit's status says "
          + "'callers-moved' when none is left), or by hand")
    }
    // The key, as scaffold writes it.
    let bridge = "bridging(to: \(reference))"
    let keyFiles = contents.filter { $0.bytes.contains(Array(bridge.utf8)) }
    guard keyFiles.count == 1, let key = keyFiles.first else {
      let reason =
        keyFiles.isEmpty
        ? "no key's liveValue is '...bridging(to: \(reference))', as scaffold writes it (a key "
          + "that reads it anew, '{ \(reference) }', belongs to a reassignable or main-actor "
          + "singleton, whose owner is a person's decision)"
        : "\(keyFiles.count) files bridge to it: \(keyFiles.map(\.path).joined(separator: ", "))"
      throw Refusal(message: "the client's key is needed: \(reason).")
    }
    let declarations = contents.filter(\.declares)
    guard declarations.count == 1, let declaration = declarations.first else {
      throw Refusal(
        message:
          "'\(typeName)' is declared in \(declarations.count) files under the PATHs; finish "
          + "needs the one that declares 'static let \(accessor)'.")
    }
    guard declaration.path != key.path else {
      throw Refusal(message: "The key and '\(typeName)' are in one file; split them first.")
    }
    let (initializer, declarationEdits) = try sharedDeclaration(
      in: declaration.tokens, name: name)
    let keyEdits = keyEdits(in: key.bytes, bridge: bridge, initializer: initializer)
    var files: [Mover.FileResult] = []
    for (path, bytes, edits) in [
      (declaration.path, declaration.bytes, declarationEdits), (key.path, key.bytes, keyEdits),
    ] {
      let new = TextEdit.apply(edits, to: bytes)
      var result = Mover.FileResult(
        path: path, sites: [], notes: [], testsWithoutOverride: [], old: bytes, new: new,
        diff: UnifiedDiff.render(path: path, old: bytes, new: new))
      if let problem = RewriteCheck.problem(old: bytes, new: new, edits: edits) {
        result.reject(problem.message, at: problem.offset)
      }
      files.append(result)
    }
    if let parser {
      _ = Mover.check(&files, with: parser)
    }
    return Plan(
      files: files,
      notes: [
        "the instance is now made when the dependency is first read (a key's liveValue is "
          + "made once), not when '\(reference)' was first read: an initializer that registers "
          + "for notifications or delegates runs at that moment instead"
      ])
  }

  /// Whether `source` declares the type `name` (a class, struct, enum or actor).
  private func declaresType(_ name: String, in source: SourceTokens) -> Bool {
    (0..<source.count).contains { index in
      ["class", "struct", "enum", "actor"].contains { source.is(index, $0) }
        && source.is(index + 1, name)
    }
  }

  /// In the declaring file: the initializer of `static let <accessor> = ...`, and the edits
  /// that delete its declaration (with the doc comment above it) and make a `private init`
  /// internal.
  private func sharedDeclaration(
    in source: SourceTokens, name: String
  ) throws(Refusal) -> (initializer: [UInt8], edits: [TextEdit]) {
    guard
      let keyword = (0..<source.count).first(where: {
        (source.is($0, "let") || source.is($0, "var")) && source.is($0 + 1, accessor)
          && (source.is($0 - 1, "static") || source.is($0 - 2, "static"))
      })
    else {
      throw Refusal(message: "No 'static let \(accessor)' is declared in '\(typeName)'.")
    }
    guard source.is(keyword, "let") else {
      throw Refusal(
        message:
          "'\(typeName).\(accessor)' is a 'static var': who owns the instance once it can be "
          + "replaced is a person's decision. Make it a 'static let' first, or finish by hand.")
    }
    // `static let shared = Manager()` or `static let shared: Manager = { ... }()`.
    var equals = keyword + 2
    while equals < source.count, !source.is(equals, "="), source.kind(equals) != .leftBrace {
      equals += 1
    }
    guard source.is(equals, "=") else {
      throw Refusal(message: "'\(typeName).\(accessor)' is computed: it stores no instance.")
    }
    var end = equals + 1
    while end < source.count, source.kind(end) != .endOfFile {
      end = source.opensGroup(end) ? source.skipGroup(end).next : end + 1
      if source.kind(end) == .rightBrace || source.kind(end) == .semicolon { break }
      if source.lineBreak(between: end - 1, end), !continuesExpression(source, at: end) { break }
    }
    let initializerStart = source.tokens[equals + 1].start
    let initializerEnd = source.tokens[end - 1].end
    let initializer = Array(source.bytes[initializerStart..<initializerEnd])
    // The whole lines the declaration stands on, and its doc comment lines above.
    var start = source.lineStart(ofOffset: source.tokens[keyword].start)
    while start > 0 {
      let previous = source.lineStart(ofOffset: start - 1)
      let text = String(decoding: source.bytes[previous..<start], as: UTF8.self)
      guard text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("///") else { break }
      start = previous
    }
    var removedEnd = lineAfter(initializerEnd, in: source.bytes)
    // First in its type's body: the blank line after it goes too.
    let before = source.bytes[..<start].last { $0 != 0x0A && $0 != 0x0D && $0 != 0x20 }
    let next = lineAfter(removedEnd, in: source.bytes)
    if before == UInt8(ascii: "{"),
      source.bytes[removedEnd..<next].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) })
    {
      removedEnd = next
    }
    var edits = [TextEdit(start..<removedEnd, "")]
    // `private init()`: the key, in another file, makes the instance now.
    for index in 0..<source.count
    where (source.is(index, "private") || source.is(index, "fileprivate"))
      && source.is(index + 1, "init")
    {
      edits.append(TextEdit(source.tokens[index].start..<source.tokens[index + 1].start, ""))
    }
    return (initializer, edits.sorted { $0.range.lowerBound < $1.range.lowerBound })
  }

  /// The offset just past the line break that ends the line holding `offset`.
  private func lineAfter(_ offset: Int, in bytes: [UInt8]) -> Int {
    var position = offset
    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
    return min(position + 1, bytes.count)
  }

  /// Whether the token at `index`, first on its line, goes on with the expression before it.
  private func continuesExpression(_ source: SourceTokens, at index: Int) -> Bool {
    switch source.kind(index) {
    case .dot, .operator, .rightParen, .rightBracket: return true
    default: break
    }
    switch source.kind(index - 1) {
    case .operator, .comma, .leftParen, .leftBracket, .dot: return true
    default: return false
    }
  }

  /// The key's `bridging(to: Type.shared)`, and its doc comment's example, with the instance's
  /// initializer in its place.
  private func keyEdits(in bytes: [UInt8], bridge: String, initializer: [UInt8]) -> [TextEdit] {
    let pattern = Array(bridge.utf8)
    let head = Array("bridging(to: ".utf8).count
    let isOneLine = !initializer.contains(0x0A) && !initializer.contains(0x0D)
    return bytes.ranges(of: pattern).compactMap { range in
      // In a doc comment's example, only a one-line initializer: the lines after would not be
      // comment lines.
      var lineStart = range.lowerBound
      while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
      let line = bytes[lineStart..<range.lowerBound].drop { $0 == 0x20 || $0 == 0x09 }
      if line.starts(with: Array("//".utf8)) && !isOneLine { return nil }
      return TextEdit((range.lowerBound + head)..<(range.upperBound - 1), bytes: initializer)
    }
  }
}
