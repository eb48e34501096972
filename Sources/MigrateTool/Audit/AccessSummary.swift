/// A file and how many accesses it holds: a singleton's busiest file, or a hotspot.
struct FileCount: Sendable, Equatable {
  var file: String
  var count: Int
}

/// Accesses through a receiver no declaration in the code base names: a singleton of the SDK
/// (`URLSession.shared`), of Objective-C code, or of another module.
struct UndeclaredReceiver: Sendable, Equatable {
  /// As findings give it: `"UIApplication"`, `""` for an implicit member, `"(expr)"`.
  var receiver: String
  var accessor: String
  var uses = 0
  var bridges = 0
  /// The files with accesses through it, most first (then in report order).
  var fileCounts: [FileCount] = []
  /// How many files access it.
  var files: Int { fileCounts.count }
  /// The file with most accesses through it.
  var busiestFile: FileCount? { fileCounts.first }

  /// The built-in dependency that replaces this SDK singleton, if there is one:
  /// `"@Dependency(\.urlSession)"` for `URLSession.shared`.
  var builtInDependency: String? {
    let name = receiver.split(separator: ".").last.map(String.init) ?? receiver
    return Self.builtInDependencies[name + "." + accessor].map { "@Dependency(\\.\($0))" }
  }

  /// The SDK singletons that a built-in dependency of the `Dependencies` library replaces.
  static let builtInDependencies = [
    "URLSession.shared": "urlSession", "NotificationCenter.default": "notificationCenter",
    "Calendar.current": "calendar", "Calendar.autoupdatingCurrent": "calendar",
    "Locale.current": "locale", "Locale.autoupdatingCurrent": "locale",
    "TimeZone.current": "timeZone", "TimeZone.autoupdatingCurrent": "timeZone",
  ]
}

/// Counts accesses per singleton, per undeclared receiver and per file, in one pass over the
/// files in report order.
struct AccessSummary {
  var singletons: [SingletonSummary]
  var undeclared: [UndeclaredReceiver] = []
  /// Files by accesses, most first (then by path); at most `hotspotLimit`.
  var hotspots: [FileCount] = []

  /// How many hotspots a report lists.
  static let hotspotLimit = 10

  /// The summary of `files` in report order, given what `SingletonMatcher.attribute` counted in
  /// each (`tallies`, one list per file).
  init(
    declarations: [SingletonDeclaration], files: [FileResult],
    tallies: [[SingletonMatcher.Tally]]
  ) {
    singletons = declarations.map { SingletonSummary(declaration: $0, uses: 0, bridges: 0) }
    var undeclaredIndex: [SingletonKey: Int] = [:]
    var perFile: [FileCount] = []
    perFile.reserveCapacity(files.count)
    // Files tend to list their undeclared receivers in the same order: the receiver found at
    // the same place in an earlier file is tried before hashing.
    var earlier: [Int] = []
    // The findings alone, not each whole file result copied (retaining all its lists).
    for (findings, fileTallies) in zip(files.lazy.map(\.findings), tallies)
    where !findings.isEmpty {
      let path = findings[0].file
      perFile.append(FileCount(file: path, count: findings.count))
      for (position, tally) in fileTallies.enumerated() {
        let fileCount = FileCount(file: path, count: tally.uses + tally.bridges)
        if let index = tally.index {
          singletons[index].uses += tally.uses
          singletons[index].bridges += tally.bridges
          singletons[index].ambiguous += tally.ambiguous
          if singletons[index].fileCounts.isEmpty {
            // Most singletons are used in one file or a few: a list made to measure, not grown.
            singletons[index].fileCounts = [fileCount]
          } else {
            singletons[index].fileCounts.append(fileCount)
          }
        } else {
          let receiver = findings[tally.firstFinding].receiver
          let accessor = findings[tally.firstFinding].accessor
          let guess = position < earlier.count ? earlier[position] : -1
          let index: Int
          if guess >= 0, undeclared[guess].receiver == receiver,
            undeclared[guess].accessor == accessor
          {
            index = guess
          } else {
            let key = SingletonKey(type: receiver, accessor: accessor)
            index =
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
          }
          undeclared[index].uses += tally.uses
          undeclared[index].bridges += tally.bridges
          undeclared[index].fileCounts.append(fileCount)
        }
      }
    }
    // Stable: equal counts stay in report order.
    for index in singletons.indices { singletons[index].fileCounts.sortByCount() }
    for index in undeclared.indices { undeclared[index].fileCounts.sortByCount() }
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
