#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The mutable state of one `AccessScanner.scan`.
struct AccessScanState {
  /// How the dotted chain being read started.
  enum ChainBase {
    /// A plain identifier: the chain is a receiver.
    case plain
    /// After a dot that follows something else (`f().a`, `.a`): not a plain receiver.
    case other
  }

  /// The declaration being read: `static`, then `let`/`var`, then the name.
  enum DeclarationState {
    case none, sawStatic
    case sawBinding(isStatic: Bool, isPattern: Bool)
  }

  /// A type written after a `:` (`let t: Theme? = .shared`, `_ t: Theme = .shared`), which an
  /// implicit member right after the `=` is a member of.
  enum TypeAnnotation {
    case none
    /// The type's dotted name is being read: its bytes so far, from the first name's start.
    case type(Range<Int>)
    /// Its `=` was read (or the `.` after it): a name after the dot is a member of the type.
    case assigned(Range<Int>)
  }

  var lexer: SwiftLexer
  let bytes: UnsafeBufferPointer<UInt8>
  let accessors: [ByteSearch.Needle]
  let names: [String]
  let keywords = Keyword.spellingTable
  /// Each accessor's length and first byte, checked before comparing bytes.
  let accessorShapes: [(length: Int, first: UInt8)]
  var result = FileScan()
  var previous = Token(kind: .endOfFile, start: 0, end: 0, isLeftBound: false)
  /// The token before the last `.`: what a name right after that dot is a member of.
  var beforeDot = Token(kind: .endOfFile, start: 0, end: 0, isLeftBound: false)
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
  /// Key paths, types, statement ends and directive conditions around the chain.
  var context = AccessContext()
  var declaration = DeclarationState.none
  var annotation = TypeAnnotation.none
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
  /// What the last failed skim learnt: the blocks it saw close, and where it stopped. A block
  /// that opens before that stop and did not close is not quiet either, so it is not skimmed
  /// again (which keeps deeply nested blocks linear).
  var skimmed = SwiftLexer.SkimmedStretch()
  /// How far ahead (in bytes) the next accessor must be for a block skim to be tried.
  var skimReach = 96
  /// Where to look next in `skimmed.blocks`.
  var nextSkimmedBlock = 0
  /// The parameter clause being read, for `AccessSite.defaultArgument`: its scope depth (-1
  /// when none) and the bracket depth outside its `(`. Kept apart from
  /// `context.parameterDepth`, which a closure's brackets inside the clause reset: this one
  /// changes only in its own scope, so a skimmed block never changes it.
  var parameterClause = (scope: -1, outerParenDepth: 0)

  /// The service locators whose members are accesses too (`AccessScanner.locators`).
  let locators: [Locator]
  /// Where in `result.accesses` the locators' accesses are, for `LocatorForms.refine`.
  var locatorAccesses: [Int] = []

  init(bytes: UnsafeBufferPointer<UInt8>, scanner: AccessScanner) {
    self.bytes = bytes
    locators = scanner.locators
    accessors = scanner.needles
    names = scanner.names
    accessorShapes = scanner.accessorShapes
    lexer = SwiftLexer(bytes: bytes)
    // Room for the chains most files hold, so that the list is allocated once per file, not
    // grown a part at a time.
    chainTail.reserveCapacity(4)
  }

  // `identifier`, `punctuation`, `opensType`, `extendChain` and `advanceDeclaration` are inlined
  // into this loop: as calls, once a token, they cost more than most tokens' work. All but
  // `extendChain` are `@_transparent`, which this loop's size left `@inline(__always)` unable
  // to guarantee.
  mutating func run() {
    while true {
      var token = lexer.next()
      if token.start > lastSpelling { return }
      switch token.kind {
      case .comment, .unknown:
        continue
      case .endOfFile:
        return
      default:
        break
      }
      // The condition of a `#if` is not part of the expression around it.
      if token.start < context.conditionEnd { continue }
      if context.expectsType || token.kind == .operator || token.kind == .leftBracket {
        readTypeAhead(token)
      }
      if let keyPath = context.keyPaths.last, keyPath == level, token.start >= context.typeEnd,
        !AccessContext.continuesKeyPath(token, after: previous, bytes: bytes)
      {
        context.keyPaths.removeLast()
      }
      // A tuple's element number after a dot (`t.1`) is a member name.
      if isTupleIndex(token) { token.kind = .identifier }
      if token.kind == .identifier {
        context.expectsType = identifier(token)
      } else {
        let expectsType = opensType(token)
        punctuation(token)
        context.expectsType = expectsType
      }
      trackAnnotation(token)
      previous = token
      if token.kind == .leftBrace && !barriers.isEmpty { skimBlockIfQuiet() }
    }
  }

