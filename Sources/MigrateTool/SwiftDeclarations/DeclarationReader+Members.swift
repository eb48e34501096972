/// Functions and properties: the members a client's endpoints come from.
extension DeclarationReader {
  /// Reads `func ...` from its keyword through its body. Returns nil for a member no client
  /// may call (`private`, `fileprivate`) or one with no name.
  package mutating func readFunction(prefix: Prefix, access: String) -> DeclaredMember? {
    let line = source.line(index)
    index += 1
    guard [.identifier, .operator].contains(source.kind(index)) else {
      skipExpression()
      return nil
    }
    let name = source.text(index)
    let isOperator = source.kind(index) == .operator
    index += 1
    var generics: String?
    if source.kind(index) == .operator && source.text(index).hasPrefix("<") {
      let end = source.skipAngles(index)
      generics = source.joined(index, end)
      index = end
    }
    var member = DeclaredMember(
      name: name, kind: .unsupported(""), line: line, access: access,
      isMainActor: prefix.attributes.contains("MainActor"),
      isNonisolated: prefix.modifiers.contains("nonisolated"),
      isMutating: prefix.modifiers.contains("mutating"))
    member.isDeprecated = prefix.attributes.contains("deprecated")
    guard source.kind(index) == .leftParen else {
      skipToBody(andBody: true)
      member.kind = .unsupported("its parameter list could not be read")
      return isCallable(access) ? member : nil
    }
    let parameterGroup = source.skipGroup(index)
    let parameters = readParameters(index + 1, parameterGroup.next - 1)
    index = parameterGroup.next
    var effects: [String] = []
    while source.kind(index) == .identifier,
      ["async", "throws", "rethrows", "reasync"].contains(source.text(index))
    {
      let word = source.text(index)
      index += 1
      if word == "throws" && source.kind(index) == .leftParen && source.tokens[index].isLeftBound {
        let group = source.skipGroup(index)
        effects.append(word + source.joined(index, group.next))
        index = group.next
      } else {
        effects.append(word)
      }
    }
    var returnType: String?
    if source.is(index, "->") {
      index += 1
      let start = index
      while !endsReturnType(index) {
        index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
      }
      returnType = source.joined(start, index)
    }
    var whereClause = false
    if source.is(index, "where") {
      whereClause = true
      let start = index + 1
      while ![.leftBrace, .rightBrace, .endOfFile].contains(source.kind(index)) {
        index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
      }
      // `<T>(...) where T: Encodable` is `<T: Encodable>`; a clause that says more keeps its
      // `where`, which no erasure reads (scaffold leaves the member out, saying why).
      if let clause = generics {
        let requirement = source.joined(start, index)
        let parameter = clause.dropFirst().dropLast()
        if clause.hasPrefix("<"), !parameter.contains(":"), !parameter.contains(","),
          requirement.hasPrefix(parameter + ": "), !requirement.contains(",")
        {
          generics = "<\(requirement)>"
        } else {
          generics = clause + " where " + requirement
        }
        whereClause = false
      }
    }
    if source.kind(index) == .leftBrace { index = source.skipGroup(index).next }
    guard isCallable(access) else { return nil }
    if isOperator {
      member.kind = .unsupported("an operator is not an instance member a client can forward")
    } else if let parameters {
      if returnType == "Void" || returnType == "()" { returnType = nil }
      member.kind = .method(
        .init(
          parameters: parameters, generics: generics ?? (whereClause ? "where" : nil),
          effects: effects.joined(separator: " "), returnType: returnType))
    } else {
      member.kind = .unsupported("its parameter list could not be read")
    }
    return member
  }

  /// Whether a member declared with `access` can be called from another file.
  package func isCallable(_ access: String) -> Bool {
    access != "private" && access != "fileprivate"
  }

  /// Whether the token at `position` ends a return type: a body, a `where`, the scope's end, or
  /// a declaration (or attribute) that starts a new line.
  private func endsReturnType(_ position: Int) -> Bool {
    switch source.kind(position) {
    case .leftBrace, .rightBrace, .endOfFile, .semicolon: return true
    case .identifier:
      let word = source.text(position)
      if word == "where" { return true }
      return Self.declarationWords.contains(word)
        && source.lineBreak(between: position - 1, position)
    case .at, .poundWord: return source.lineBreak(between: position - 1, position)
    default: return false
    }
  }

