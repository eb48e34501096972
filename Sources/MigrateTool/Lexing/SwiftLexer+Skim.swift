/// Skimming: crossing a brace block without producing its tokens.
///
/// Most of a file is function bodies with nothing in them for the audit. Skimming finds such a
/// block's matching `}` while looking only at the bytes that can change the lexer's state or the
/// brace count: quotes, `#`, backticks, `/` and braces (and brackets, where their depth is
/// kept). Everything between them (names, numbers, whitespace, operators, `.`, `,`, `:`) is
/// passed over sixteen bytes at a time with no token built. The constructs themselves are
/// scanned by the same code as `next()`, so a skim and a full lex agree on every byte of code,
/// comment and string; only common strings (single-line, with plain interpolations or none) are
/// crossed by a quicker loop of their own, `quickStringEnd`, which declines everything else.
extension SwiftLexer {
  /// Advances from just after a `{` (the last token `next()` returned) to its matching `}`, which
  /// `next()` returns next. Returns false, leaving the lexer anywhere (the caller restores a copy),
  /// when the block cannot be skimmed:
  /// - code in the block reaches an offset in `barriers` (sorted; `barriers[from...]` are the
  ///   ones at or after the `{`), such as a name the audit must see;
  /// - the block has a `#if`/`#elseif`/`#else`/`#endif` that pairs with one outside it;
  /// - the file ends first.
  ///
  /// Brackets in the block are not counted: the scanner counts them per brace level, so the
  /// block's own never matter outside it.
  ///
  /// When it fails at a barrier, `resume` is the last place before it, in the block itself,
  /// just after the block's `{` or after the `}` of a directly nested block (outside any
  /// interpolation), where the lexer's state is known without the tokens before it: see
  /// `BlockResumption`. It is nil when the block holds a conditional directive before the
  /// barrier, or when the skim failed for another reason.
  mutating func skimBlock(
    barriers: [Int], from firstBarrier: Int, resume: inout BlockResumption?
  ) -> Bool {
    var unusedDepth = 0
    return skim(
      toEndOfRun: false, typeBody: false, barriers: barriers, from: firstBarrier,
      parenDepth: &unusedDepth, resume: &resume)
  }

  /// `skimBlock` for a type's body, from just after its `{` or from a point in it where the
  /// lexer stands at the body's own level (after a member's `}`), to the body's `}`.
  ///
  /// At the body's own level, where a `liveValue` or `live` property may be declared, the skim
  /// keeps `parenDepth` as `skimRun` does and gives up at such a property's name, as at a
  /// barrier (its initializer, which may go on past a `}`, makes accesses bridges). So a
  /// resumption carries the bracket depth there, and no property's initializer is open at it.
  mutating func skimTypeBody(
    barriers: [Int], from firstBarrier: Int, parenDepth: inout Int,
    resume: inout BlockResumption?
  ) -> Bool {
    skim(
      toEndOfRun: false, typeBody: true, barriers: barriers, from: firstBarrier,
      parenDepth: &parenDepth, resume: &resume)
  }

  /// A place where a scan may go on after a failed skim: the lexer there, as a full lex would
  /// have left it (nothing pending, no interpolation open, and `previous`).
  struct BlockResumption {
    /// Just after the block's `{` or a nested block's `}`, or, in a run, after a bracket or a
    /// string literal.
    var position: Int
    /// That token.
    var previous: Token
    /// The bracket depth there, for a type's body (`skimTypeBody`); nil for other blocks,
    /// whose skims do not keep it.
    var parenDepth: Int?
  }

  /// Goes on from `point`, a resumption of a block skim that started where this lexer is.
  mutating func resume(at point: BlockResumption) {
    position = point.position
    previous = point.previous
  }

  /// Advances over plain code up to (not over) the next `{`, `}` or conditional directive, which
  /// `next()` returns next: the statements between two braces, such as a function's signature
  /// and its doc comment. Returns false like `skimBlock`, when code reaches a barrier or spells
  /// `liveValue` or `live`, or the file ends first.
  ///
  /// `parenDepth` is kept as a full lex would keep it: `(`, `[` and `\(` open; `)`, `]` and an
  /// interpolation's `)` close, never below zero.
  ///
  /// When it fails at a barrier (or at a `liveValue` or `live` property), `resume` is the end of
  /// the last bracket or string literal before it, outside any interpolation, with that token
  /// and the bracket depth there: where a scanner may go on with the lexer as a full lex would
  /// have left it, if the tokens before change nothing else it keeps.
  mutating func skimRun(
    barriers: [Int], from firstBarrier: Int, parenDepth: inout Int,
    resume: inout BlockResumption?
  ) -> Bool {
    skim(
      toEndOfRun: true, typeBody: false, barriers: barriers, from: firstBarrier,
      parenDepth: &parenDepth, resume: &resume)
  }

