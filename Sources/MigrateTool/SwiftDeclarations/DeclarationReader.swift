import SwiftScanning

/// Reads the types and extensions a file declares, and their members, from its tokens: what
/// `scaffold` needs of Swift's grammar, no more. Function bodies and initializers are skipped
/// whole; malformed input never stops it (a declaration that does not close says so in its
/// `problem`).
package struct DeclarationReader {
  /// The types and extensions of one file, outermost first, and the modules it imports.
  package struct FileDeclarations: Sendable {
    package var types: [DeclaredType] = []
    package var imports: [String] = []
    /// The condition under which each module among `imports` is imported, for a module that
    /// the file imports only inside `#if` (`canImport(FoundationNetworking)`).
    package var importConditions: [String: String] = [:]
  }

  /// The `#if` branches being read, outermost first: the conditions of each one's earlier
  /// branches, and its own (nil for `#else`).
  private var branches: [(earlier: [String], current: String?)] = []

  /// How many `#if` branches were open where the body of the type being read starts: its
  /// members' conditions are those opened inside it.
  private var bodyBranchDepth = 0

  /// The condition under which the code being read is compiled, nil when it always is:
  /// `canImport(X)`, `!(os(iOS)) && DEBUG`.
  package var activeCondition: String? { activeCondition(inside: 0) }

  /// The condition of the branches opened after the first `depth`, nil when there are none.
  private func activeCondition(inside depth: Int) -> String? {
    let parts = branches.dropFirst(depth).flatMap { branch in
      branch.earlier.map { "!(\($0))" } + (branch.current.map { [$0] } ?? [])
    }
    return parts.isEmpty ? nil : parts.joined(separator: " && ")
  }

  private mutating func enterBranch(_ word: String, condition: String?) {
    switch word {
    case "#if":
      branches.append(([], condition))
    case "#elseif", "#else":
      guard var branch = branches.popLast() else { return }
      if let current = branch.current { branch.earlier.append(current) }
      branch.current = condition
      branches.append(branch)
    default:
      _ = branches.popLast()
    }
  }

  /// How deep types may nest before their contents are skipped: keeps the recursion bounded on
  /// any input.
  package static let maximumNesting = 64

  /// Modifiers, from Swift's one table of words (`Keyword`).
  package static let modifiers = Keyword.declarationModifiers
  /// Words that start a declaration, ending the one before when they begin a line.
  package static let declarationWords = Keyword.declarationWords

  package let source: SourceTokens
  package let file: String
  package var index = 0
  package var declarations = FileDeclarations()

  /// Reads `bytes`, the contents of the file reported as `file`.
  package static func read(_ bytes: [UInt8], file: String) -> FileDeclarations {
    read(SourceTokens(bytes: bytes), file: file)
  }

  /// The declarations in a file already lexed.
  package static func read(_ source: SourceTokens, file: String) -> FileDeclarations {
    var reader = DeclarationReader(source: source, file: file)
    while reader.source.kind(reader.index) != .endOfFile {
      _ = reader.readScope(enclosing: nil, defaultAccess: nil, depth: 0)
      // A stray `}` at the top level ends nothing: read on after it.
    }
    return reader.declarations
  }

  /// What a type's body declares.
  package struct ScopeContents {
    package var members: [DeclaredMember] = []
    package var staticProperties: [String] = []
    package var mutableStaticProperties: [String] = []
    package var staticPropertyTypes: [String: String] = [:]
    package var settableStaticProperties: [String] = []
    package var computedStaticProperties: [String] = []
    package var privateStaticProperties: [String] = []
    package var staticAccessorFunctions: [String: String] = [:]
    package var nestedTypeNames: [String] = []
    /// The first `case` that has no associated value, if it is the first case at all.
    package var firstCase: String?
    package var sawCase = false
    package var isClosed = false
  }

  /// The attributes and modifiers read before a declaration's keyword.
  package struct Prefix {
    package var attributes: [String] = []
    package var modifiers: [String] = []

    package var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    package var access: String? {
      modifiers.first { Keyword(rawValue: $0)?.isAccessLevel == true }
    }
    /// The setter's access, from `private(set)` and the like.
    package var setterAccess: String? {
      modifiers.first { $0.hasSuffix("(set)") }.map { String($0.dropLast(5)) }
    }
  }

  /// Reads declarations up to the `}` that closes the scope (consumed) or the end of file.
  package mutating func readScope(
    enclosing: String?, defaultAccess: String?, depth: Int
  ) -> ScopeContents {
    var contents = ScopeContents()
    var prefix = Prefix()
    while true {
      switch source.kind(index) {
      case .endOfFile:
        return contents
      case .rightBrace:
        index += 1
        contents.isClosed = true
        return contents
      case .at:
        index += 1
        if source.kind(index) == .identifier {
          let attribute = source.text(index)
          prefix.attributes.append(attribute)
          index += 1
          if source.kind(index) == .leftParen && source.tokens[index].isLeftBound {
            let end = source.skipGroup(index).next
            // `@available(*, deprecated, ...)`: the member is read as `deprecated`.
            if attribute == "available",
              (index..<end).contains(where: {
                source.is($0, "deprecated") || source.is($0, "unavailable")
                  || source.is($0, "obsoleted")
              })
            {
              prefix.attributes.append("deprecated")
            }
            index = end
          }
        }
      case .poundWord:
        let word = source.text(index)
        index += 1
        if word == "#if" || word == "#elseif" {
          // The condition ends with its line; both branches are read.
          let start = index
          while source.kind(index) != .endOfFile && !source.lineBreak(between: index - 1, index) {
            index += 1
          }
          enterBranch(word, condition: source.joined(start, index))
        } else if word == "#else" || word == "#endif" {
          enterBranch(word, condition: nil)
        } else if source.kind(index) == .leftParen {
          index = source.skipGroup(index).next
        }
      case .identifier:
        let word = source.text(index)
        if isModifier(word) {
          index += 1
          if source.kind(index) == .leftParen && source.tokens[index].isLeftBound {
            let group = source.skipGroup(index)
            prefix.modifiers.append(word + source.joined(index, group.next))
            index = group.next
          } else {
            prefix.modifiers.append(word)
          }
          continue
        }
        readDeclaration(
          word, prefix: prefix, enclosing: enclosing, defaultAccess: defaultAccess,
          depth: depth, into: &contents)
        prefix = Prefix()
      default:
        index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
        prefix = Prefix()
      }
    }
  }

  /// Whether the identifier at `index`, spelled `word`, is a modifier here: `class` is one only
  /// before another declaration word (`class func`, `class var`).
  private func isModifier(_ word: String) -> Bool {
    if word == "class" {
      let next = source.text(index + 1)
      return source.kind(index + 1) == .identifier && Self.declarationWords.contains(next)
    }
    return Self.modifiers.contains(word)
  }

  private mutating func readDeclaration(
    _ word: String, prefix: Prefix, enclosing: String?, defaultAccess: String?, depth: Int,
    into contents: inout ScopeContents
  ) {
    let access = prefix.access ?? defaultAccess ?? "internal"
    switch word {
    case "func":
      let member = readFunction(prefix: prefix, access: access)
      if !prefix.isStatic, var member {
        member.condition = activeCondition(inside: bodyBranchDepth)
        contents.members.append(member)
      } else if let member, case .method(let signature) = member.kind,
        signature.parameters.isEmpty, signature.generics == nil, signature.effects.isEmpty,
        let returnType = signature.returnType
      {
        // `class func sharedInstance() -> Self`: an accessor called as a function.
        contents.staticAccessorFunctions[member.name] = returnType
      }
    case "var", "let":
      let line = source.line(index)
      let (names, members) = readProperty(isLet: word == "let", prefix: prefix, access: access)
      if prefix.isStatic {
        contents.staticProperties += names
        for member in members {
          guard case .property(let type, let isSettable, _) = member.kind else { continue }
          // An implicitly unwrapped holder (`static var config: AppConfig!`) reads as the type.
          if let type {
            contents.staticPropertyTypes[member.name] =
              type.hasSuffix("!") ? String(type.dropLast()) : type
          }
          if isSettable { contents.settableStaticProperties.append(member.name) }
          if member.isComputed && !isSettable {
            contents.computedStaticProperties.append(member.name)
          }
        }
        if access == "private" || access == "fileprivate" {
          contents.privateStaticProperties += names
        }
        // Reads the modifier in the singleton's source; declares nothing here.
        if word == "var" && !prefix.modifiers.contains("nonisolated(unsafe)")
          && !prefix.attributes.contains("MainActor") && members.first?.isComputed != true
        {
          contents.mutableStaticProperties += names
        }
      } else {
        for var member in members {
          member.line = line
          member.condition = activeCondition(inside: bodyBranchDepth)
          contents.members.append(member)
        }
      }
    case "class", "struct", "enum", "actor", "extension", "protocol":
      if let name = readType(word, prefix: prefix, enclosing: enclosing, depth: depth),
        word != "extension"
      {
        contents.nestedTypeNames.append(name)
      }
    case "subscript":
      let line = source.line(index)
      skipToBody(andBody: true)
      if !prefix.isStatic && access != "private" && access != "fileprivate" {
        contents.members.append(
          DeclaredMember(
            name: "subscript", kind: .unsupported("a subscript has no closure form"), line: line,
            access: access, isMainActor: false, isNonisolated: false, isMutating: false))
      }
    case "init", "deinit":
      skipToBody(andBody: true)
    case "case":
      index += 1
      if !contents.sawCase, source.kind(index) == .identifier,
        source.kind(index + 1) != .leftParen
      {
        contents.firstCase = source.text(index)
      }
      contents.sawCase = true
      skipExpression()
    case "typealias", "associatedtype":
      index += 1
      if source.kind(index) == .identifier { contents.nestedTypeNames.append(source.text(index)) }
      skipExpression()
    case "import":
      index += 1
      var path: [String] = []
      // `import struct Foundation.Date` imports a module too.
      if ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        .contains(source.text(index))
      {
        index += 1
      }
      while source.kind(index) == .identifier {
        path.append(source.text(index))
        index += 1
        guard source.kind(index) == .dot else { break }
        index += 1
      }
      if let module = path.first {
        let isNew = !declarations.imports.contains(module)
        if isNew { declarations.imports.append(module) }
        // Imported unconditionally anywhere in the file: unconditionally.
        if let condition = activeCondition, isNew {
          declarations.importConditions[module] = condition
        } else if activeCondition == nil {
          declarations.importConditions[module] = nil
        }
      }
    default:
      index += 1
      skipExpression()
    }
  }

  /// Reads a type, protocol or extension and its body (a protocol's members are its
  /// requirements); returns its name, nil for a protocol.
  private mutating func readType(
    _ keyword: String, prefix: Prefix, enclosing: String?, depth: Int
  ) -> String? {
    let line = source.line(index)
    index += 1
    var nameParts: [String] = []
    while source.kind(index) == .identifier {
      nameParts.append(source.text(index))
      index += 1
      guard keyword == "extension", source.kind(index) == .dot else { break }
      index += 1
    }
    var isGeneric = false
    if source.kind(index) == .operator && source.text(index).hasPrefix("<") {
      isGeneric = true
      index = source.skipAngles(index)
    }
    // Inheritance and `where` clauses, up to the body.
    var inherited: [String] = []
    while ![.leftBrace, .rightBrace, .endOfFile].contains(source.kind(index)) {
      if source.kind(index) == .identifier { inherited.append(source.text(index)) }
      index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
    }
    let name = nameParts.joined(separator: ".")
    guard source.kind(index) == .leftBrace, !name.isEmpty else { return nil }
    if depth >= Self.maximumNesting {
      index = source.skipGroup(index).next
      return keyword == "protocol" ? nil : name
    }
    index += 1
    let kind = DeclaredType.Kind(rawValue: keyword) ?? .class
    let qualified =
      kind == .extension ? name : enclosing.map { "\($0).\(name)" } ?? name
    let outerDepth = bodyBranchDepth
    bodyBranchDepth = branches.count
    defer { bodyBranchDepth = outerDepth }
    let contents = readScope(
      enclosing: qualified,
      defaultAccess: kind == .extension || kind == .protocol ? prefix.access : nil,
      depth: depth + 1)
    declarations.types.append(
      DeclaredType(
        kind: kind, name: name, qualifiedName: qualified, file: file, line: line,
        access: prefix.access, isMainActor: prefix.attributes.contains("MainActor"),
        isGeneric: isGeneric, inherited: inherited, staticProperties: contents.staticProperties,
        mutableStaticProperties: contents.mutableStaticProperties,
        staticPropertyTypes: contents.staticPropertyTypes,
        settableStaticProperties: contents.settableStaticProperties,
        computedStaticProperties: contents.computedStaticProperties,
        privateStaticProperties: contents.privateStaticProperties,
        staticAccessorFunctions: contents.staticAccessorFunctions,
        members: contents.members, nestedTypeNames: contents.nestedTypeNames,
        firstCase: kind == .enum ? contents.firstCase : nil,
        problem: contents.isClosed
          ? nil : "its body has no closing '}' (the file ends inside it)",
        condition: activeCondition))
    // A protocol declares requirements, not a type a client can name inside another.
    return kind == .protocol ? nil : name
  }

  /// Skips a signature up to its body, and the body too when `andBody`; stops at the end of the
  /// enclosing scope when there is no body.
  package mutating func skipToBody(andBody: Bool) {
    index += 1
    while ![.leftBrace, .rightBrace, .endOfFile].contains(source.kind(index)) {
      if source.kind(index) == .identifier && Self.declarationWords.contains(source.text(index))
        && source.lineBreak(between: index - 1, index)
      {
        return
      }
      index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
    }
    if andBody && source.kind(index) == .leftBrace { index = source.skipGroup(index).next }
  }

  /// Skips an expression (an initializer, a `case` list): up to the next declaration that
  /// starts a line, a `,`, `;` or the `}` that closes the scope. A `{` that opens `willSet` or
  /// `didSet` ends it too.
  package mutating func skipExpression() {
    while true {
      switch source.kind(index) {
      case .endOfFile, .rightBrace, .semicolon, .comma:
        return
      case .leftBrace where isObserverBlock(index):
        return
      case .identifier where Self.declarationWords.contains(source.text(index)):
        if source.lineBreak(between: index - 1, index) { return }
        index += 1
      case .at, .poundWord:
        if source.lineBreak(between: index - 1, index) { return }
        index += 1
      default:
        index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
      }
    }
  }

  /// Whether the `{` at `brace` opens property observers.
  package func isObserverBlock(_ brace: Int) -> Bool {
    ["willSet", "didSet"].contains(source.text(brace + 1))
  }
}
