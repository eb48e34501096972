/// Skimming: crossing a brace block without producing its tokens.
///
/// Most of a file is function bodies with nothing in them for the audit. A skim finds a block's
/// matching `}` while looking only at the bytes that can change the lexer's state or the brace
/// count (`ByteTable`'s skim stops: quotes, `#`, backticks, `/` and braces); everything between
/// them is passed over sixteen bytes at a time. The constructs at the stops, and everything
/// inside a string, are lexed by the same code as `next()`, so a skim and a full lex agree on
/// every byte.
extension SwiftLexer {
  /// Where a failed skim stopped, and the nested blocks it crossed on the way.
  struct SkimmedStretch {
    /// Where the skim gave up: at a barrier, a conditional directive or the end of the input.
    var stop = 0
    /// Each block opened and closed before `stop` outside any string (so the lexer's state is the
    /// same at both braces): its `{` and `}`, sorted by the `{` once the skim has failed.
    var blocks: [(open: Int, close: Int)] = []

    /// The matching `}` of the block whose `{` is at `open`, if the skim saw it close; `next` is
    /// where to start looking in `blocks` (the caller asks in increasing order of `open`).
    func closingBrace(of open: Int, from next: inout Int) -> Int? {
      while next < blocks.count && blocks[next].open < open { next += 1 }
      return next < blocks.count && blocks[next].open == open ? blocks[next].close : nil
    }
  }

  /// The block skim. From just after a `{` (the last token `next()` returned), returns true
  /// with the lexer at the matching `}` (which `next()` returns next) when no byte in between is
  /// code at an offset in `barriers` (sorted; `barriers[firstBarrier...]` are those at or after
  /// the `{`) and no conditional directive (`#if`, `#elseif`, `#else`, `#endif`) stands in
  /// between. Otherwise returns false, leaving the lexer anywhere (the caller restores a copy),
  /// with `stretch` saying how far it got.
  ///
  /// The caller chooses the barriers: those are what it must see in code.
  mutating func skimBlock(
    barriers: [Int], from firstBarrier: Int, stretch: inout SkimmedStretch
  ) -> Bool {
    let bytes = self.bytes
    let count = bytes.count
    let lanes = ByteTable.skimStopLanes
    let table = ByteTable.entries
    // The `{` of each block open in the skim, the outermost first, with whether it stands
    // outside any string.
    var openBraces = [(offset: position - 1, inCode: interpolations.isEmpty)]
    var barrierIndex = firstBarrier
    var barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
    // Where the last token the skim produced ended: only plain code lies between there and the
    // next stop, which a `/` lexes again to learn the token before it.
    var settled = position
    func giveUp(at offset: Int) -> Bool {
      stretch.stop = offset
      stretch.blocks.sort { $0.open < $1.open }
      return false
    }

    while true {
      let token: Token
      if case .code = state, interpolations.isEmpty {
        let index = ByteTable.nextSkimStop(
          from: position, in: bytes, lanes: lanes, table: table)
        if index == count { return giveUp(at: count) }
        if barrier < index { return giveUp(at: barrier) }
        let byte = bytes[index]
        position = index
        switch byte {
        case UInt8(ascii: "/"):
          let next = index + 1 < count ? bytes[index + 1] : 0
          if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
            token = scanPunctuation(byte, start: index, isLeftBound: false)
          } else {
            token = relexSlash(at: index, from: settled)
          }
        default:
          token = scanPunctuation(byte, start: index, isLeftBound: false)
        }
      } else {
        // In a string or its interpolations: token by token.
        token = next()
      }
      switch token.kind {
      case .leftBrace:
        openBraces.append((token.start, interpolations.isEmpty))
      case .rightBrace:
        let open = openBraces.removeLast()
        if openBraces.isEmpty {
          position = token.start
          return true
        }
        if open.inCode && interpolations.isEmpty {
          stretch.blocks.append((open.offset, token.start))
        }
      case .poundWord where ConditionalDirective(bytes, token) != nil:
        return giveUp(at: token.start)
      case .endOfFile:
        return giveUp(at: count)
      case .comment, .literal, .interpolationOpen:
        // Not code: barriers inside are text.
        while barrier < position {
          barrierIndex += 1
          barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
        }
      default:
        break
      }
      if barrier < position { return giveUp(at: barrier) }
      if token.kind != .comment {
        // (`next()` keeps it itself, and leaves it in a string after an interpolation.)
        if case .code = state { state = .code(previous: token) }
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
