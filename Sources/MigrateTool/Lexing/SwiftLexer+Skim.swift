/// Skimming: crossing a brace block without producing its tokens.
///
/// Most of a file is function bodies with nothing in them for the audit. Skimming finds such a
/// block's matching `}` while looking only at the bytes that can change the lexer's state or the
/// brace count: quotes, `#`, backticks, `/`, and brackets of all kinds. Everything between them
/// (names, numbers, whitespace, operators, `.`, `,`, `:`) is passed over a byte at a time with no
/// token built. The constructs themselves are scanned by the same code as `next()`, so a skim and
/// a full lex agree on every byte of code, comment and string.
extension SwiftLexer {
  /// Advances from just after a `{` (the last token `next()` returned) to its matching `}`, which
  /// `next()` returns next. Returns false, leaving the lexer anywhere (the caller restores a copy),
  /// when the block cannot be skimmed:
  /// - code in the block reaches an offset in `barriers` (sorted; `barriers[from...]` are the
  ///   ones at or after the `{`), such as a name the audit must see;
  /// - the block has a `#if`/`#elseif`/`#else`/`#endif` that pairs with one outside it;
  /// - the file ends first.
  ///
  /// `parenDepth` is kept as a full lex would keep it: `(`, `[` and `\(` open; `)`, `]` and an
  /// interpolation's `)` close, never below zero.
  mutating func skimBlock(barriers: [Int], from firstBarrier: Int, parenDepth: inout Int) -> Bool {
    let count = bytes.count
    var braceDepth = 1
    // The brace depth at each open `#if` in the block, restored at its `#elseif`/`#else`.
    var conditionalDepths: [Int] = []
    var barrierIndex = firstBarrier
    var barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
    // Where the last token the skim produced ended: everything from there to the next stop is
    // plain code, which a `/` re-lexes to learn the token before it.
    var settled = position

    while true {
      let token: Token
      if let delimiter = resumingString {
        resumingString = nil
        token = scanStringBody(delimiter, start: position)
      } else {
        var index = position
        while index < count && !Self.stopsSkim(bytes[index]) { index += 1 }
        if barrier < index || index == count { return false }
        position = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"):
          braceDepth += 1
          token = scanPunctuation(byte, start: index, isLeftBound: false)
        case UInt8(ascii: "}"):
          braceDepth -= 1
          if braceDepth == 0 { return conditionalDepths.isEmpty }
          token = scanPunctuation(byte, start: index, isLeftBound: false)
        case UInt8(ascii: "/"):
          let next = index + 1 < count ? bytes[index + 1] : 0
          if next == UInt8(ascii: "/") {
            token = scanLineComment(start: index, false)
          } else if next == UInt8(ascii: "*") {
            token = scanBlockComment(start: index, false)
          } else {
            // A regex literal or an operator, possibly one that began before this `/`: lex the
            // plain code since `settled` exactly as `next()` would have.
            token = relexSlash(at: index, from: settled)
          }
        case UInt8(ascii: "`"):
          token = scanBacktickedIdentifier(start: index, false)
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
          token = scanPoundOrString(start: index, false)
          if token.kind == .poundWord {
            switch ConditionalDirective(bytes, token) {
            case .if?:
              conditionalDepths.append(braceDepth)
            case .elseif?, .else?:
              guard let depth = conditionalDepths.last else { return false }
              braceDepth = depth
            case .endif?:
              guard conditionalDepths.popLast() != nil else { return false }
            case nil:
              break
            }
          }
        default:
          token = scanPunctuation(byte, start: index, isLeftBound: false)
        }
      }

      switch token.kind {
      case .leftParen, .leftBracket, .interpolationOpen:
        parenDepth += 1
      case .rightParen, .rightBracket, .interpolationClose:
        parenDepth = max(0, parenDepth - 1)
      default:
        break
      }
      switch token.kind {
      case .comment, .literal, .interpolationOpen:
        // Not code: barriers inside are text.
        while barrier < position {
          barrierIndex += 1
          barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
        }
      default:
        if barrier < position { return false }
      }
      if token.kind != .comment {
        previous = token
        settled = position
      }
    }
  }

  /// The token that covers the `/` at `index`, lexed from `settled` (the end of the last token
  /// the skim produced; only plain code and comments lie between) as `next()` would lex it.
  private mutating func relexSlash(at index: Int, from settled: Int) -> Token {
    position = settled
    while true {
      let token = next()
      if token.end > index || token.kind == .endOfFile { return token }
    }
  }

  /// The bytes a skim stops at: `"` `#` `(` `)` `/` `[` `]` `` ` `` `{` `}`.
  @inline(__always)
  static func stopsSkim(_ byte: UInt8) -> Bool {
    // `[`/`{` and `]`/`}` differ only in bit 5; `"`/`#` and `(`/`)` only in bit 0.
    let folded = byte | 0x20
    let paired = byte & 0xFE
    return folded == UInt8(ascii: "{") || folded == UInt8(ascii: "}")
      || paired == UInt8(ascii: "\"") || paired == UInt8(ascii: "(")
      || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "`")
  }
}

/// `#if`, `#elseif`, `#else` or `#endif`.
enum ConditionalDirective {
  case `if`, `elseif`, `else`, endif

  /// The directive spelled by `token` (a `.poundWord`), if it is one.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) {
    func spells(_ word: StaticString) -> Bool {
      guard token.end - token.start == word.utf8CodeUnitCount else { return false }
      for offset in 0..<word.utf8CodeUnitCount
      where bytes[token.start + offset] != word.utf8Start[offset] {
        return false
      }
      return true
    }
    if spells("#if") {
      self = .if
    } else if spells("#elseif") {
      self = .elseif
    } else if spells("#else") {
      self = .else
    } else if spells("#endif") {
      self = .endif
    } else {
      return nil
    }
  }
}
