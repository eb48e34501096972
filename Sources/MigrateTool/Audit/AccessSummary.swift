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

/// Accesses per singleton, per undeclared receiver and per file, added up from the counts of
/// runs of files (`AccessCounts`), which the cores make while they attribute findings.
struct AccessSummary {
  var singletons: [SingletonSummary]
  var undeclared: [UndeclaredReceiver] = []
  /// Files by accesses, most first (then by path); at most `hotspotLimit`.
  var hotspots: [FileCount] = []

  /// How many hotspots a report lists.
  static let hotspotLimit = 10

  /// The summary of consecutive runs of files, given in report order, from what each run
  /// counted.
  init(declarations: [SingletonDeclaration], runs: [AccessCounts]) {
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
        undeclared[index].uses += receiver.uses
        undeclared[index].bridges += receiver.bridges
        undeclared[index].fileCounts += receiver.fileCounts
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