  /// Reads the type that starts at `token`, if one does, to its end (`context.typeEnd`): where
  /// a type is expected, generic arguments or parameters after a name, or an inline array type
  /// in an expression (`[3 of A.x]()`).
  @inline(__always)
  private mutating func readTypeAhead(_ token: Token) {
    guard token.start >= context.typeEnd else { return }
    var end: Int?
    if context.expectsType {
      end = TypeGrammar.typeEnd(bytes, at: token)
    } else if token.kind == .operator && bytes[token.start] == UInt8(ascii: "<")
      && previous.kind == .identifier
    {
      end =
        context.signature == level
        ? TypeGrammar.genericParametersEnd(bytes, at: token)
        : TypeGrammar.genericArgumentsEnd(bytes, at: token)
    } else if token.kind == .leftBracket {
      end = TypeGrammar.inlineArrayTypeEnd(bytes, at: token)
    }
    if let end { context.typeEnd = end }
  }

  /// Follows a written type to the `=` and `.` of an implicit member (`: A.B? = .`); any other
  /// token ends it.
  @inline(__always)
  private mutating func trackAnnotation(_ token: Token) {
    switch (token.kind, annotation) {
    case (.identifier, _) where previous.kind == .colon:
      annotation = .type(token.start..<token.end)
    case (.identifier, .type(let name)) where previous.kind == .dot:
      annotation = .type(name.lowerBound..<token.end)
    case (.dot, .type) where previous.kind == .identifier:
      break
    case (.operator, .type(let name)):
      if token.isLeftBound && AccessContext.isPostfixOptional(token, bytes) { break }
      let isAssignment = token.end - token.start == 1 && bytes[token.start] == UInt8(ascii: "=")
      annotation = isAssignment ? .assigned(name) : .none
    case (.dot, .assigned):
      break
    case (_, .none):
      break
    default:
      annotation = .none
    }
  }

  /// Where the scanner stands in the scopes and brackets.
  var level: AccessContext.Level {
    AccessContext.Level(scope: scopes.depth, bracket: parenDepth)
  }

  /// Whether a type follows `token` (not a name): `->`, a `?`/`!` right after `as`, the `:`
  /// after a binding's or parameter's name, in a type's header or a where clause, a where
  /// clause's `,` and `==`, a typealias's `=`.
  @_transparent
  private func opensType(_ token: Token) -> Bool {
    switch token.kind {
    case .operator:
      if AccessContext.isArrow(token, bytes)
        || (context.expectsType && token.isLeftBound
          && AccessContext.isPostfixOptional(token, bytes))
      {
        return true
      }
      let length = token.end - token.start
      if length == 1 && bytes[token.start] == UInt8(ascii: "=") && context.typeAlias == level {
        return true
      }
      return length == 2 && context.whereClause == level
        && bytes[token.start] == UInt8(ascii: "=") && bytes[token.start + 1] == UInt8(ascii: "=")
    case .colon:
      // A binding's or a parameter's type, or in a type's or extension's header, what it
      // inherits; a constraint in a where clause or on an associated type.
      return previous.kind == .identifier && previous.start == context.bindingName
        || parenDepth == context.parameterDepth || scopes.header?.awaitsName == false
        || context.whereClause == level || context.typeAlias == level
    case .comma:
      return scopes.header?.awaitsName == false || context.whereClause == level
    case .at:
      // An attribute's name is a type (`@A.shared var z`); its arguments are code.
      return true
    default:
      return false
    }
  }

  /// Whether `token` is a tuple's element number after a dot (`t.1`).
  @inline(__always)
  private func isTupleIndex(_ token: Token) -> Bool {
    token.kind == .literal && previous.kind == .dot && ByteTable.isDigit(bytes[token.start])
  }

