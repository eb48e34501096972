#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds accesses to accessors and singleton declarations in one file's bytes.
///
/// A single pass over the lexer's tokens with a few pieces of state: the dotted chain being read
/// (for receivers), the scopes (for roles and declaring types), the modifiers of the declaration
/// being read, and the `liveValue`/`live` property whose initializer is being read.
struct AccessScanner {
  /// How much of a file the scanner lexes token by token.
  enum Strategy: Sendable {
    /// Every token up to the last accessor in the file; brace blocks that hold no accessor (and
    /// nothing else that changes the scanner's state) are skimmed. A block whose skim stops at
    /// an accessor is read from the last nested block before it, and after a nested block's `}`
    /// the rest of the outer block is skimmed in one go. The default.
    case skimming
    /// Every token of every file that spells an accessor: the reference the skimming strategy
    /// is tested against.
    case exhaustive
  }

  /// How far ahead the next accessor must be (in bytes, from where a run or block starts) for
  /// a skim to be tried. Closer, the skim most likely stops at it, in code, and a failed skim
  /// costs more than the tokens it would have saved. Declining a skim never changes a result.
  struct SkimThresholds: Sendable {
    /// For the statements between two braces: about two lines.
    var run = 128
    /// For those in a function or closure body, where a skim that an accessor stops resumes
    /// close before it (`resumeRun`): under a line.
    var runInCode = 48
    /// For a block.
    var block = 96

    /// Every skim tried, however close the next accessor: what the tests use, so that they
    /// exercise the skims on small sources.
    static let eager = SkimThresholds(run: 0, runInCode: 0, block: 0)
  }

  /// Accessor names as UTF-8, e.g. `shared`.
  let accessors: [[UInt8]]
  /// The same names as strings, shared by every finding instead of built per finding.
  let names: [String]
  let strategy: Strategy
  let skimThresholds: SkimThresholds

  init(
    accessors: [String], strategy: Strategy = .skimming,
    skimThresholds: SkimThresholds = SkimThresholds()
  ) {
    self.accessors = accessors.map { Array($0.utf8) }
    names = accessors
    self.strategy = strategy
    self.skimThresholds = skimThresholds
  }

  func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> FileScan {
    scanWithStatistics(bytes).scan
  }

  /// How much of a file a scan lexed token by token, skimmed, or left alone.
  struct Statistics: Equatable {
    /// Blocks crossed by skimming.
    var skimmedBlocks = 0
    /// Runs of statements between braces crossed by skimming.
    var skimmedRuns = 0
    /// Bytes inside those blocks and runs.
    var skimmedBytes = 0
    /// Bytes after the last token the scan had to read.
    var unreadBytes = 0
    /// Bytes of blocks that a failed skim passed and the scan then resumed after, unread.
    var resumedBytes = 0
    /// Rests of blocks (from a `}` inside to the block's own `}`) crossed by skimming.
    var skimmedTails = 0
  }

  /// `scan(_:)`, with figures that show what the strategy saved.
  func scanWithStatistics(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> (scan: FileScan, statistics: Statistics) {
    // Every finding and declaration is an accessor's name, so where the accessors are spelled
    // bounds what must be lexed: a file without one needs no lexing at all.
    var spellings: [Int] = []
    spellings.reserveCapacity(64)
    for accessor in accessors {
      accessor.withUnsafeBufferPointer {
        ByteSearch.occurrences(of: $0, in: bytes, into: &spellings)
      }
    }
    guard let last = spellings.max() else {
      return (FileScan(), Statistics(unreadBytes: bytes.count))
    }
    var state = AccessScanState(bytes: bytes, accessors: accessors, names: names)
    // Each access is a spelling: room for all of them, so the list never grows (a copy each).
    state.result.accesses.reserveCapacity(spellings.count)
    if strategy == .skimming {
      state.skimThresholds = skimThresholds
      state.lastSpelling = last
      // What a skim must not cross in code: the accessors' spellings, in order.
      if accessors.count > 1 { spellings.sort() }
      state.barriers = spellings
    }
    state.run()
    // A directive may follow the last access on its line: lex to that line's end, and keep the
    // first comment that may be one up to there.
    let lineEnd = ByteSearch.lineEnd(in: bytes, from: last)
    while state.lexer.position <= lineEnd && state.lexer.next().kind != .endOfFile {}
    state.result.firstDirectiveComment = state.lexer.firstMarkedComment.flatMap {
      $0 < lineEnd ? $0 : nil
    }
    state.statistics.unreadBytes = bytes.count - min(state.lexer.position, bytes.count)
    return (state.result, state.statistics)
  }
}

/// The mutable state of one `AccessScanner.scan`.
struct AccessScanState {
  /// How the dotted chain being read started.
  enum ChainBase {
    /// A plain identifier: the chain is a receiver.
    case plain
    /// After `\`: a key path, never a finding.
    case keyPath
    /// After a dot that follows something else (`f().a`, `.a`): not a plain receiver.
    case other
  }

