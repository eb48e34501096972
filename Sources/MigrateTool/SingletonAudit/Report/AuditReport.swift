import SourceFiles

/// The result of an audit: everything a reporter needs, already sorted.
package struct AuditReport: Sendable, Equatable {
  package var accessors: [String]
  /// The service locators audited with the accessors (`--locator`); their accesses are
  /// findings whose receiver is the locator (`@` and its name for a property wrapper).
  package var locators: [String] = []
  package var filesScanned: Int
  package var bytesScanned: Int
  /// Sorted by file (byte order), line, column.
  package var findings: FindingList
  /// Sorted by type (byte order), then accessor, then file.
  package var singletons: [SingletonSummary]
  /// Sorted by file (byte order).
  package var errors: [ScanError]
  /// Findings silenced by `migrate-tool:ignore` comments, sorted like `findings`; not counted in
  /// `findings` or in the singletons' uses and bridges.
  package var suppressed: [SuppressedFinding] = []
  /// Receivers with findings that no declaration names, most accesses first.
  package var undeclared: [UndeclaredReceiver] = []
  /// The files with most findings, most first.
  package var hotspots: [FileCount] = []
  /// How the findings compare with `--baseline`; nil without one.
  package var baseline: BaselineComparison?
  /// Uses left over time (`--history`); nil without one.
  package var history: UsageHistory?
  /// Things the user should know that did not stop the audit (a PATH that is not a .swift
  /// file); printed on stderr as `warning: ...`.
  package var warnings: [String] = []
}

extension AuditReport {
  /// Builds the report from per-file results (in file order): keeps each declaration (a type
  /// declared in two targets is two singletons), attributes each finding to the singleton its
  /// receiver names, and counts accesses per singleton, per undeclared receiver and per file.
  package init(
    accessors: [String], files: consuming [FileResult], walkErrors: [ScanError]
  ) {
    var files = files
    let declarations = Self.sortedDeclarations(of: files)
    let matcher = SingletonMatcher(declarations: declarations)
    // On all cores, a run of files per task: each file's findings are attributed and counted,
    // and its declarations (copied into `declarations`) freed there, not one by one on this
    // thread.
    let runs = concurrentUpdate(runsOf: &files) { files in
      var counts = AccessCounts()
      for index in files.indices {
        files[index].declarations = []
        let tallies = matcher.attribute(&files[index].findings)
        counts.add(files[index].findings, tallies: tallies)
      }
      return counts
    }
    let summary = AccessSummary(declarations: declarations, runs: runs)
    var errors = walkErrors + files.compactMap(\.error)
    errors.sort { $0.file.precedesInByteOrder($1.file) }
    // Most files have no suppressed findings: appending their empty lists still cost a call
    // each into the array's growth.
    var suppressed: [SuppressedFinding] = []
    for index in files.indices where !files[index].suppressed.isEmpty {
      suppressed += files[index].suppressed
    }
    self.init(
      accessors: accessors,
      filesScanned: files.count { $0.error == nil },
      bytesScanned: files.reduce(0) { $0 + $1.byteCount },
      findings: FindingList(files: files.lazy.map(\.findings)), singletons: summary.singletons,
      errors: errors,
      suppressed: suppressed,
      undeclared: summary.undeclared, hotspots: summary.hotspots)
  }

  /// The declarations of `files` by type, accessor and file; one type's declarations in one file
  /// stay in line order. The same declaration twice in one file is one, the first (`#if`
  /// branches); in two files, two.
  private static func sortedDeclarations(of files: [FileResult]) -> [SingletonDeclaration] {
    // Each declaration named by its file and its index there: copied once, in sorted order,
    // not gathered into one array first.
    var places: [(file: Int, index: Int)] = []
    places.reserveCapacity(files.reduce(0) { $0 + $1.declarations.count })
    var fieldBytes = 0
    for file in files.indices {
      for index in files[file].declarations.indices {
        places.append((file, index))
        fieldBytes +=
          files[file].declarations[index].type.utf8.count
          + files[file].declarations[index].accessor.utf8.count
          + files[file].declarations[index].file.utf8.count
      }
    }
    var keys = ByteOrderKeys()
    keys.reserveCapacity(keys: places.count, fields: 3 * places.count, fieldBytes: fieldBytes)
    for (file, index) in places {
      keys.appendField(files[file].declarations[index].type)
      keys.appendField(files[file].declarations[index].accessor)
      keys.appendField(files[file].declarations[index].file)
      keys.endKey()
    }
    let order = keys.sortedIndices()
    var declarations: [SingletonDeclaration] = []
    declarations.reserveCapacity(order.count)
    for (position, key) in order.enumerated()
    where position == 0 || !keys.keysEqual(key, order[position - 1]) {
      declarations.append(files[places[key].file].declarations[places[key].index])
    }
    return declarations
  }
}

extension AuditReport {
  /// Whether findings through `receiver` are a locator's (`--locator`): the locator's name, or
  /// `@` and its name for a property wrapper.
  package func isLocator(_ receiver: String) -> Bool {
    Self.isLocator(receiver, among: locators)
  }

  /// Whether findings through `receiver` are one of `locators`'.
  package static func isLocator(_ receiver: String, among locators: [String]) -> Bool {
    guard !locators.isEmpty else { return false }
    let name = receiver.hasPrefix("@") ? String(receiver.dropFirst()) : receiver
    return locators.contains(name)
  }
}
