/// What the findings of consecutive files add up to, in report order: the share of an
/// ``AccessSummary`` that one core counts while it attributes those files' findings.
/// `AccessSummary(declarations:runs:)` adds the runs up in order.
package struct AccessCounts: Sendable {
  /// Accesses to one declared singleton from one file.
  package struct SingletonUse: Sendable {
    /// The singleton's index among the matcher's declarations.
    package var index: Int
    package var uses: Int
    package var bridges: Int
    package var ambiguous: Int
    /// The uses in a test file (`TestFile`): all of them or none.
    package var testUses: Int
    package var file: FileCount
    /// Where the uses stand.
    package var sites = SiteCounts()
    /// The members the uses reach.
    package var members: [MemberCount] = []
  }

  /// One entry per singleton and file that accesses it, in file order.
  private(set) var singletonUses: [SingletonUse] = []
  /// Receivers no declaration names, in order of first access.
  private(set) var undeclared: [UndeclaredReceiver] = []
  /// Each file with findings, and how many, in order.
  private(set) var perFile: [FileCount] = []
  private var undeclaredIndex: [SingletonKey: Int] = [:]
  /// Where each position of a file's tallies led last time: files tend to list their
  /// undeclared receivers in the same order, so that one is tried before hashing.
  private var earlier: [Int] = []

  /// Adds a file's findings, given what `SingletonMatcher.attribute` counted in them.
  package mutating func add(_ findings: [Finding], tallies: [SingletonMatcher.Tally]) {
    guard !findings.isEmpty else { return }
    let path = findings[0].file
    perFile.append(FileCount(file: path, count: findings.count))
    let isTest = TestFile.contains(path)
    for (position, tally) in tallies.enumerated() {
      if let index = tally.match?.index {
        singletonUses.append(
          SingletonUse(
            index: index, uses: tally.uses, bridges: tally.bridges, ambiguous: tally.ambiguous,
            testUses: isTest ? tally.uses : 0,
            file: FileCount(file: path, count: tally.uses + tally.bridges), sites: tally.sites,
            members: tally.members))
        continue
      }
      let index = undeclaredReceiver(of: tally.firstFinding, in: findings, guess: position)
      undeclared[index].uses += tally.uses
      undeclared[index].bridges += tally.bridges
      if isTest { undeclared[index].testUses += tally.uses }
      undeclared[index].add(file: path, count: tally.uses + tally.bridges)
    }
  }

  /// The index in `undeclared` of the receiver and accessor of `findings[finding]`, added if
  /// new. The one found at the same tally position in an earlier file is tried first. (The
  /// finding's fields are read in place: copies would be retained and released.)
  private mutating func undeclaredReceiver(
    of finding: Int, in findings: [Finding], guess position: Int
  ) -> Int {
    let guess = position < earlier.count ? earlier[position] : -1
    if guess >= 0, Self.isNamed(undeclared[guess].receiver, by: findings, finding),
      undeclared[guess].accessor == findings[finding].accessor
    {
      return guess
    }
    let key = SingletonKey(
      type: findings[finding].undeclaredName, accessor: findings[finding].accessor)
    let index =
      undeclaredIndex[key]
      ?? {
        undeclared.append(UndeclaredReceiver(receiver: key.type, accessor: key.accessor))
        undeclaredIndex[key] = undeclared.count - 1
        return undeclared.count - 1
      }()
    if position < earlier.count {
      earlier[position] = index
    } else {
      earlier.append(contentsOf: repeatElement(-1, count: position - earlier.count))
      earlier.append(index)
    }
    return index
  }

  /// Whether `name` is the `undeclaredName` of `findings[finding]`, told without making it.
  private static func isNamed(_ name: String, by findings: [Finding], _ finding: Int) -> Bool {
    if findings[finding].receiverKind == .implicit, let type = findings[finding].typeName {
      return name == type
    }
    return name == findings[finding].receiver
  }
}