  /// The declaration being read: `static`, then `let`/`var`, then the name.
  enum DeclarationState {
    case none, sawStatic
    case sawBinding(isStatic: Bool)
  }

  var lexer: SwiftLexer
  let bytes: UnsafeBufferPointer<UInt8>
  let accessors: [[UInt8]]
  let names: [String]
  let keywords = Keyword.spellingsByLength
  /// Each accessor's length and first byte, checked before comparing bytes.
  let accessorShapes: [(length: Int, first: UInt8)]
  var result = FileScan()
  var previous = Token(kind: .endOfFile, start: 0, end: 0, isLeftBound: false)
  var beforePrevious = Token(kind: .endOfFile, start: 0, end: 0, isLeftBound: false)
  /// The first identifier of the dotted chain being read; most chains have only this one.
  var chainHead = 0..<0
  /// The chain's later identifiers (`B`, `C` in `A.B.C`): the first `chainTailCount`.
  var chainTail: [Range<Int>] = []
  /// How many of `chainTail` belong to the chain: the array keeps its slots from chain to chain.
  var chainTailCount = 0
  var chainBase = ChainBase.plain
  /// The chain is a single keyword like `return` or `case`: a dot after it is an implicit member.
  var chainIsOperandKeyword = false
  var scopes = ScopeTracker()
  var declaration = DeclarationState.none
  /// Open `(`, `[` and `\(` since the innermost `{` (never below zero).
  var parenDepth = 0
  /// The scope depth and paren depth of a `liveValue`/`live` property being read, if any.
  var liveProperty: (depth: Int, parenDepth: Int)?
  /// Where the last accessor is spelled: no token after it can be reported. Int.max lexes all.
  var lastSpelling = Int.max
  /// Offsets a skimmed block must not contain in code, sorted; empty when nothing is skimmed.
  var barriers: [Int] = []
  /// The first of `barriers` at or after the lexer's position.
  var nextBarrier = 0
  /// How close the next accessor may be for a skim to be tried.
  var skimThresholds = AccessScanner.SkimThresholds()
  /// A block tried early, at the end of the run before it: where it starts (just after its
  /// `{`), where its `}` is when it is quiet, and where to resume in it when it is not.
  var earlyBlock: (start: Int, end: Int?, resume: SwiftLexer.BlockResumption?)?
  var statistics = AccessScanner.Statistics()

  init(bytes: UnsafeBufferPointer<UInt8>, accessors: [[UInt8]], names: [String]) {
    self.bytes = bytes
    self.accessors = accessors
    self.names = names
    accessorShapes = accessors.map { ($0.count, $0.first ?? 0) }
    lexer = SwiftLexer(bytes: bytes)
    lexer.commentMarker = SuppressionDirective.markerText
  }

  // `identifier`, `punctuation`, `extendChain` and `advanceDeclaration` are inlined into this
  // loop (`@inline(__always)`): as calls, once a token, they cost more than most tokens' work.
  mutating func run() {
    while true {
      let token = lexer.next()
      if token.start > lastSpelling { return }
      switch token.kind {
      case .comment, .unknown:
        continue
      case .endOfFile:
        return
      case .identifier:
        identifier(token)
      default:
        punctuation(token)
      }
      beforePrevious = previous
      previous = token
      if (token.kind == .leftBrace || token.kind == .rightBrace) && !barriers.isEmpty {
        if token.kind == .leftBrace {
          skimBlockIfQuiet()
        } else if scopes.depth > 0 {
          skimTailIfQuiet()
        }
        skimRunIfQuiet()
      }
    }
  }