  @_transparent
  private mutating func punctuation(_ token: Token) {
    if token.kind != .dot { scopes.headerOther() }
    switch token.kind {
    case .dot:
      beforeDot = previous
      if followsTrailingClosure(token) {
        // The condition goes on: its body is still to come.
        context.pendingBody = level
      }
      scopes.headerDot(follows: previous.kind)
    case .leftBrace:
      // A closure in brackets (a default value's) is part of the signature around it.
      if parenDepth == 0 { context.endSignature() }
      let isStatementBody = context.pendingBody == level
      if isStatementBody { context.pendingBody = nil }
      // The compiler takes a `{` after a condition's expression for a trailing closure when
      // what follows its `}` says so, if the `{` is not the end of its line.
      let mayBeTrailingClosure =
        isStatementBody && context.conditionBody == level
        && (previous.kind == .identifier || previous.kind == .rightParen
          || previous.kind == .rightBracket || previous.kind == .literal)
        && !ByteSearch.endsLine(in: bytes, from: token.end)
      scopes.open(
        outerParenDepth: parenDepth, isStatementBody: isStatementBody,
        mayBeTrailingClosure: mayBeTrailingClosure, opensStaticMember: scopes.readsStaticMember)
      parenDepth = 0
    case .rightBrace:
      if let scope = scopes.close() {
        parenDepth = scope.outerParenDepth
        if scope.isStatementBody { context.statementEnd = token.start }
        if scope.mayBeTrailingClosure { context.trailingClosureEnd = token.start }
      }
      if parameterClause.scope > scopes.depth { parameterClause.scope = -1 }
      if let live = liveProperty, scopes.depth < live.depth { liveProperty = nil }
      if parenDepth == 0 { context.endSignature() }
    case .backslash:
      context.keyPaths.append(level)
    case .leftParen:
      // A closure's parameter clause (`{ (x: A) in`, `{ [weak self] (x: A) in`,
      // `{ @MainActor (x: A) in`) reads as a function's; a `(` in generic parameters
      // (`func f<T: P<(A)>>(`) opens none.
      if (context.pendingParameters == level && token.start >= context.typeEnd)
        || ((previous.kind == .leftBrace || previous.kind == .rightBracket
          || (previous.kind == .identifier && previous.start > 0
            && bytes[previous.start - 1] == UInt8(ascii: "@")))
          && TypeGrammar.opensClosureParameters(bytes, at: token))
      {
        context.pendingParameters = nil
        context.parameterDepth = parenDepth + 1
        parameterClause = (scopes.depth, parenDepth)
      }
      parenDepth += 1
    case .leftBracket, .interpolationOpen:
      parenDepth += 1
    case .rightParen, .rightBracket, .interpolationClose:
      parenDepth = max(0, parenDepth - 1)
      if parenDepth < context.parameterDepth { context.parameterDepth = -1 }
      if parenDepth <= parameterClause.outerParenDepth && scopes.depth == parameterClause.scope {
        parameterClause.scope = -1
      }
    case .operator
    where context.typeAlias == level && token.end - token.start == 1
      && bytes[token.start] == UInt8(ascii: "="):
      // Its type is read (`typealias A = B`): what follows is another declaration.
      context.typeAlias = nil
    case .semicolon:
      context.endSignature()
      scopes.cancelHeader()
      endLiveProperty()
    case .poundWord:
      endLiveProperty()
      if let directive = ConditionalDirective(bytes, token) {
        scopes.conditional(directive)
        switch directive {
        case .if, .elseif: context.conditionEnd = ByteSearch.lineEnd(in: bytes, from: token.end)
        case .else, .endif: break
        }
      }
    default:
      break
    }
    switch (declaration, token.kind) {
    case (.sawStatic, .leftParen), (.sawStatic, .rightParen), (.sawStatic, .at): break
    default: declaration = .none
    }
  }

