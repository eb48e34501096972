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

  init(
    declarations: [SingletonDeclaration],
    files: [(findings: [Finding], matches: [SingletonMatcher.Match?])]
  ) {
    singletons = declarations.map { SingletonSummary(declaration: $0, uses: 0, bridges: 0) }
    var undeclaredIndex: [SingletonKey: Int] = [:]
    var perFile: [FileCount] = []
    for (findings, matches) in files where !findings.isEmpty {
      let file = findings[0].file
      perFile.append(FileCount(file: file, count: findings.count))
      // Accesses in this file per singleton (index) and per undeclared receiver (-1 - index).
      var here: [Int: Int] = [:]
      for (finding, match) in zip(findings, matches) {
        let isBridge = finding.role == .bridge
        let slot: Int
        if let match {
          slot = match.index
          if isBridge { singletons[slot].bridges += 1 } else { singletons[slot].uses += 1 }
          if match.isAmbiguous { singletons[slot].ambiguous += 1 }
        } else {
          let key = SingletonKey(type: finding.receiver, accessor: finding.accessor)
          let index =
            undeclaredIndex[key]
            ?? {
              undeclared.append(UndeclaredReceiver(receiver: key.type, accessor: key.accessor))
              undeclaredIndex[key] = undeclared.count - 1
              return undeclared.count - 1
            }()
          if isBridge { undeclared[index].bridges += 1 } else { undeclared[index].uses += 1 }
          slot = -1 - index
        }
        here[slot, default: 0] += 1
      }
      for (slot, count) in here {
        let fileCount = FileCount(file: file, count: count)
        if slot >= 0 {
          singletons[slot].fileCounts.append(fileCount)
        } else {
          undeclared[-1 - slot].fileCounts.append(fileCount)
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
    hotspots = Array(
      perFile.sorted { $0.count != $1.count ? $0.count > $1.count : $0.file.precedesInByteOrder($1.file) }
        .prefix(Self.hotspotLimit))
  }
}

extension [FileCount] {
  /// Most accesses first; equal counts keep their order.
  mutating func sortByCount() {
    self = enumerated().sorted { left, right in
      let (a, b) = (left.element.count, right.element.count)
      return a != b ? a > b : left.offset < right.offset
    }.map(\.element)
  }
}