  /// After a brace, skims the statements up to the next brace or conditional directive when
  /// nothing in them can change what is reported: no accessor spelled in their code, no type or
  /// extension header (whose name and conformances the next `{` would need), and no `liveValue`
  /// or `live` property (whose initializer, which may go on past the next `{`, makes accesses
  /// bridges). After a brace no header is pending and the declaration state is reset, so with no
  /// `liveValue` initializer open, the skipped tokens change nothing the scanner keeps.
  private mutating func skimRunIfQuiet() {
    guard liveProperty == nil, scopes.header == nil, lexer.resumingString == nil,
      !lexer.nextIsBrace()
    else { return }
    while nextBarrier < barriers.count && barriers[nextBarrier] < lexer.position {
      nextBarrier += 1
    }
    let start = lexer.position
    let threshold = scopes.isCodeBlock ? skimThresholds.runInCode : skimThresholds.run
    if nextBarrier < barriers.count && barriers[nextBarrier] - start < threshold {
      return
    }
    let saved = lexer.checkpoint()
    let savedParenDepth = parenDepth
    var resume: SwiftLexer.BlockResumption?
    guard
      lexer.skimRun(
        barriers: barriers, from: nextBarrier, parenDepth: &parenDepth, resume: &resume),
      !skimmedRunMatters(from: start)
    else {
      lexer.restore(saved)
      parenDepth = savedParenDepth
      if let resume { resumeRun(at: resume, from: start) }
      return
    }
    if lexer.position > start {
      statistics.skimmedRuns += 1
      statistics.skimmedBytes += lexer.position - start
    }
  }

  /// After a skim of the statements from `start` stopped at an accessor, in a function or
  /// closure body: goes on from `point`, the end of the last bracket or string literal before
  /// it, rather than reading those statements from their start.
  ///
  /// In such a body only a type header or a `static` declaration before `point` could leave
  /// something pending there that the scanner keeps (no `liveValue` property starts outside a
  /// type's body): without one, a full read would stand at `point` with nothing pending, that
  /// token before it, and the bracket depth the skim kept.
  private mutating func resumeRun(at point: SwiftLexer.BlockResumption, from start: Int) {
    let passed = UnsafeBufferPointer(rebasing: bytes[start..<max(start, point.position)])
    guard scopes.isCodeBlock, lexer.interpolations.isEmpty, point.position > start,
      let depth = point.parenDepth, !StateWords.occur(in: bytes, from: start, to: point.position),
      !ByteSearch.contains("static", in: passed)
    else { return }
    lexer.resume(at: point)
    statistics.resumedBytes += point.position - start
    parenDepth = depth
    declaration = .none
    beforePrevious = previous
    previous = point.previous
  }

  /// Whether the run just skimmed (from `start` to the lexer's position) spells one of the
  /// `StateWords`, where it matters.
  ///
  /// A header matters only to the accesses in its body: when the run ends at a `{` whose block
  /// is quiet, only a `liveValue` or `live` property could matter (its initializer may go on
  /// after the block), and a run skim gives up at one. So that block is tried now, and its
  /// outcome kept for `skimBlockIfQuiet`.
  private mutating func skimmedRunMatters(from start: Int) -> Bool {
    let end = lexer.position
    if bytes[end] == UInt8(ascii: "{") && lexer.interpolations.isEmpty {
      let atBrace = lexer.checkpoint()
      _ = lexer.next()  // the `{`, as the scanner will read it
      let blockStart = lexer.position
      var resume: SwiftLexer.BlockResumption?
      // The block is not open yet: a top-level one is most likely a type's body, skimmed as one
      // so that a failed skim can resume in it; deeper ones are most likely function and
      // closure bodies.
      let quiet = skimQuietBlock(typeBody: scopes.depth == 0, resume: &resume)
      // A block that ends inside a string (malformed code) is left to `skimBlockIfQuiet`: a
      // jump to its `}` would lose the string.
      let clean = lexer.interpolations.isEmpty && lexer.resumingString == nil
      earlyBlock = quiet && !clean ? nil : (blockStart, quiet ? lexer.position : nil, resume)
      lexer.restore(atBrace)
      if quiet && clean { return false }
    }
    return StateWords.occur(in: bytes, from: start, to: end)
  }

