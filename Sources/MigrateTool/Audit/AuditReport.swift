/// The result of an audit: everything a reporter needs, already sorted.
struct AuditReport: Sendable, Equatable {
  var accessors: [String]
  var filesScanned: Int
  var bytesScanned: Int
  /// Sorted by file (byte order), line, column.
  var findings: FindingList
  /// Sorted by type (byte order), then accessor, then file.
  var singletons: [SingletonSummary]
  /// Sorted by file (byte order).
  var errors: [ScanError]
  /// Findings silenced by `migrate-tool:ignore` comments, sorted like `findings`; not counted in
  /// `findings` or in the singletons' uses and bridges.
  var suppressed: [SuppressedFinding] = []
  /// Receivers with findings that no declaration names, most accesses first.
  var undeclared: [UndeclaredReceiver] = []
  /// The files with most findings, most first.
  var hotspots: [FileCount] = []
  /// How the findings compare with `--baseline`; nil without one.
  var baseline: BaselineComparison?
  /// Things the user should know that did not stop the audit (a PATH that is not a .swift
  /// file); printed on stderr as `warning: ...`.
  var warnings: [String] = []

  /// Exit 3 when some files could not be read, else 0.
  var exitCode: Int32 { errors.isEmpty ? ExitCode.success : ExitCode.unreadableFiles }
}

extension AuditReport {
  /// Builds the report from per-file results (in file order): keeps each declaration (a type
  /// declared in two targets is two singletons), attributes each finding to the singleton its
  /// receiver names, and counts accesses per singleton, per undeclared receiver and per file.
  init(
    accessors: [String], files: consuming [FileResult], walkErrors: [ScanError]
  ) {
    var files = files
    let found = files.flatMap(\.declarations)
    var keys = ByteOrderKeys()
    keys.reserveCapacity(
      keys: found.count, fields: 3 * found.count,
      fieldBytes: found.reduce(0) {
        $0 + $1.type.utf8.count + $1.accessor.utf8.count + $1.file.utf8.count
      })
    for declaration in found {
      keys.appendField(declaration.type)
      keys.appendField(declaration.accessor)
      keys.appendField(declaration.file)
      keys.endKey()
    }
    // By type, accessor and file; one type's declarations in one file stay in line order. The
    // same declaration twice in one file is one, the first (`#if` branches); in two files, two.
    let order = keys.sortedIndices()
    let declarations = order.indices.compactMap { position in
      let index = order[position]
      return position > 0 && keys.keysEqual(index, order[position - 1]) ? nil : found[index]
    }
    let matcher = SingletonMatcher(declarations: declarations)
    // On all cores, a run of files per task: each file's findings are attributed and counted,
    // and its declarations (copied into `found`) freed there, not one by one on this thread.
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
    self.init(
      accessors: accessors,
      filesScanned: files.count { $0.error == nil },
      bytesScanned: files.reduce(0) { $0 + $1.byteCount },
      findings: FindingList(files: files.lazy.map(\.findings)), singletons: summary.singletons,
      errors: errors,
      suppressed: files.flatMap(\.suppressed),
      undeclared: summary.undeclared, hotspots: summary.hotspots)
  }
}
