/// The result of an audit: everything a reporter needs, already sorted.
struct AuditReport: Sendable, Equatable {
  var accessors: [String]
  var filesScanned: Int
  var bytesScanned: Int
  /// Sorted by file (byte order), line, column.
  var findings: FindingList
  /// Sorted by type (byte order), then accessor.
  var singletons: [SingletonSummary]
  /// Sorted by file (byte order).
  var errors: [ScanError]
  /// Findings silenced by `migrate-tool:ignore` comments, sorted like `findings`; not counted in
  /// `findings` or in the singletons' uses and bridges.
  var suppressed: [SuppressedFinding] = []
  /// How the findings compare with `--baseline`; nil without one.
  var baseline: BaselineComparison?

  /// Exit 3 when some files could not be read, else 0.
  var exitCode: Int32 { errors.isEmpty ? ExitCode.success : ExitCode.unreadableFiles }
}

extension AuditReport {
  /// Builds the report from per-file results (in file order): merges declarations of the same
  /// singleton, attributes each finding to the singleton its receiver names, counts uses and
  /// bridges.
  init(
    accessors: [String], files: consuming [FileResult], walkErrors: [ScanError]
  ) {
    var files = files
    var declarations: [SingletonDeclaration] = []
    var seen = Set<SingletonKey>(minimumCapacity: files.reduce(0) { $0 + $1.declarations.count })
    for file in files {
      for declaration in file.declarations
      where seen.insert(SingletonKey(type: declaration.type, accessor: declaration.accessor))
        .inserted
      {
        declarations.append(declaration)
      }
    }
    declarations.sort {
      $0.type.precedesInByteOrder($1.type)
        || ($0.type == $1.type && $0.accessor.precedesInByteOrder($1.accessor))
    }
    let matcher = SingletonMatcher(declarations: declarations)
    // Per file, on all cores: the findings are attributed in place (hash look-ups).
    let counts = concurrentUpdate(&files) { file in matcher.attribute(&file.findings) }
    var summaries = declarations.map { SingletonSummary(declaration: $0, uses: 0, bridges: 0) }
    for fileCounts in counts {
      for singleton in fileCounts {
        summaries[singleton.index].uses += singleton.uses
        summaries[singleton.index].bridges += singleton.bridges
      }
    }
    var errors = walkErrors + files.compactMap(\.error)
    errors.sort { $0.file.precedesInByteOrder($1.file) }
    self.init(
      accessors: accessors,
      filesScanned: files.count { $0.error == nil },
      bytesScanned: files.reduce(0) { $0 + $1.byteCount },
      findings: FindingList(files: files.lazy.map(\.findings)), singletons: summaries,
      errors: errors,
      suppressed: files.flatMap(\.suppressed))
  }
}