  /// The parameters in tokens `start..<end` (inside the parentheses), or nil when one of them
  /// cannot be read.
  private func readParameters(_ start: Int, _ end: Int) -> [DeclaredParameter]? {
    var pieces: [(Int, Int)] = []
    var position = start
    var pieceStart = start
    var angles = 0
    var seenEquals = false
    while position < end {
      if source.opensGroup(position) {
        position = source.skipGroup(position).next
        continue
      }
      if source.kind(position) == .comma && angles <= 0 {
        pieces.append((pieceStart, position))
        pieceStart = position + 1
        angles = 0
        seenEquals = false
      } else if source.kind(position) == .operator && !seenEquals {
        let text = source.text(position)
        if text.hasSuffix("=") { seenEquals = true } else { angles += source.angleBalance(text) }
      }
      position += 1
    }
    if pieceStart < end { pieces.append((pieceStart, end)) }
    var parameters: [DeclaredParameter] = []
    for (first, last) in pieces {
      guard let parameter = readParameter(first, last) else { return nil }
      parameters.append(parameter)
    }
    return parameters
  }

  private func readParameter(_ start: Int, _ end: Int) -> DeclaredParameter? {
    var colon = start
    while colon < end && source.kind(colon) == .identifier { colon += 1 }
    guard source.kind(colon) == .colon, colon - start == 1 || colon - start == 2 else { return nil }
    let names = (start..<colon).map(source.text)
    var typeEnd = colon + 1
    while typeEnd < end {
      if source.opensGroup(typeEnd) {
        typeEnd = source.skipGroup(typeEnd).next
        continue
      }
      if source.kind(typeEnd) == .operator && source.text(typeEnd) == "=" { break }
      typeEnd += 1
    }
    let type = source.joined(colon + 1, min(typeEnd, end))
    guard !type.isEmpty else { return nil }
    let label = names[0] == "_" ? nil : names[0]
    return DeclaredParameter(
      label: label, name: names.count == 2 ? names[1] : names[0], type: type,
      defaultValue: typeEnd < end ? source.joined(typeEnd + 1, end) : nil)
  }

  /// Reads `var`/`let` from its keyword through its initializer and accessors. Returns the names
  /// declared (for static properties) and, for one instance property a client can reach, the
  /// member.
  package mutating func readProperty(
    isLet: Bool, prefix: Prefix, access: String
  ) -> (names: [String], members: [DeclaredMember]) {
    index += 1
    guard source.kind(index) == .identifier else {
      skipExpression()
      return ([], [])
    }
    let name = source.text(index)
    var member = DeclaredMember(
      name: name, kind: .unsupported(""), line: 0, access: access,
      isMainActor: prefix.attributes.contains("MainActor"),
      isNonisolated: prefix.modifiers.contains("nonisolated"), isMutating: false)
    member.isDeprecated = prefix.attributes.contains("deprecated")
    index += 1
    var (type, isInitialized) = readTypeAndInitializer()
    let setterAccess = prefix.setterAccess ?? access
    var isSettable = !isLet && isCallable(setterAccess)
    var effects = ""
    if source.kind(index) == .leftBrace {
      let body = source.skipGroup(index)
      if !isObserverBlock(index) {
        member.isComputed = true
        // Accessor keywords stand directly in the braces; a getter-only body starts otherwise.
        var accessors: [String] = []
        var position = index + 1
        while position < body.next - 1 {
          if source.kind(position) == .identifier { accessors.append(source.text(position)) }
          position = source.opensGroup(position) ? source.skipGroup(position).next : position + 1
        }
        let isAccessorList = ["get", "set", "_read", "_modify"].contains(accessors.first ?? "")
        isSettable = isSettable && isAccessorList && accessors.contains("set")
        if accessors.first == "get",
          let get = (index + 1..<body.next).first(where: { source.is($0, "get") })
        {
          var position = get + 1
          var words: [String] = []
          while ["async", "throws"].contains(source.text(position)) {
            words.append(source.text(position))
            position += 1
          }
          effects = words.joined(separator: " ")
        }
      }
      index = body.next
    }
    // `let a, b: Int`, `var x = 0, y = 0`: one member each.
    var declarators = [(name: name, type: type, isInitialized: isInitialized)]
    while source.kind(index) == .comma {
      index += 1
      guard source.kind(index) == .identifier else {
        skipExpression()
        continue
      }
      let next = source.text(index)
      index += 1
      (type, isInitialized) = readTypeAndInitializer()
      declarators.append((next, type, isInitialized))
    }
    // A name with neither a type nor a value has the type of the next one that states it.
    for position in declarators.indices.reversed().dropFirst()
    where declarators[position].type == nil && !declarators[position].isInitialized {
      declarators[position].type = declarators[position + 1].type
    }
    let names = declarators.map(\.name)
    guard isCallable(access) else { return (names, []) }
    return (
      names,
      declarators.map { declarator in
        var one = member
        one.name = declarator.name
        one.kind =
          declarator.type.map { .property(type: $0, isSettable: isSettable, effects: effects) }
          ?? .unsupported(
            "it has no type annotation; add one (`var \(declarator.name): Type = ...`)")
        return one
      }
    )
  }