  /// Reads a name; returns whether a type's name follows it (`as`, `is`, `import`, `extension`,
  /// and `some`/`any` where a type was expected).
  @_transparent
  private mutating func identifier(_ token: Token) -> Bool {
    let afterDot = previous.kind == .dot
    // After a dot a keyword is a member name (`.init`, `.default`), not a keyword.
    let keyword = afterDot ? nil : keywords.keyword(bytes, token.start, token.end)
    if let keyword, keyword.startsDeclaration || keyword == .associatedtype {
      endLiveProperty()
      context.declaration(keyword, at: level, inTypeBody: scopes.isTypeBody)
    }
    // Only a member name is an access (a declared name is looked up in `recordDeclaration`).
    // An index, not the name: an optional string here cost a release call for every name.
    if afterDot {
      let accessor = accessorIndex(token)
      if accessor >= 0 {
        if locators.isEmpty || !chainWithMemberIsLocator(token) {
          recordAccess(token, accessor: accessor)
        }
      } else if !locators.isEmpty {
        recordLocatorMember(token)
      }
    } else if previous.kind == .at && !locators.isEmpty {
      recordLocatorWrapper(token)
    }
    extendChain(token, keyword: keyword)

    if scopes.header != nil {
      let name = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
      if !scopes.headerIdentifier(name, keyword: keyword, isMemberName: afterDot) {
        // `class var shared`: the `class` before this word was a modifier.
        declaration = .sawStatic
      }
    }
    switch keyword {
    case .struct, .class, .enum, .actor, .extension, .protocol:
      // `import class Networking.UserAgent` imports a declaration; it declares none.
      let afterImport =
        previous.kind == .identifier && previous.end - previous.start == 6
        && memcmp(bytes.baseAddress! + previous.start, "import", 6) == 0
      if !afterImport {
        scopes.beginHeader(keyword!)
      }
    default: break
    }
    if let keyword, keyword.opensBody {
      switch keyword {
      case .if, .while, .guard, .for, .switch: context.conditionBody = level
      default: context.conditionBody = nil
      }
      context.pendingBody = level
      if keyword.hasParameters { context.pendingParameters = level }
    }
    if let keyword { noteMember(keyword) }
    advanceDeclaration(token, keyword: keyword)
    // An enum case's payload (`case a(A, B)`) is a tuple type.
    if context.enumCase != nil && keyword == nil && !afterDot && context.enumCase == level {
      return true
    }
    switch keyword {
    case .as, .is, .import, .extension: return true
    case .throws:
      // A typed throws' error type (`throws(E)`).
      return true
    case .where:
      guard context.signature == level else { return false }
      context.whereClause = level
      return true
    case .opaque, .existential, .struct, .class, .enum, .protocol, .typealias, .func, .let, .var:
      // `some P` and `any P` where a type is expected, and `import struct A.B`: the type is
      // still to come.
      return context.expectsType
    default: return false
    }
  }

  @_transparent
  private mutating func advanceDeclaration(_ token: Token, keyword: Keyword?) {
    switch declaration {
    case .sawBinding(let isStatic, let isPattern):
      declaration = .none
      if !isPattern { context.bindingName = token.start }
      if isStatic { recordDeclaration(token) }
      // One declared inside another's initializer (in a nested type) leaves the outer one open:
      // all of the outer initializer makes bridges, to its end.
      if scopes.isTypeBody && liveProperty == nil
        && AuditWord.isLiveProperty(bytes, token.start..<token.end)
      {
        liveProperty = (scopes.depth, parenDepth)
      }
      return
    case .sawStatic:
      if keyword == .let || keyword == .var {
        declaration = .sawBinding(isStatic: true, isPattern: false)
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
    case .let, .var:
      // `case let x:` binds a pattern; its `:` ends the case, it annotates no type.
      let isPattern =
        previous.kind == .identifier
        && keywords.keyword(bytes, previous.start, previous.end) == .case
      declaration = .sawBinding(isStatic: false, isPattern: isPattern)
    default: break
    }
  }

  /// Records the name of a static binding as a singleton declaration when it is an accessor
  /// declared in a type (a protocol's requirement declares none).
  private mutating func recordDeclaration(_ token: Token) {
    let accessor = accessorIndex(token)
    guard accessor >= 0, !scopes.isProtocolBody, let type = scopes.typeName else { return }
    result.declarations.append(
      FileScan.Declaration(offset: token.start, accessor: names[accessor], type: type))
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
    guard
      accessorShapes.contains(where: { $0.length == length && $0.first == bytes[token.start] })
    else { return -1 }
    for (index, accessor) in accessors.enumerated() where accessor.bytes.count == length {
      let equal = accessor.bytes.withUnsafeBufferPointer {
        memcmp($0.baseAddress!, bytes.baseAddress! + token.start, length) == 0
      }
      if equal { return index }
    }
    return -1
  }
}
