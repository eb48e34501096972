import SingletonAudit
import SwiftScanning

/// `--format json`: Docs/Output.md's schemaVersion 1, field names and order exactly as specified, one
/// finding per line so the output diffs well. Written as bytes, in chunks: reports can hold
/// hundreds of thousands of findings.
///
/// After the schema's fields come extra ones (allowed within schemaVersion 1): in each singleton,
/// `files`, `mostAccessedFile` (`{"file", "count"}` or null), `ambiguous`, `testUses` (when
/// some), `members` (`{"name", "uses"}`, most used first), `sites` (uses per kind of site),
/// and for a singleton with uses its `rank` and `score` in the plan (`MigrationPlan`); then
/// `suppressed`
/// (a count), `suppressions` (each with file, line and reason), `undeclaredReceivers` (receivers
/// with findings that no declaration names, most accesses first, each with `builtInDependency`
/// when one replaces it), `hotspots` (the files with most findings), `history` (with
/// `--history`), and, when a baseline is given,
/// `baseline`, `newFindings` (new uses, which fail the gate), `newBridgeFindings` (new bridges,
/// which do not) and `fixedEntries`.
package struct JSONReporter: StreamingReporter {
  package init() {}

  package func write(_ report: AuditReport, to out: inout ReportWriter) {
    out.write("{\n  \"schemaVersion\": 1,\n  \"tool\": {\"name\": \"migrate-tool\", \"version\": ")
    out.writeJSONQuoted(ToolVersion.current)
    out.write("},\n  \"accessors\": [")
    for (index, accessor) in report.accessors.enumerated() {
      if index > 0 { out.write(", ") }
      out.writeJSONQuoted(accessor)
    }
    out.write("]")
    if !report.locators.isEmpty {
      out.write(",\n  \"locators\": [")
      for (index, locator) in report.locators.enumerated() {
        if index > 0 { out.write(", ") }
        out.writeJSONQuoted(locator)
      }
      out.write("]")
    }
    out.write(",\n  \"filesScanned\": ")
    out.write(report.filesScanned)
    out.write(",\n  \"bytesScanned\": ")
    out.write(report.bytesScanned)
    out.write(",\n  \"findings\": ")
    writeFindings(report.findings, to: &out)
    out.write(",\n  \"singletons\": ")
    // Each singleton's place in the plan, by its index: written with it, not in a list of its
    // own that would name each singleton again.
    let places = report.plan.places
    let singletons = report.singletons
    writeArray(Array(singletons.indices), to: &out) { index, out in
      let singleton = singletons[index]
      let declaration = singleton.declaration
      out.write("{\"type\": ")
      out.writeJSONQuoted(declaration.type)
      out.write(", \"accessor\": ")
      out.writeJSONQuoted(declaration.accessor)
      out.write(", \"file\": ")
      out.writeJSONQuoted(declaration.file)
      out.write(", \"line\": ")
      out.write(declaration.line)
      out.write(", \"uses\": ")
      out.write(singleton.uses)
      out.write(", \"bridges\": ")
      out.write(singleton.bridges)
      out.write(", \"status\": \"")
      out.write(singleton.status.rawValue)
      out.write("\", \"files\": ")
      out.write(singleton.files)
      out.write(", \"mostAccessedFile\": ")
      Self.writeFileCount(singleton.busiestFile, to: &out)
      out.write(", \"ambiguous\": ")
      out.write(singleton.ambiguous)
      Self.writeTestUses(singleton.testUses, to: &out)
      Self.writeMembers(singleton.members, to: &out)
      out.write(", \"sites\": {\"instance\": ")
      out.write(singleton.sites.instance)
      out.write(", \"static\": ")
      out.write(singleton.sites.static)
      out.write(", \"free\": ")
      out.write(singleton.sites.free)
      out.write(", \"defaultArgument\": ")
      out.write(singleton.sites.defaultArgument)
      out.write("}")
      if index < places.count, let place = places[index] {
        out.write(", \"rank\": ")
        out.write(place.rank)
        out.write(", \"score\": ")
        out.write(place.score)
      }
      out.write("}")
    }
    out.write(",\n  \"errors\": ")
    writeArray(report.errors, to: &out) { error, out in
      out.write("{\"file\": ")
      out.writeJSONQuoted(error.file)
      out.write(", \"message\": ")
      out.writeJSONQuoted(error.message)
      out.write("}")
    }
    writeSuppressions(report.suppressed, to: &out)
    out.write(",\n  \"undeclaredReceivers\": ")
    let locators = report.locators
    writeArray(report.undeclared, to: &out) { receiver, out in
      out.write("{\"receiver\": ")
      out.writeJSONQuoted(receiver.receiver)
      out.write(", \"accessor\": ")
      out.writeJSONQuoted(receiver.accessor)
      out.write(", \"uses\": ")
      out.write(receiver.uses)
      out.write(", \"bridges\": ")
      out.write(receiver.bridges)
      out.write(", \"files\": ")
      out.write(receiver.files)
      out.write(", \"mostAccessedFile\": ")
      Self.writeFileCount(receiver.busiestFile, to: &out)
      out.write(", \"builtInDependency\": ")
      if let builtIn = receiver.builtInDependency {
        out.writeJSONQuoted(builtIn)
      } else {
        out.write("null")
      }
      Self.writeTestUses(receiver.testUses, to: &out)
      if AuditReport.isLocator(receiver.receiver, among: locators) {
        out.write(", \"locator\": true")
      }
      out.write("}")
    }
    out.write(",\n  \"hotspots\": ")
    writeArray(report.hotspots, to: &out) { hotspot, out in
      Self.writeFileCount(hotspot, to: &out)
    }
    if let history = report.history { Self.writeHistory(history, to: &out) }
    if let comparison = report.baseline { writeBaseline(comparison, to: &out) }
    out.write("\n}\n")
  }

  /// `{"file": ..., "count": ...}`, or `null`.
  private static func writeFileCount(_ fileCount: FileCount?, to out: inout ReportWriter) {
    guard let fileCount else { return out.write("null") }
    out.write("{\"file\": ")
    out.writeJSONQuoted(fileCount.file)
    out.write(", \"count\": ")
    out.write(fileCount.count)
    out.write("}")
  }

  private func writeSuppressions(_ suppressed: [SuppressedFinding], to out: inout ReportWriter) {
    out.write(",\n  \"suppressed\": ")
    out.write(suppressed.count)
    out.write(",\n  \"suppressions\": ")
    writeArray(suppressed, to: &out) { suppressed, out in
      Self.writeLocation(of: suppressed.finding, to: &out)
      out.write(", \"directive\": \"")
      out.write(suppressed.scope.rawValue)
      out.write("\", \"reason\": ")
      if let reason = suppressed.reason { out.writeJSONQuoted(reason) } else { out.write("null") }
      out.write("}")
    }
  }

  /// `, "testUses": N` when some uses are in test files; left out otherwise, so that a
  /// report of production code reads as it always has.
  private static func writeTestUses(_ count: Int, to out: inout ReportWriter) {
    guard count > 0 else { return }
    out.write(", \"testUses\": ")
    out.write(count)
  }

  /// `, "members": [{"name": ..., "uses": N}, ...]`: the members the singleton's uses reach,
  /// most used first.
  private static func writeMembers(_ members: [MemberCount], to out: inout ReportWriter) {
    out.write(", \"members\": [")
    for (index, member) in members.enumerated() {
      out.write(index == 0 ? "{\"name\": " : ", {\"name\": ")
      out.writeJSONQuoted(member.name)
      out.write(", \"uses\": ")
      out.write(member.uses)
      out.write("}")
    }
    out.write("]")
  }

  /// `"history": [{"date", "uses", "singletons": [{"name", "uses"}]}]`, oldest first.
  private static func writeHistory(_ history: UsageHistory, to out: inout ReportWriter) {
    out.write(",\n  \"history\": [")
    for (index, point) in history.points.enumerated() {
      out.write(index == 0 ? "\n    {\"date\": " : ",\n    {\"date\": ")
      out.writeJSONQuoted(point.date)
      out.write(", \"uses\": ")
      out.write(point.total)
      out.write(", \"singletons\": [")
      for (position, singleton) in point.singletons.enumerated() {
        out.write(position == 0 ? "{\"name\": " : ", {\"name\": ")
        out.writeJSONQuoted(singleton.name)
        out.write(", \"uses\": ")
        out.write(singleton.uses)
        out.write("}")
      }
      out.write("]}")
    }
    out.write(history.points.isEmpty ? "]" : "\n  ]")
  }

  private func writeBaseline(_ comparison: BaselineComparison, to out: inout ReportWriter) {
    out.write(",\n  \"baseline\": {\"file\": ")
    out.writeJSONQuoted(comparison.file)
    out.write(", \"new\": ")
    out.write(comparison.newFindings.count)
    out.write(", \"newBridges\": ")
    out.write(comparison.newBridges.count)
    out.write(", \"fixed\": ")
    out.write(comparison.fixedCount)
    out.write(", \"unchanged\": ")
    out.write(comparison.unchangedCount)
    // Only when there are some, so that a report reads as it always has without them.
    if !comparison.newUngated.isEmpty {
      out.write(", \"newUngated\": ")
      out.write(comparison.newUngated.count)
    }
    if !comparison.adopted.isEmpty {
      out.write(", \"adopted\": ")
      out.write(comparison.adopted.count)
    }
    if comparison.movedCount > 0 {
      out.write(", \"moved\": ")
      out.write(comparison.movedCount)
    }
    // Only when there are some, so that a full audit's report reads as it always has.
    if !comparison.outOfScope.isEmpty {
      out.write(", \"outOfScope\": ")
      out.write(comparison.outOfScopeCount)
    }
    out.write("},\n  \"newFindings\": ")
    writeArray(comparison.newFindings, to: &out) { finding, out in
      Self.writeLocation(of: finding, to: &out)
      out.write("}")
    }
    out.write(",\n  \"newBridgeFindings\": ")
    writeArray(comparison.newBridges, to: &out) { finding, out in
      Self.writeLocation(of: finding, to: &out)
      out.write("}")
    }
    out.write(",\n  \"fixedEntries\": ")
    writeArray(comparison.fixed, to: &out) { entry, out in
      out.write("{\"file\": ")
      out.writeJSONQuoted(entry.key.file)
      out.write(", \"receiver\": ")
      out.writeJSONQuoted(entry.key.receiver)
      out.write(", \"accessor\": ")
      out.writeJSONQuoted(entry.key.accessor)
      out.write(", \"count\": ")
      out.write(entry.count)
      out.write(", \"code\": ")
      out.writeJSONQuoted(entry.key.code)
      out.write("}")
    }
  }

  /// `{"file": ..., "line": ..., "column": ..., "accessor": ..., "receiver": ...` (left open).
  private static func writeLocation(of finding: Finding, to out: inout ReportWriter) {
    out.write("{\"file\": ")
    out.writeJSONQuoted(finding.file)
    out.write(", \"line\": ")
    out.write(finding.line)
    out.write(", \"column\": ")
    out.write(finding.column)
    out.write(", \"accessor\": ")
    out.writeJSONQuoted(finding.accessor)
    out.write(", \"receiver\": ")
    out.writeJSONQuoted(finding.receiver)
  }

  /// The findings array, one finding per line, rendered on all cores.
  private func writeFindings(_ findings: FindingList, to out: inout ReportWriter) {
    guard !findings.isEmpty else {
      out.write("[]")
      return
    }
    out.write("[\n")
    out.writeConcurrently(count: findings.count) { range, out in
      var lines = FindingLines()
      findings.forEachInPlace(in: range) { index, finding in
        if index > 0 { out.write(",\n") }
        lines.write(finding, to: &out)
      }
    }
    out.write("\n  ]")
  }

  /// Writes findings as lines of the findings array, the pieces that repeat from one finding to
  /// the next (a file's, an accessor's) rendered once and then copied.
  private struct FindingLines {
    /// The last finding's file.
    private var file: String?
    /// `    {"file": "...", "line": ` for `file`, re-rendered in place when the file changes.
    private var fileHead = ReportWriter.collecting()
    /// The last finding's accessor.
    private var accessor: String?
    /// `, "accessor": "...", "receiver": ` for `accessor`.
    private var accessorPiece = ReportWriter.collecting()

    mutating func write(_ finding: UnsafePointer<Finding>, to out: inout ReportWriter) {
      if file != finding.pointee.file {
        file = finding.pointee.file
        Self.render(&fileHead, "    {\"file\": ", finding.pointee.file, ", \"line\": ")
      }
      if accessor != finding.pointee.accessor {
        accessor = finding.pointee.accessor
        Self.render(
          &accessorPiece, ", \"accessor\": ", finding.pointee.accessor, ", \"receiver\": ")
      }
      out.write(contentsOf: fileHead)
      out.write(finding.pointee.line)
      out.write(", \"column\": ")
      out.write(finding.pointee.column)
      out.write(contentsOf: accessorPiece)
      out.writeJSONQuoted(finding.pointee.receiver)
      JSONReporter.writeKindAndRole(
        finding.pointee.receiverKind, finding.pointee.role, finding.pointee.declared, to: &out)
    }

    /// Makes `piece` hold `prefix`, `text` as a JSON string, then `suffix`, reusing its memory.
    private static func render(
      _ piece: inout ReportWriter, _ prefix: StaticString, _ text: String,
      _ suffix: StaticString
    ) {
      piece.removeAll()
      piece.write(prefix)
      piece.writeJSONQuoted(text)
      piece.write(suffix)
    }
  }

  /// `, "receiverKind": ..., "role": ..., "declared": ...}`: whole literals per case, no
  /// `rawValue` string built per finding.
  private static func writeKindAndRole(
    _ receiverKind: ReceiverKind, _ role: Role, _ declared: Bool, to out: inout ReportWriter
  ) {
    switch receiverKind {
    case .type: out.write(", \"receiverKind\": \"type\"")
    case .self: out.write(", \"receiverKind\": \"self\"")
    case .instance: out.write(", \"receiverKind\": \"instance\"")
    case .implicit: out.write(", \"receiverKind\": \"implicit\"")
    case .expression: out.write(", \"receiverKind\": \"expression\"")
    }
    switch (role, declared) {
    case (.use, true): out.write(", \"role\": \"use\", \"declared\": true}")
    case (.use, false): out.write(", \"role\": \"use\", \"declared\": false}")
    case (.bridge, true): out.write(", \"role\": \"bridge\", \"declared\": true}")
    case (.bridge, false): out.write(", \"role\": \"bridge\", \"declared\": false}")
    }
  }

  /// `[]`, or one element per line indented under a top-level key.
  private func writeArray<Element: Sendable>(
    _ elements: [Element], to out: inout ReportWriter,
    element: @escaping @Sendable (Element, inout ReportWriter) -> Void
  ) {
    guard !elements.isEmpty else {
      out.write("[]")
      return
    }
    out.write("[\n")
    let write = { @Sendable (range: Range<Int>, out: inout ReportWriter) in
      for index in range {
        out.write(index == 0 ? "    " : ",\n    ")
        element(elements[index], &out)
      }
    }
    // A long list (a singleton per declared type) is rendered on all cores, as the findings
    // are; a short one is not worth handing out.
    if elements.count > 256 {
      out.writeConcurrently(count: elements.count, render: write)
    } else {
      write(elements.indices, &out)
    }
    out.write("\n  ]")
  }
}