  /// After a `}` inside a block: skims the rest of the block, to its `}`, when nothing in it can
  /// change what is reported, as `skimBlockIfQuiet` skims a whole block; when an accessor stops
  /// the skim, resumes after the last nested block before it (see `resumeBlock`). One skim
  /// then covers the members or statements between two accesses, not one run and one block at
  /// a time.
  ///
  /// In a type's body the skim gives up at a `liveValue` or `live` property too, and keeps the
  /// bracket depth at the body's level (`SwiftLexer.skimTypeBody`), so that it resumes with the
  /// depth a full read would have there.
  private mutating func skimTailIfQuiet() {
    guard liveProperty == nil, scopes.header == nil, lexer.resumingString == nil,
      !lexer.nextIsBrace()
    else { return }
    let start = lexer.position
    while nextBarrier < barriers.count && barriers[nextBarrier] < start {
      nextBarrier += 1
    }
    if nextBarrier < barriers.count && barriers[nextBarrier] - start < skimThresholds.block {
      return
    }
    let saved = lexer.checkpoint()
    var resume: SwiftLexer.BlockResumption?
    let skimmed: Bool
    if scopes.isTypeBody {
      var depth = parenDepth
      skimmed = lexer.skimTypeBody(
        barriers: barriers, from: nextBarrier, parenDepth: &depth, resume: &resume)
    } else {
      skimmed = lexer.skimBlock(barriers: barriers, from: nextBarrier, resume: &resume)
    }
    guard skimmed else {
      lexer.restore(saved)
      resumeBlock(at: resume)
      return
    }
    // At the block's `}`, which restores the bracket depth from outside the block.
    statistics.skimmedTails += 1
    statistics.skimmedBytes += lexer.position - start
  }

  /// Skims the block just opened when nothing in it can change what is reported: no accessor
  /// spelled in its code, and no conditional directive that pairs with one outside it. Then
  /// nothing the scanner keeps changes across it but the bracket depth and the scope, and its
  /// `}` (the next token) restores the one and closes the other as usual. (A `liveValue`
  /// property declared inside would only matter to accesses inside, and its initializer ends
  /// with the block at the latest.)
  private mutating func skimBlockIfQuiet() {
    let start = lexer.position
    if let early = earlyBlock, early.start == start {
      // Tried already, at the end of the run before it.
      earlyBlock = nil
      guard let end = early.end else {
        resumeBlock(at: early.resume)
        return
      }
      lexer.position = end
    } else {
      earlyBlock = nil
      var resume: SwiftLexer.BlockResumption?
      guard skimQuietBlock(typeBody: !scopes.isCodeBlock, resume: &resume) else {
        resumeBlock(at: resume)
        return
      }
    }
    statistics.skimmedBlocks += 1
    statistics.skimmedBytes += lexer.position - start
  }

  /// After a skim in the current block stopped at an accessor: goes on from `point`, the last
  /// nested block's end before it, rather than reading the block again from where the skim
  /// started.
  ///
  /// Nothing the skim passed before `point` changes what the scanner keeps there. It held no
  /// accessor in code, so no access or declaration; its nested blocks are all closed, with
  /// their headers; no conditional directive. The tokens' one other effect is on the bracket
  /// depth, which matters only to a `liveValue` or `live` property declared at this level,
  /// which only a type's body has: so a function or closure body resumes at any such point,
  /// and a type's body only at one that `SwiftLexer.skimTypeBody` found, with the depth there
  /// and no such property before it. The scanner then stands where a full read would have left
  /// it after that `}`, with that `}` before it.
  private mutating func resumeBlock(at point: SwiftLexer.BlockResumption?) {
    guard let point, point.position > lexer.position else { return }
    if let depth = point.parenDepth, scopes.isTypeBody {
      parenDepth = depth
    } else if !scopes.isCodeBlock {
      return
    }
    let start = lexer.position
    lexer.resume(at: point)
    statistics.resumedBytes += lexer.position - start
    beforePrevious = previous
    previous = point.previous
  }

  /// Moves the lexer from just after a `{` to its `}` when the block is quiet; returns false,
  /// leaving the lexer where it was, when it is not (or when it is not worth a try), with
  /// `resume` set as `SwiftLexer.skimBlock` sets it. A `typeBody` is skimmed as a type's body
  /// (`SwiftLexer.skimTypeBody`), whose resumption a type's body needs.
  private mutating func skimQuietBlock(
    typeBody: Bool, resume: inout SwiftLexer.BlockResumption?
  ) -> Bool {
    let start = lexer.position
    while nextBarrier < barriers.count && barriers[nextBarrier] < start {
      nextBarrier += 1
    }
    if nextBarrier < barriers.count && barriers[nextBarrier] - start < skimThresholds.block {
      return false
    }
    let saved = lexer.checkpoint()
    var bodyParenDepth = 0  // a block's own brackets start at zero
    let skimmed =
      typeBody
      ? lexer.skimTypeBody(
        barriers: barriers, from: nextBarrier, parenDepth: &bodyParenDepth, resume: &resume)
      : lexer.skimBlock(barriers: barriers, from: nextBarrier, resume: &resume)
    guard skimmed else {
      lexer.restore(saved)
      return false
    }
    return true
  }

