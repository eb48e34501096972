/// Attributes findings to declared singletons by the type their receiver names.
///
/// A receiver names a declaration when its type is the declared type, qualified by a module or
/// outer type (`Legacy.Settings`), or written short (`Inner` for `Outer.Inner`). When it names
/// several (two targets each declaring `AppDefaults`, or `A.Dup` and `B.Dup` written `Dup`), the
/// declaration in the folder nearest the access wins (the longest shared folder prefix, as a
/// target's sources share a folder), and a tie is reported as ambiguous.
struct SingletonMatcher: Sendable {
  /// What a finding was attributed to.
  struct Match: Equatable, Sendable {
    /// The singleton's index among the matcher's declarations.
    var index: Int
    /// Whether another declaration is as near: the finding may access that one instead.
    var isAmbiguous = false
  }

  let declarations: [SingletonDeclaration]
  /// Declarations by the last component of their type and their accessor.
  private let byShortName: [SingletonKey: [Int]]
  /// Whether a declared type's name starts lower-case (`enum iOSTabs`): only then are lower-case
  /// receivers (`iOSTabs.shared`, an `instance` receiver to the lexer) looked up.
  private let hasLowerCaseTypes: Bool

  init(declarations: [SingletonDeclaration]) {
    self.declarations = declarations
    var byShortName: [SingletonKey: [Int]] = [:]
    for (index, declaration) in declarations.enumerated() {
      let key = SingletonKey(
        type: Self.lastComponent(declaration.type), accessor: declaration.accessor)
      byShortName[key, default: []].append(index)
    }
    self.byShortName = byShortName
    hasLowerCaseTypes = declarations.contains { $0.type.first?.isLowercase == true }
  }

  /// The singleton `finding` accesses, if a declaration names it.
  func match(_ finding: Finding) -> Match? {
    guard let typeName = typeName(of: finding),
      let candidates = byShortName[
        SingletonKey(type: Self.lastComponent(typeName), accessor: finding.accessor)]
    else { return nil }
    let named = candidates.filter { Self.names(typeName, declarations[$0].type) }
    guard let first = named.first else { return nil }
    guard named.count > 1 else { return Match(index: first) }
    let distances = named.map { Self.sharedFolders(finding.file, declarations[$0].file) }
    let nearest = distances.max()!
    let winners = named.indices.filter { distances[$0] == nearest }
    return Match(index: named[winners[0]], isAmbiguous: winners.count > 1)
  }

  /// Marks the findings that access a declared singleton `declared`, and returns what each was
  /// attributed to (nil for the others), in order.
  func attribute(_ findings: inout [Finding]) -> [Match?] {
    // A file names the same few types again and again: remember the last answer.
    var last: (typeName: String, accessor: String, match: Match?)?
    return findings.indices.map { position in
      guard let typeName = typeName(of: findings[position]) else { return nil }
      let accessor = findings[position].accessor
      let match: Match?
      if let last, last.typeName == typeName, last.accessor == accessor {
        match = last.match
      } else {
        match = self.match(findings[position])
        last = (typeName, accessor, match)
      }
      if match != nil { findings[position].declared = true }
      return match
    }
  }

  /// The type a finding's receiver names, if any: its `typeName`, or a lower-case receiver when
  /// a declared type is lower-case.
  private func typeName(of finding: Finding) -> String? {
    if let typeName = finding.typeName { return typeName }
    guard hasLowerCaseTypes, finding.receiverKind == .instance else { return nil }
    return finding.receiver
  }

  /// Whether the receiver's type `written` names the declared type `declared`: equal, or one a
  /// qualified form of the other (`Legacy.Settings` and `Settings`, `Inner` and `Outer.Inner`).
  private static func names(_ written: String, _ declared: String) -> Bool {
    written == declared || written.hasSuffix("." + declared) || declared.hasSuffix("." + written)
  }

  /// How many leading folders two `/`-separated file paths share.
  static func sharedFolders(_ a: String, _ b: String) -> Int {
    let aFolders = a.split(separator: "/").dropLast()
    let bFolders = b.split(separator: "/").dropLast()
    return zip(aFolders, bFolders).prefix { $0 == $1 }.count
  }

  private static func lastComponent(_ type: String) -> String {
    guard let dot = type.lastIndex(of: ".") else { return type }
    return String(type[type.index(after: dot)...])
  }
}