  /// Skims a run (`toEndOfRun`, brackets counted in `parenDepth`), a type's body (brackets
  /// counted at its own level, `typeBody`) or another block (brackets passed over, but for
  /// those inside an interpolation, whose `)` resumes the string).
  // Inlined into `skimBlock`, `skimTypeBody` and `skimRun`: a copy of the loop for each, with
  // `toEndOfRun` and `typeBody` constants, so a stop costs no tests of them.
  @inline(__always)
  private mutating func skim(
    toEndOfRun: Bool, typeBody: Bool, barriers: [Int], from firstBarrier: Int,
    parenDepth: inout Int, resume: inout BlockResumption?
  ) -> Bool {
    // A local copy: read through `self`, the buffer's address and size were loaded again at
    // every stop, since the lexer's own state changes between stops.
    let bytes = self.bytes
    let count = bytes.count
    var braceDepth = 1
    // The brace depth at each open `#if` in the block, restored at its `#elseif`/`#else`.
    var conditionalDepths: [Int] = []
    var barrierIndex = firstBarrier
    var barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
    // Where the last token the skim produced ended: everything from there to the next stop is
    // plain code, which a `/` re-lexes to learn the token before it.
    var settled = position
    // For a block: the last place a scan may resume at, should the skim stop at a barrier; -1
    // once that is not possible (see `skimBlock`). It moves only at a `}` outside any
    // interpolation, so it stays at the `{` of a block that opened inside one.
    let start = position
    let opening = previous
    var boundary = toEndOfRun ? -1 : start
    var boundaryParenDepth = parenDepth
    // For a run: the end of the last bracket or string literal, where a scan may resume.
    var runResumption: BlockResumption?
    // Where a scan may go on when the skim stops at a barrier or a `live` property.
    func stoppedShort() -> BlockResumption? {
      toEndOfRun
        ? runResumption
        : resumption(
          at: boundary, blockStart: start, opening: opening, typeBody: typeBody,
          parenDepth: boundaryParenDepth)
    }

    while true {
      let token: Token
      if let delimiter = resumingString {
        resumingString = nil
        token = scanStringBody(delimiter, start: position)
      } else {
        // Each search with a constant set of stops: a loop of its own, with no test of the set.
        // Brackets count toward `parenDepth` in a run, and at a type body's own level.
        let counts = toEndOfRun || (typeBody && braceDepth == 1)
        let index =
          toEndOfRun || (typeBody && braceDepth == 1 && interpolations.isEmpty)
          ? SkimStops.run.next(from: position, in: bytes)
          : interpolations.isEmpty
            ? SkimStops.outsideBrackets.next(from: position, in: bytes)
            : SkimStops.all.next(from: position, in: bytes)
        if index == count { return false }
        if barrier < index {
          resume = stoppedShort()
          return false
        }
        let byte = bytes[index]
        // Braces and brackets, the most common stops, without building a token: only the
        // interpolation stack and the depths change, and `previous` (which only decides whether a
        // `/` opens a regex literal) becomes the brace or bracket.
        var kind: TokenKind?
        if toEndOfRun && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")) {
          position = index
          return true
        }
        switch byte {
        case UInt8(ascii: "{"):
          braceDepth += 1
          kind = .leftBrace
        case UInt8(ascii: "}"):
          braceDepth -= 1
          if braceDepth == 0 {
            position = index
            return conditionalDepths.isEmpty
          }
          if braceDepth == 1 && interpolations.isEmpty && boundary >= 0 {
            boundary = index &+ 1
            boundaryParenDepth = parenDepth
          }
          kind = .rightBrace
        case UInt8(ascii: "["):
          if counts { parenDepth += 1 }
          kind = .leftBracket
        case UInt8(ascii: "]"):
          if counts { parenDepth = max(0, parenDepth - 1) }
          kind = .rightBracket
        case UInt8(ascii: "("):
          if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
          if counts { parenDepth += 1 }
          kind = .leftParen
        case UInt8(ascii: ")") where interpolations.last.map({ $0.parenDepth > 0 }) ?? true:
          if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth -= 1 }
          if counts { parenDepth = max(0, parenDepth - 1) }
          kind = .rightParen
        default:
          kind = nil
        }
        if let kind {
          position = index + 1
          previous = Token(kind: kind, start: index, end: position, isLeftBound: false)
          settled = position
          if toEndOfRun && interpolations.isEmpty {
            runResumption = BlockResumption(
              position: position, previous: previous, parenDepth: parenDepth)
          }
          continue
        }
        if byte == UInt8(ascii: "l") {
          // In a run or at a type body's own level, where `live` may start: a `liveValue` or
          // `live` property there ends the skim, as a barrier does (its initializer makes
          // accesses bridges). Anything else is the inside of a name, with no other stop before
          // its end.
          if StateWords.isLiveWord(bytes, at: index) {
            resume = stoppedShort()
            return false
          }
          position = index + 1
          continue
        }
        position = index
        switch byte {
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
          if byte == UInt8(ascii: "\""),
            let string = quickStringEnd(from: index, barriers: barriers, barrierIndex: barrierIndex)
          {
            position = string.end
            barrierIndex = string.barrierIndex
            barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
            previous = Token(kind: .literal, start: index, end: position, isLeftBound: false)
            settled = position
            // In a run or at a type body's own level, code interpolated in the string could
            // declare a `live` property (malformed, but read as a full read reads it), which
            // this quick crossing does not search for: the skim gives up at such a string, as at
            // the property's name elsewhere.
            if toEndOfRun || (typeBody && braceDepth == 1),
              StateWords.occur(in: bytes, from: index, to: position)
            {
              resume = stoppedShort()
              return false
            }
            if toEndOfRun && interpolations.isEmpty {
              runResumption = BlockResumption(
                position: position, previous: previous, parenDepth: parenDepth)
            }
            continue
          }
          token = scanPoundOrString(start: index, false)
          if token.kind == .poundWord {
            let directive = ConditionalDirective(bytes, token)
            if directive != nil {
              boundary = -1  // the scanner's conditional state would miss it
            }
            if toEndOfRun && directive != nil {
              position = index
              return true
            }
            switch directive {
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
          // `)` closing an interpolation: the string resumes.
          token = scanPunctuation(byte, start: index, isLeftBound: false)
        }
      }

      if toEndOfRun || (typeBody && braceDepth == 1) {
        switch token.kind {
        case .interpolationOpen:
          // The same for a string read token by token, whose interpolated code this skim does
          // not search for `live`: no resumption after it.
          if typeBody { boundary = -1 }
          parenDepth += 1
        case .interpolationClose:
          parenDepth = max(0, parenDepth - 1)
        default:
          break
        }
      }
      switch token.kind {
      case .comment, .literal, .interpolationOpen:
        // Not code: barriers inside are text.
        while barrier < position {
          barrierIndex += 1
          barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
        }
      default:
        if barrier < position {
          resume = stoppedShort()
          return false
        }
      }
      if token.kind != .comment {
        previous = token
        settled = position
        if toEndOfRun && token.kind == .literal && interpolations.isEmpty
          && resumingString == nil
        {
          runResumption = BlockResumption(
            position: position, previous: token, parenDepth: parenDepth)
        }
      }
    }
  }

  /// The resumption at `boundary` (just after the block's `{`, at `blockStart`, or after a nested
  /// block's `}`), or nil for -1.
  private func resumption(
    at boundary: Int, blockStart: Int, opening: Token, typeBody: Bool, parenDepth: Int
  ) -> BlockResumption? {
    guard boundary >= 0 else { return nil }
    let depth = typeBody ? parenDepth : nil
    if boundary == blockStart {
      return BlockResumption(position: boundary, previous: opening, parenDepth: depth)
    }
    let brace = boundary - 1
    let space = bytes[brace - 1]
    let isLeftBound = space != 0x20 && space != 0x0A && space != 0x09 && space != 0x0D
    return BlockResumption(
      position: boundary,
      previous: Token(kind: .rightBrace, start: brace, end: boundary, isLeftBound: isLeftBound),
      parenDepth: depth)
  }

  /// Whether only whitespace stands between the position and a `{` or `}`: an empty run, not
  /// worth a skim (which would copy the lexer to try).
  func nextIsBrace() -> Bool {
    var index = position
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x09, 0x0D: index += 1
      case UInt8(ascii: "{"), UInt8(ascii: "}"): return true
      default: return false
      }
    }
    return false
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