  @inline(__always)
  private mutating func punctuation(_ token: Token) {
    if token.kind != .dot { scopes.headerOther() }
    switch token.kind {
    case .dot:
      scopes.headerDot(follows: previous.kind)
    case .leftBrace:
      scopes.open(outerParenDepth: parenDepth)
      parenDepth = 0
    case .rightBrace:
      parenDepth = scopes.close() ?? parenDepth
      if let live = liveProperty, scopes.depth < live.depth { liveProperty = nil }
    case .leftParen, .leftBracket, .interpolationOpen:
      parenDepth += 1
    case .rightParen, .rightBracket, .interpolationClose:
      parenDepth = max(0, parenDepth - 1)
    case .semicolon:
      scopes.cancelHeader()
      endLiveProperty()
    case .poundWord:
      endLiveProperty()
      scopes.conditional(UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
    default:
      break
    }
    switch (declaration, token.kind) {
    case (.sawStatic, .leftParen), (.sawStatic, .rightParen), (.sawStatic, .at): break
    default: declaration = .none
    }
  }

  @inline(__always)
  private mutating func identifier(_ token: Token) {
    let afterDot = previous.kind == .dot
    // After a dot a keyword is a member name (`.init`, `.default`), not a keyword.
    let keyword = afterDot ? nil : keywords.keyword(bytes, token.start, token.end)
    if let keyword, keyword.startsDeclaration { endLiveProperty() }
    // An index, not the name: an optional string here cost a release call for every name.
    let accessor = accessorIndex(token)
    if accessor >= 0 && afterDot { recordAccess(token, accessor: names[accessor]) }
    extendChain(token, keyword: keyword)

    if scopes.header != nil {
      let name = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
      if !scopes.headerIdentifier(name, keyword: keyword) {
        // `class var shared`: the `class` before this word was a modifier.
        declaration = .sawStatic
      }
    }
    switch keyword {
    case .struct, .class, .enum, .actor, .extension, .protocol: scopes.beginHeader(keyword!)
    default: break
    }
    advanceDeclaration(token, keyword: keyword, accessor: accessor)
  }

  @inline(__always)
  private mutating func advanceDeclaration(_ token: Token, keyword: Keyword?, accessor: Int) {
    switch declaration {
    case .sawBinding(let isStatic):
      declaration = .none
      if isStatic, accessor >= 0, !scopes.isProtocolBody, let type = scopes.typeName {
        result.declarations.append(
          FileScan.Declaration(offset: token.start, accessor: names[accessor], type: type))
      }
      // One declared inside another's initializer (in a nested type) leaves the outer one open:
      // all of the outer initializer makes bridges, to its end.
      if (keyword == .liveValue || keyword == .live) && scopes.isTypeBody && liveProperty == nil {
        liveProperty = (scopes.depth, parenDepth)
      }
      return
    case .sawStatic:
      if keyword == .let || keyword == .var {
        declaration = .sawBinding(isStatic: true)
        return
      } else if keyword?.isModifier == true || previous.kind == .at
        || previous.kind == .leftParen
      {
        return
      } else {
        declaration = .none
      }
    case .none:
      break
    }
    switch keyword {
    case .static: declaration = .sawStatic
    case .let, .var: declaration = .sawBinding(isStatic: false)
    default: break
    }
  }

  private mutating func endLiveProperty() {
    guard let live = liveProperty, scopes.depth <= live.depth, parenDepth <= live.parenDepth
    else { return }
    liveProperty = nil
  }

  /// The index in `accessors` of the accessor `token` spells, or -1.
  @inline(__always)
  private func accessorIndex(_ token: Token) -> Int {
    let length = token.end - token.start
    // Cheap rejection first: most identifiers differ in length or first byte from every accessor.
    guard accessorShapes.contains(where: { $0.length == length && $0.first == bytes[token.start] })
    else { return -1 }
    for (index, accessor) in accessors.enumerated() where accessor.count == length {
      let equal = accessor.withUnsafeBufferPointer {
        memcmp($0.baseAddress!, bytes.baseAddress! + token.start, length) == 0
      }
      if equal { return index }
    }
    return -1
  }
}
