/// The container forms of locator accesses, read once a file's scan is done from the tokens
/// after each (`Locator`): what a `resolve` call resolves, and what a wrapper wraps.
enum LocatorForms {
  /// Names the accesses at `indices` of `scan` by what they reach: `resolve(Analytics)` for
  /// `Resolver.resolve(Analytics.self)`, the property's name for `@Injected var analytics`.
  static func refine(
    _ scan: inout FileScan, at indices: [Int], in bytes: UnsafeBufferPointer<UInt8>
  ) {
    for index in indices {
      let access = scan.accesses[index]
      if access.receiver.hasPrefix("@") {
        scan.accesses[index].accessor =
          wrappedProperty(afterAttributeAt: access.offset, in: bytes) ?? "?"
      } else if let type = resolvedType(
        afterMemberAt: access.offset + access.accessor.utf8.count, in: bytes)
      {
        scan.accesses[index].accessor = access.accessor + "(" + type + ")"
      }
    }
  }

  /// `Analytics` when the member ending at `end` is called with `(Analytics.self` (or a dotted
  /// type, `Module.Analytics.self`).
  private static func resolvedType(afterMemberAt end: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> String?
  {
    var lexer = lexer(at: end, in: bytes)
    guard lexer.nextCode().kind == .leftParen else { return nil }
    var parts: [Range<Int>] = []
    while true {
      let name = lexer.nextCode()
      guard name.kind == .identifier else { return nil }
      let range = name.start..<name.end
      if !parts.isEmpty && range.count == 4 && bytes[range].elementsEqual("self".utf8) {
        return parts.map {
          String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
        }.joined(separator: ".")
      }
      parts.append(range)
      guard parts.count <= 8, lexer.nextCode().kind == .dot else { return nil }
    }
  }

  /// The name of the property declared after the attribute whose name starts at `offset`
  /// (`analytics` in `@Injected(\.analytics) private var analytics`): after the attribute's
  /// arguments, other attributes and modifiers, the name after `var` or `let`.
  private static func wrappedProperty(
    afterAttributeAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String? {
    var lexer = lexer(at: offset, in: bytes)
    _ = lexer.nextCode()
    var depth = 0
    // A declaration's head is short: a few attributes and modifiers.
    for _ in 0..<256 {
      let token = lexer.nextCode()
      switch token.kind {
      case .endOfFile, .leftBrace, .rightBrace, .semicolon:
        return nil
      case .leftParen, .leftBracket, .interpolationOpen:
        depth += 1
      case .rightParen, .rightBracket, .interpolationClose:
        depth -= 1
      case .identifier where depth == 0:
        let range = token.start..<token.end
        guard bytes[range].elementsEqual("var".utf8) || bytes[range].elementsEqual("let".utf8)
        else { continue }
        let name = lexer.nextCode()
        guard name.kind == .identifier else { return nil }
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]), as: UTF8.self)
      default:
        continue
      }
    }
    return nil
  }

  /// A lexer at `offset`, where code goes on after a name.
  private static func lexer(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SwiftLexer {
    var lexer = SwiftLexer(bytes: bytes)
    lexer.position = offset
    lexer.state = .code(
      previous: Token(kind: .identifier, start: offset, end: offset, isLeftBound: true))
    return lexer
  }
}

extension SwiftLexer {
  /// The next token that is not a comment.
  mutating func nextCode() -> Token {
    var token = next()
    while token.kind == .comment { token = next() }
    return token
  }
}
