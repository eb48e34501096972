/// The member a caller reaches through an accessor: `track` in `Analytics.shared.track(e)`.
package enum AccessMember {
  /// The name of the member right after the accessor spelled at `offset`, `length` bytes long:
  /// after an optional postfix `?`/`!` or empty call (`shared?.x`, `shared().x`), a `.` and a
  /// name, across spaces, line breaks and comments. Nil when the instance itself is used
  /// (`let a = Foo.shared`, `f(Foo.shared)`).
  ///
  /// The accessor at `offset` must be code, as every access is: the few tokens after it are
  /// then lexed as the scanner lexed them.
  package static func name(
    afterAccessorAt offset: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String? {
    var lexer = SwiftLexer(bytes: bytes)
    lexer.position = offset + length
    lexer.state = .code(
      previous: Token(kind: .identifier, start: offset, end: offset + length, isLeftBound: true))
    var token = nextCode(&lexer)
    if token.kind == .operator && token.isLeftBound && isPostfixOptional(token, bytes) {
      token = nextCode(&lexer)
    } else if token.kind == .leftParen && token.isLeftBound {
      guard nextCode(&lexer).kind == .rightParen else { return nil }
      token = nextCode(&lexer)
    }
    guard token.kind == .dot else { return nil }
    let name = nextCode(&lexer)
    guard name.kind == .identifier else { return nil }
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]), as: UTF8.self)
  }

  /// The next token that is not a comment.
  private static func nextCode(_ lexer: inout SwiftLexer) -> Token {
    var token = lexer.next()
    while token.kind == .comment { token = lexer.next() }
    return token
  }

  /// Whether `token` is postfix `?`s and `!`s only (`x?.a`, `x!.a`, `x!?.a`).
  private static func isPostfixOptional(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool
  {
    (token.start..<token.end).allSatisfy {
      bytes[$0] == UInt8(ascii: "?") || bytes[$0] == UInt8(ascii: "!")
    }
  }
}
