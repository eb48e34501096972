/// How an audit's findings compare with a baseline: which are new (new uses fail the gate; new
/// bridges are step 1 of a migration, progress, and do not) and which baseline entries are fixed
/// (the baseline can shrink).
package struct BaselineComparison: Sendable, Equatable {
  /// The baseline file, as given.
  package var file: String
  /// New uses: findings beyond their key's count in the baseline, in report order, whose role is
  /// `use`. When a key has more findings than the baseline allows, the last ones in the file are
  /// the new ones. These fail the gate.
  package var newFindings: [Finding]
  /// New bridges: findings beyond the baseline whose role is `bridge` (a client's live value
  /// wrapping the singleton). Reported, never gated.
  package var newBridges: [Finding]
  /// New accesses through an instance, `self` or an expression (`session.configuration`), not
  /// matched to a declared singleton (`Finding.gates`): reported, never gated.
  package var newUngated: [Finding] = []
  /// New uses of an adopted accessor (`--adopt-accessor`, for one added mid-migration): its
  /// existing uses, recorded by the next `--write-baseline`, never gated.
  package var adopted: [Finding] = []
  /// Baseline entries with fewer findings than recorded; `count` is how many are gone.
  package var fixed: [BaselineEntry]
  /// Findings the baseline accounts for.
  package var unchangedCount: Int
  /// Of those, the findings recorded under a file that no longer exists (moved or renamed, its
  /// lines as they were): the baseline should be rewritten to name their new files.
  package var movedCount = 0
  /// Baseline entries whose files are outside the scanned PATHs: this run says nothing about
  /// them, so they are neither fixed nor dropped when the baseline is rewritten.
  package var outOfScope: [BaselineEntry] = []

  /// Compares `findings` (which must carry their `lineText`) with `baseline`. A finding matches
  /// an entry with its key; failing that, a leftover entry of its file, receiver and accessor
  /// whose line spells the access from the accessor on (`shared.a` in `Foo.shared.a + b`), so
  /// that migrating one access on a line leaves the others matched. Entries outside
  /// `scope` (all in scope when nil) are set aside as out of scope.
  package init(
    findings: some Sequence<Finding>, baseline: Baseline, file: String, scope: BaselineScope? = nil,
    adopting adoptedAccessors: Set<String> = []
  ) {
    self.file = file
    var remaining: [BaselineKey: Int] = [:]
    for entry in baseline.entries {
      if let scope, !scope.contains(entry.key.file, spelledAs: baseline.paths) {
        outOfScope.append(entry)
      } else {
        remaining[entry.key] = entry.count
      }
    }
    newFindings = []
    newBridges = []
    unchangedCount = 0
    var keys = BaselineKeys(paths: baseline.paths)
    // First the findings whose line is as recorded; then, among those left, an access whose line
    // changed around it (another access on it migrated) matches an entry left over in its file
    // whose line still spells it.
    var unmatched: [(finding: Finding, key: BaselineKey)] = []
    var filesFound = Set<String>()
    for finding in findings {
      let key = keys.key(for: finding)
      filesFound.insert(key.file)
      if let left = remaining[key], left > 0 {
        remaining[key] = left - 1
        unchangedCount += 1
      } else {
        unmatched.append((finding, key))
      }
    }
    var leftovers: [BaselineKey: [BaselineKey]] = [:]
    if !unmatched.isEmpty {
      for entry in baseline.entries where remaining[entry.key, default: 0] > 0 {
        leftovers[Self.place(of: entry.key), default: []].append(entry.key)
      }
    }
    // Last, a file moved or renamed: an access whose line is recorded, as it is, under a file
    // that no longer exists (nothing was found in it, and it is not there) is that entry under
    // its new name.
    var gone: [BaselineKey: [BaselineKey]] = [:]
    if !unmatched.isEmpty {
      var exists: [String: Bool] = [:]
      for entry in baseline.entries where remaining[entry.key, default: 0] > 0 {
        let file = entry.key.file
        if exists[file] == nil {
          exists[file] = filesFound.contains(file) || baseline.paths.entryFileExists(file)
        }
        if exists[file] == false { gone[Self.line(of: entry.key), default: []].append(entry.key) }
      }
    }
    for (finding, key) in unmatched {
      if let candidates = leftovers[Self.place(of: key)],
        let fragment = Self.accessFragment(of: finding),
        let entry = candidates.first(where: {
          remaining[$0, default: 0] > 0 && $0.code.utf8.firstRange(of: fragment) != nil
        })
      {
        remaining[entry]! -= 1
        unchangedCount += 1
      } else if let entry = gone[Self.line(of: key)]?.first(where: {
        remaining[$0, default: 0] > 0
      }) {
        remaining[entry]! -= 1
        unchangedCount += 1
        movedCount += 1
      } else if finding.role == .bridge {
        newBridges.append(finding)
      } else if adoptedAccessors.contains(finding.accessor) {
        adopted.append(finding)
      } else if !finding.gates {
        newUngated.append(finding)
      } else {
        newFindings.append(finding)
      }
    }
    fixed = baseline.entries.compactMap { entry in
      // Out-of-scope entries are not in `remaining`.
      guard let left = remaining[entry.key], left > 0 else { return nil }
      return BaselineEntry(key: entry.key, count: left)
    }
  }

  /// A key without its file: the receiver, accessor and line an access is recorded under.
  private static func line(of key: BaselineKey) -> BaselineKey {
    BaselineKey(file: "", receiver: key.receiver, accessor: key.accessor, code: key.code)
  }

  /// A key without its line: the file, receiver and accessor an access is recorded under.
  private static func place(of key: BaselineKey) -> BaselineKey {
    BaselineKey(file: key.file, receiver: key.receiver, accessor: key.accessor, code: "")
  }

  /// The access as its line spells it from the accessor on, with the members that follow
  /// (`shared.session.data`): what stays the same when other code on the line changes.
  private static func accessFragment(of finding: Finding) -> [UInt8]? {
    guard let line = finding.lineText else { return nil }
    let bytes = Array(line.utf8)
    let start = finding.column - 1
    guard start >= 0, start < bytes.count else { return nil }
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      let isWordOrDot =
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
      guard isWordOrDot else { break }
      end += 1
    }
    return Array(bytes[start..<end])
  }

  /// How many accesses the out-of-scope entries hold.
  package var outOfScopeCount: Int { outOfScope.reduce(0) { $0 + $1.count } }

  /// How many accesses the fixed entries held.
  package var fixedCount: Int { fixed.reduce(0) { $0 + $1.count } }

  /// Whether this run rewrote the baseline file (`--baseline F --write-baseline F`), so that the
  /// report tells to commit it rather than to rewrite it.
  package var isRewritten = false

  /// What to do once entries are fixed or bridges are new: rewrite the baseline (new uses are
  /// never written, so it only shrinks), or commit the file this run rewrote.
  package var shrinkHint: String {
    if isRewritten {
      return "The baseline '\(file)' now holds today's findings: commit it."
    }
    let what =
      !fixed.isEmpty
      ? "Rewrite the baseline so it only shrinks"
      : !newBridges.isEmpty
        ? "Record the new bridges"
        : !adopted.isEmpty
          ? "Record the adopted accesses"
          : movedCount > 0 && newUngated.isEmpty
            ? "Record the files that moved" : "Record the new accesses"
    return "\(what): run the same command with '--write-baseline \(file)' and commit the "
      + (fixed.isEmpty ? "file." : "smaller file.")
  }

  /// Whether rewriting the baseline would record something: fixed entries, new bridges, adopted
  /// accesses or new ungated ones.
  package var hasChangesToRecord: Bool {
    !fixed.isEmpty || !newBridges.isEmpty || !adopted.isEmpty || !newUngated.isEmpty
      || movedCount > 0
  }
}

extension Finding {
  /// A finding's place, to look up whether a reporter's finding is in a set of findings.
  package struct Location: Hashable, Sendable {
    package var file: String
    package var line: Int
    package var column: Int
  }

  package var location: Location { Location(file: file, line: line, column: column) }
}
