/// The findings recorded by `--write-baseline`, counted by what identifies an access regardless
/// of where it sits: its file, receiver, accessor and the trimmed text of its line.
///
/// Line numbers and columns are not part of the key, so unrelated edits and moved lines still
/// match; counts make one extra `Foo.shared` in a file exactly one new finding. An access whose
/// line changed around it still matches its entry (`BaselineComparison`).
package struct Baseline: Sendable, Equatable {
  /// The format versions `BaselineFile` reads; it writes the last.
  package static let versions = 1...2

  /// Counts by key, sorted by file, receiver, accessor, code (byte order).
  package var entries: [BaselineEntry]
  /// How the entries spell their files (which also gives the file format version).
  package var paths: BaselinePaths

  package init(entries: [BaselineEntry], paths: BaselinePaths = .asReported) {
    self.paths = paths
    var counts: [BaselineKey: Int] = [:]
    for entry in entries { counts[entry.key, default: 0] += entry.count }
    self.entries = counts.map { BaselineEntry(key: $0.key, count: $0.value) }
      .sorted { $0.key < $1.key }
  }

  /// The baseline of `entries` read from a file, or nil when their counts add up past `Int.max`
  /// (a corrupt or hostile file), which no count or comparison could then hold.
  package init?(checkingCounts entries: [BaselineEntry], paths: BaselinePaths) {
    var total = 0
    for entry in entries {
      let (sum, overflow) = total.addingReportingOverflow(entry.count)
      if overflow { return nil }
      total = sum
    }
    self.init(entries: entries, paths: paths)
  }

  /// The baseline of `findings`, which must carry their `lineText`, with files spelled as
  /// `paths` says.
  package init(findings: some Sequence<Finding>, paths: BaselinePaths = .asReported) {
    var keys = BaselineKeys(paths: paths)
    self.init(
      entries: findings.map { BaselineEntry(key: keys.key(for: $0), count: 1) }, paths: paths)
  }

  /// The number of findings the baseline holds.
  package var findingCount: Int { entries.reduce(0) { $0 + $1.count } }
}

/// What identifies an access in a baseline.
package struct BaselineKey: Hashable, Sendable, Comparable {
  package var file: String
  package var receiver: String
  package var accessor: String
  /// The access's line, trimmed of surrounding whitespace.
  package var code: String

  package init(file: String, receiver: String, accessor: String, code: String) {
    self.file = file
    self.receiver = receiver
    self.accessor = accessor
    self.code = code
  }

  /// The code of a line: without surrounding whitespace, nor a first line's byte order mark.
  static func code(_ line: String) -> Substring {
    let text = Substring(line)
    return (text.first == "\u{FEFF}" ? text.dropFirst() : text).trimmingWhitespace
  }

  /// Byte order of each field in turn, so the file's order never depends on the locale.
  package static func < (lhs: Self, rhs: Self) -> Bool {
    for (left, right) in [
      (lhs.file, rhs.file), (lhs.receiver, rhs.receiver), (lhs.accessor, rhs.accessor),
      (lhs.code, rhs.code),
    ] where left != right {
      return left.precedesInByteOrder(right)
    }
    return false
  }
}

/// One key and how many accesses it had.
package struct BaselineEntry: Sendable, Equatable {
  package var key: BaselineKey
  package var count: Int

  package init(key: BaselineKey, count: Int) {
    self.key = key
    self.count = count
  }
}

/// Makes the keys of findings in report order, spelling each file once: consecutive findings
/// share a file.
package struct BaselineKeys {
  package let paths: BaselinePaths
  private var last: (reported: String, spelled: String)?
  /// The code of the last finding's line: the findings of one line share it, as they share
  /// their `lineText` (copies would grow with findings x line length).
  private var lastCode: (file: String, line: Int, code: String)?

  package init(paths: BaselinePaths) { self.paths = paths }

  package mutating func key(for finding: Finding) -> BaselineKey {
    let code: String
    if let lastCode, lastCode.line == finding.line, lastCode.file == finding.file {
      code = lastCode.code
    } else {
      code = String(BaselineKey.code(finding.lineText ?? ""))
      lastCode = (finding.file, finding.line, code)
    }
    let spelled: String
    if let last, last.reported == finding.file {
      spelled = last.spelled
    } else {
      spelled = paths.key(forReported: finding.file)
      last = (finding.file, spelled)
    }
    return BaselineKey(
      file: spelled, receiver: finding.receiver, accessor: finding.accessor, code: code)
  }
}