  /// Reads a declarator's `: Type` and `= value`, each if there: the type as written, else as
  /// the value states it (nil when neither says), and whether there is a value.
  private mutating func readTypeAndInitializer() -> (type: String?, isInitialized: Bool) {
    var type: String?
    if source.kind(index) == .colon {
      index += 1
      let start = index
      // A comma inside generic arguments (`Task<Void, Error>`) is part of the type.
      var angles = 0
      while !endsPropertyType(index) || source.kind(index) == .comma && angles > 0 {
        if source.kind(index) == .operator && source.text(index) != "=" {
          angles += source.angleBalance(source.text(index))
        }
        index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
      }
      type = source.joined(start, index)
    }
    guard source.is(index, "=") else { return (type, false) }
    index += 1
    let start = index
    skipExpression()
    return (type ?? inferredType(start, index), true)
  }

  private func endsPropertyType(_ position: Int) -> Bool {
    switch source.kind(position) {
    case .leftBrace, .rightBrace, .endOfFile, .semicolon, .comma: return true
    case .operator: return source.text(position) == "="
    case .identifier:
      return Self.declarationWords.contains(source.text(position))
        && source.lineBreak(between: position - 1, position)
    case .at, .poundWord: return source.lineBreak(between: position - 1, position)
    default: return false
    }
  }

  /// The type of a literal or a call to a type's initializer (`Foo()`), nil for anything else.
  private func inferredType(_ start: Int, _ end: Int) -> String? {
    var first = start
    if source.is(first, "-") && end - start == 2 { first += 1 }
    if end - first == 1 {
      let text = source.text(first)
      if source.kind(first) == .identifier && (text == "true" || text == "false") { return "Bool" }
      guard source.kind(first) == .literal, let head = text.first else { return nil }
      if head == "\"" || head == "#" { return "String" }
      if head.isNumber {
        let isHex = text.hasPrefix("0x")
        return !isHex && (text.contains(".") || text.contains("e") || text.contains("E"))
          ? "Double" : "Int"
      }
      return nil
    }
    // `[Item]()`, `[String: Int]()`: an empty collection of the type in brackets.
    if source.kind(first) == .leftBracket {
      let close = source.skipGroup(first).next
      if source.kind(close) == .leftParen, source.skipGroup(close).next == end {
        return source.joined(first, close)
      }
      return nil
    }
    let name = source.text(first)
    guard source.kind(first) == .identifier, name.first?.isUppercase == true else { return nil }
    // `Set<String>()`: a generic type's initializer, its arguments said.
    var typeEnd = first + 1
    if source.kind(typeEnd) == .operator, source.text(typeEnd).hasPrefix("<") {
      typeEnd = source.skipAngles(typeEnd)
    }
    if source.kind(typeEnd) == .leftParen, source.skipGroup(typeEnd).next == end {
      return source.joined(first, typeEnd)
    }
    // `URLRequest.CachePolicy.useProtocolCachePolicy`: a static member of the type it is on,
    // as an enum case or a constant (`Date.distantPast`) is.
    var index = first
    while index + 2 < end, source.kind(index + 1) == .dot, source.kind(index + 2) == .identifier,
      source.text(index + 2).first?.isUppercase == true
    {
      index += 2
    }
    if index + 3 == end, source.kind(index + 1) == .dot, source.kind(index + 2) == .identifier,
      source.text(index + 2).first?.isLowercase == true, source.text(index + 2) != "self"
    {
      return source.joined(first, index + 1)
    }
    return nil
  }
}
