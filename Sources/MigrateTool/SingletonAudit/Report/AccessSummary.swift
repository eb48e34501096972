/// A file and how many accesses it holds: a singleton's busiest file, or a hotspot.
package struct FileCount: Sendable, Equatable {
  package var file: String
  package var count: Int
}

/// Accesses through a receiver no declaration in the code base names: a singleton of the SDK
/// (`URLSession.shared`), of Objective-C code, or of another module.
package struct UndeclaredReceiver: Sendable, Equatable {
  /// As findings give it: `"UIApplication"`, `"(expr)"`; for an implicit member the type its
  /// statement writes, or `""` (`Finding.undeclaredName`).
  package var receiver: String
  package var accessor: String
  package var uses = 0
  package var bridges = 0
  /// The uses in test files (`TestFile`), counted in `uses` too.
  package var testUses = 0
  /// How many files access it.
  package var files = 0
  /// The files with most accesses through it, most first (of equals, the first in report
  /// order), at most `busiestFileLimit`: what the reports show of them.
  package var busiestFiles: [FileCount] = []
  /// The file with most accesses through it.
  package var busiestFile: FileCount? { busiestFiles.first }

  /// How many of its busiest files a receiver keeps.
  package static let busiestFileLimit = 5

  /// Counts `count` accesses from one more file, which comes after those counted so far in
  /// report order.
  package mutating func add(file: String, count: Int) {
    files += 1
    keepIfBusy(file, count)
  }

  /// Counts the accesses `other` counted in files that come after these in report order.
  package mutating func add(_ other: UndeclaredReceiver) {
    uses += other.uses
    bridges += other.bridges
    testUses += other.testUses
    files += other.files
    // A file that is not among `other`'s busiest has as many busier or equal files before it.
    for file in other.busiestFiles { keepIfBusy(file.file, file.count) }
  }

  /// Keeps `file`, with `count` accesses, which comes after the files counted so far, if it is
  /// among the busiest: after those with as many accesses or more.
  private mutating func keepIfBusy(_ file: String, _ count: Int) {
    // Once the list is full, most files are no busier than its last: told without a search.
    let isFull = busiestFiles.count == Self.busiestFileLimit
    if isFull && busiestFiles[busiestFiles.count - 1].count >= count { return }
    let place = busiestFiles.firstIndex { $0.count < count } ?? busiestFiles.count
    if isFull { busiestFiles.removeLast() }
    busiestFiles.insert(FileCount(file: file, count: count), at: place)
  }

  /// The built-in dependency that replaces this SDK singleton, if there is one:
  /// `"@Dependency(\.urlSession)"` for `URLSession.shared`.
  package var builtInDependency: String? {
    let name = receiver.split(separator: ".").last.map(String.init) ?? receiver
    // The SDK singletons that a built-in dependency of the `Dependencies` library replaces. A
    // switch, not a dictionary: building one (its type resolved at run time, every key hashed)
    // costs more than all the look-ups a report makes.
    let keyPath: String? =
      switch (name, accessor) {
      case ("URLSession", "shared"): "urlSession"
      case ("NotificationCenter", "default"): "notificationCenter"
      case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): "calendar"
      case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): "locale"
      case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"): "timeZone"
      default: nil
      }
    return keyPath.map { "@Dependency(\\.\($0))" }
  }
}

/// Accesses per singleton, per undeclared receiver and per file, added up from the counts of
/// runs of files (`AccessCounts`), which the cores make while they attribute findings.
package struct AccessSummary {
  package var singletons: [SingletonSummary]
  package var undeclared: [UndeclaredReceiver] = []
  /// Files by accesses, most first (then by path); at most `hotspotLimit`.
  package var hotspots: [FileCount] = []

  /// How many hotspots a report lists.
  package static let hotspotLimit = 10

  /// The summary of consecutive runs of files, given in report order, from what each run
  /// counted.
  package init(declarations: [SingletonDeclaration], runs: [AccessCounts]) {
    singletons = declarations.map { SingletonSummary(declaration: $0, uses: 0, bridges: 0) }
    var undeclaredIndex: [SingletonKey: Int] = [:]
    var perFile: [FileCount] = []
    perFile.reserveCapacity(runs.reduce(0) { $0 + $1.perFile.count })
    for run in runs {
      perFile += run.perFile
      for use in run.singletonUses {
        singletons[use.index].uses += use.uses
        singletons[use.index].bridges += use.bridges
        singletons[use.index].ambiguous += use.ambiguous
        singletons[use.index].testUses += use.testUses
        singletons[use.index].sites.add(use.sites)
        for member in use.members {
          singletons[use.index].members.add(member.name, uses: member.uses)
        }
        if singletons[use.index].fileCounts.isEmpty {
          // Most singletons are used in one file or a few: a list made to measure, not grown.
          singletons[use.index].fileCounts = [use.file]
        } else {
          singletons[use.index].fileCounts.append(use.file)
        }
      }
      for receiver in run.undeclared {
        let key = SingletonKey(type: receiver.receiver, accessor: receiver.accessor)
        guard let index = undeclaredIndex[key] else {
          undeclaredIndex[key] = undeclared.count
          undeclared.append(receiver)
          continue
        }
        undeclared[index].add(receiver)
      }
    }
    // Stable: equal counts stay in report order.
    for index in singletons.indices {
      singletons[index].fileCounts.sortByCount()
      singletons[index].members.sortByUses()
    }
    undeclared.sort {
      let (left, right) = ($0.uses + $0.bridges, $1.uses + $1.bridges)
      if left != right { return left > right }
      if $0.receiver != $1.receiver { return $0.receiver.precedesInByteOrder($1.receiver) }
      return $0.accessor.precedesInByteOrder($1.accessor)
    }
    // `perFile` is in report order, the byte order of paths: a stable sort by count keeps that
    // order among equal counts.
    perFile.sortByCount()
    hotspots = Array(perFile.prefix(Self.hotspotLimit))
  }
}

extension [FileCount] {
  /// Most accesses first; equal counts keep their order (the standard library's sort is
  /// stable).
  mutating func sortByCount() {
    guard count > 1 else { return }
    sort { $0.count > $1.count }
  }
}
