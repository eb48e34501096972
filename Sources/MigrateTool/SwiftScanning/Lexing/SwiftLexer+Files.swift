/// A whole file's tokens, for readers in other targets: they take a file's tokens at once, so
/// the per-token calls stay inside this target.
extension SwiftLexer {
  /// A comment, and whether only comments come before it in the file (a file's leading comments).
  package struct Comment: Sendable {
    package var start: Int
    package var end: Int
    package var isLeading: Bool
  }

  /// The code tokens of `bytes` (comments and stray bytes dropped), ending with `.endOfFile`.
  package static func codeTokens(in bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
    var lexer = SwiftLexer(bytes: bytes)
    var tokens: [Token] = []
    while true {
      let token = lexer.next()
      if token.kind == .endOfFile {
        tokens.append(token)
        return tokens
      }
      if token.kind != .comment && token.kind != .unknown { tokens.append(token) }
    }
  }

  /// Every token of `bytes`, comments and stray bytes included, ending with `.endOfFile`: what
  /// a rewrite must keep outside its edits.
  package static func allTokens(in bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
    var lexer = SwiftLexer(bytes: bytes)
    var tokens: [Token] = []
    while true {
      let token = lexer.next()
      tokens.append(token)
      if token.kind == .endOfFile { return tokens }
    }
  }

  /// The comments of `bytes`, in order.
  package static func comments(in bytes: UnsafeBufferPointer<UInt8>) -> [Comment] {
    var lexer = SwiftLexer(bytes: bytes)
    var comments: [Comment] = []
    var isLeading = true
    while true {
      let token = lexer.next()
      switch token.kind {
      case .endOfFile:
        return comments
      case .comment:
        comments.append(Comment(start: token.start, end: token.end, isLeading: isLeading))
      default:
        isLeading = false
      }
    }
  }
}
