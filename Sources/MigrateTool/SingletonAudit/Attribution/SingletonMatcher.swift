import SwiftScanning

/// Attributes findings to declared singletons by the type their receiver names.
///
/// A receiver names a declaration when its type is the declared type, qualified by a module or
/// outer type (`Legacy.Settings`), or written short (`Inner` for `Outer.Inner`). When it names
/// several (two targets each declaring `AppDefaults`, or `A.Dup` and `B.Dup` written `Dup`), the
/// declaration in the folder nearest the access wins (the longest shared folder prefix, as a
/// target's sources share a folder), and a tie is reported as ambiguous.
package struct SingletonMatcher: Sendable {
  /// What a finding was attributed to.
  package struct Match: Equatable, Sendable {
    /// The singleton's index among the matcher's declarations.
    package var index: Int
    /// Whether another declaration is as near: the finding may access that one instead.
    package var isAmbiguous = false
  }

  package let declarations: [SingletonDeclaration]
  /// The first declaration by the last component of its type and its accessor.
  private let firstByShortName: [SingletonKey: Int]
  /// The next declaration (in index order) with the same short name and accessor as this one:
  /// the others `firstByShortName` leads to, chained without an array per name.
  private let nextWithShortName: [Int?]
  /// Where the declarations of the short names that several share lie, by folder.
  private let nearest: NearestDeclarations
  /// The shapes of the keys of `firstByShortName`, tested before one is hashed.
  private let shortNameShapes: NameShapes
  /// Whether a declared type's name starts lower-case (`enum iOSTabs`): only then are lower-case
  /// receivers (`iOSTabs.shared`, an `instance` receiver to the lexer) looked up.
  private let hasLowerCaseTypes: Bool

  package init(declarations: [SingletonDeclaration]) {
    self.declarations = declarations
    var firstByShortName: [SingletonKey: Int] = [:]
    firstByShortName.reserveCapacity(declarations.count)
    var nextWithShortName = [Int?](repeating: nil, count: declarations.count)
    var shortNameShapes = NameShapes()
    // Backwards, so that each name's chain runs in index order.
    for index in declarations.indices.reversed() {
      // Fields read in place: a copy of the declaration would retain and release its strings.
      let type = declarations[index].type
      shortNameShapes.insert(type)
      let key = SingletonKey(
        type: Self.lastComponent(type), accessor: declarations[index].accessor)
      nextWithShortName[index] = firstByShortName.updateValue(index, forKey: key)
    }
    var nearest = NearestDeclarations(
      capacity: 2 * (declarations.count - firstByShortName.count))
    for (key, first) in firstByShortName where nextWithShortName[first] != nil {
      for index in sequence(first: first, next: { nextWithShortName[$0] }) {
        nearest.insert(
          index, key: key, type: declarations[index].type, file: declarations[index].file)
      }
    }
    self.nearest = nearest
    self.firstByShortName = firstByShortName
    self.nextWithShortName = nextWithShortName
    self.shortNameShapes = shortNameShapes
    hasLowerCaseTypes = declarations.contains { declaration in
      // ASCII told by its byte; only a name starting with another letter is segmented.
      guard let byte = declaration.type.utf8.first else { return false }
      return byte < 0x80 ? byte &- UInt8(ascii: "a") < 26 : declaration.type.first!.isLowercase
    }
  }

  /// The singleton `finding` accesses, if a declaration names it.
  package func match(_ finding: Finding) -> Match? {
    match([finding], finding: 0)
  }

  /// The singleton `findings[finding]` accesses, if a declaration names it. (Its fields are
  /// read in place, where copies would be retained and released.)
  private func match(_ findings: [Finding], finding: Int) -> Match? {
    guard
      let typeName = typeName(
        findings[finding].typeName, findings[finding].receiverKind, findings[finding].receiver),
      shortNameShapes.mayContain(typeName)
    else { return nil }
    let key = SingletonKey(
      type: Self.lastComponent(typeName), accessor: findings[finding].accessor)
    guard let first = firstByShortName[key] else { return nil }
    if nextWithShortName[first] == nil {
      return Self.names(typeName, declarations[first].type) ? Match(index: first) : nil
    }
    return nearest.nearest(to: findings[finding].file, key: key) {
      Self.names(typeName, $0)
    }
  }

  /// What one file's findings add up to per singleton or undeclared receiver: a short list, as
  /// a file accesses few.
  package struct Tally: Sendable {
    /// The position of its first finding in the file's findings (a number, not strings to copy
    /// and release per tally).
    package var firstFinding: Int
    /// The UTF-8 length of that finding's receiver, compared before its text is.
    package var receiverLength: Int
    /// What that finding accesses: the declared singleton, or nil for an undeclared receiver.
    package var match: Match?
    package var uses = 0
    package var bridges = 0
    package var ambiguous = 0
    /// For a declared singleton, where its uses stand.
    package var sites = SiteCounts()
    /// For a declared singleton, the members its uses reach, in order of first use.
    package var members: [MemberCount] = []
  }

  /// Marks the findings of one file that access a declared singleton `declared`, and returns
  /// what they add up to per singleton or undeclared receiver, in order of first access.
  package func attribute(_ findings: inout [Finding]) -> [Tally] {
    var tallies: [Tally] = []
    tallies.reserveCapacity(16)
    for position in findings.indices {
      let length = findings[position].receiver.utf8.count
      // A file names few receivers, again and again: a finding spelled as a tally's first is
      // found by a short search, for less than matching it again.
      var slot = 0
      while slot < tallies.count
        && !(tallies[slot].receiverLength == length
          && Self.sameReceiver(findings, tallies[slot].firstFinding, position))
      {
        slot += 1
      }
      let match: Match?
      if slot < tallies.count {
        match = tallies[slot].match
      } else {
        // Spelled unlike every tally's first finding: matched, and counted with the same
        // singleton or undeclared receiver if the file has it already (`Self` and the type's
        // name; `Self` in two undeclared types).
        match = self.match(findings, finding: position)
        slot = 0
        while slot < tallies.count
          && !Self.sameTarget(tallies[slot], match, length, findings, position)
        {
          slot += 1
        }
        if slot == tallies.count {
          tallies.append(Tally(firstFinding: position, receiverLength: length, match: match))
        }
      }
      if match != nil { findings[position].declared = true }
      if findings[position].role == .bridge {
        tallies[slot].bridges += 1
      } else {
        tallies[slot].uses += 1
        if match != nil {
          tallies[slot].sites.add(findings[position].site)
          if let member = findings[position].member { tallies[slot].members.add(member) }
        }
      }
      if match?.isAmbiguous == true { tallies[slot].ambiguous += 1 }
    }
    return tallies
  }

  /// Whether `tally` counts what the finding at `position`, with `match`, accesses: the same
  /// singleton, or the same undeclared receiver and accessor.
  private static func sameTarget(
    _ tally: Tally, _ match: Match?, _ receiverLength: Int, _ findings: [Finding],
    _ position: Int
  ) -> Bool {
    if let match { return tally.match?.index == match.index }
    return tally.match == nil && tally.receiverLength == receiverLength
      && findings[tally.firstFinding].receiver == findings[position].receiver
      // Implicit members count under the type their statement writes (`undeclaredName`).
      && (findings[position].receiverKind != .implicit
        || findings[tally.firstFinding].typeName == findings[position].typeName)
      && findings[tally.firstFinding].accessor == findings[position].accessor
  }

  /// Whether the findings at `a` and `b` go through the same receiver, accessor and type name:
  /// then they access the same singleton, if any.
  private static func sameReceiver(_ findings: [Finding], _ a: Int, _ b: Int) -> Bool {
    findings[a].receiver == findings[b].receiver
      && findings[a].receiverKind == findings[b].receiverKind
      && findings[a].accessor == findings[b].accessor
      && findings[a].typeName == findings[b].typeName
  }

  /// The type a finding's receiver names, if any: its `typeName`, or a lower-case receiver when
  /// a declared type is lower-case.
  private func typeName(
    _ typeName: String?, _ receiverKind: ReceiverKind, _ receiver: String
  ) -> String? {
    if let typeName { return typeName }
    guard hasLowerCaseTypes, receiverKind == .instance else { return nil }
    return receiver
  }

  /// Whether the receiver's type `written` names the declared type `declared`: equal, or one a
  /// qualified form of the other (`Legacy.Settings` and `Settings`, `Inner` and `Outer.Inner`).
  static func names(_ written: String, _ declared: String) -> Bool {
    written == declared || isQualified(written, endingIn: declared)
      || isQualified(declared, endingIn: written)
  }

  /// Whether `name` is `something.` followed by `suffix`, compared as UTF-8 (no `String` is
  /// made, as `"." + suffix` would).
  private static func isQualified(_ name: String, endingIn suffix: String) -> Bool {
    let (name, suffix) = (name.utf8, suffix.utf8)
    guard name.count > suffix.count, name.reversed().starts(with: suffix.reversed()) else {
      return false
    }
    return name[name.index(name.endIndex, offsetBy: -suffix.count - 1)] == UInt8(ascii: ".")
  }

  private static func lastComponent(_ type: String) -> String {
    var type = type
    // Over contiguous UTF-8: a `Character` search would segment the name, and the view's own
    // search is generic. Most names have no dot and come back as they are.
    return type.withUTF8 { bytes in
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
    } ?? type
  }
}
