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
    // Most accesses are followed by `.name` or by nothing that names a member, told from a few
    // bytes; comments, `?`, `!`, calls and backticks go through the lexer.
    var index = offset + length
    while index < bytes.count
      && (ByteTable.isHorizontalSpace(bytes[index]) || bytes[index] == 0x0A || bytes[index] == 0x0D)
    {
      index += 1
    }
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "."):
      let start = index + 1
      if start < bytes.count, bytes[start] < 0x80, ByteTable.isIdentifierStart(bytes[start]) {
        var end = start + 1
        while end < bytes.count && bytes[end] < 0x80 && ByteTable.isIdentifierBody(bytes[end]) {
          end += 1
        }
        if end == bytes.count || bytes[end] < 0x80 {
          return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
      }
    case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "("):
      break
    default:
      return nil
    }
    var lexer = SwiftLexer(bytes: bytes)
    lexer.position = offset + length
    lexer.state = .code(
      previous: Token(kind: .identifier, start: offset, end: offset + length, isLeftBound: true))
    var token = lexer.nextCode()
    if token.kind == .operator && token.isLeftBound && isPostfixOptional(token, bytes) {
      token = lexer.nextCode()
    } else if token.kind == .leftParen && token.isLeftBound {
      guard lexer.nextCode().kind == .rightParen else { return nil }
      token = lexer.nextCode()
    }
    guard token.kind == .dot else { return nil }
    let name = lexer.nextCode()
    guard name.kind == .identifier else { return nil }
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]), as: UTF8.self)
  }

  /// Whether `token` is postfix `?`s and `!`s only (`x?.a`, `x!.a`, `x!?.a`).
  private static func isPostfixOptional(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool
  {
    (token.start..<token.end).allSatisfy {
      bytes[$0] == UInt8(ascii: "?") || bytes[$0] == UInt8(ascii: "!")
    }
  }
}
