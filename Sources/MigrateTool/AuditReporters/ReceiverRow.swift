import SingletonAudit

/// One row of the singletons table that the text and markdown reports share: a declared
/// singleton, or a receiver no declaration names, with its accesses.
package struct ReceiverRow: Equatable {
  /// `UserDefaultsManager.shared`; `.shared` for implicit members.
  package var name: String
  package var uses: Int
  package var bridges: Int
  /// How many files access it.
  package var files: Int
  /// The files with most accesses to it, most first: all of them for a declared singleton,
  /// at most `UndeclaredReceiver.busiestFileLimit` for an undeclared receiver.
  package var busiestFiles: [FileCount]
  /// The file with most accesses to it.
  package var busiestFile: FileCount? { busiestFiles.first }
  /// A declared singleton's migration status, `locator` for a service locator's member or a
  /// property wrapper (`--locator`), or `undeclared`.
  package var status: String
  /// `file:line` of the declaration; nil for an undeclared receiver.
  package var declaredAt: String?
  /// The uses in test files, counted in `uses` too.
  package var testUses = 0

  /// The rows of `report`: most accesses (uses and bridges) first, then most uses, declared
  /// before undeclared, then by name in byte order. Declared singletons nobody accesses come
  /// last, so that the table still shows what is `unused`.
  package static func rows(of report: AuditReport) -> [ReceiverRow] {
    let declared = report.singletons.map { singleton in
      ReceiverRow(
        name: "\(singleton.declaration.type).\(singleton.declaration.accessor)",
        uses: singleton.uses, bridges: singleton.bridges, files: singleton.files,
        busiestFiles: singleton.fileCounts, status: singleton.status.label,
        declaredAt: "\(singleton.declaration.file):\(singleton.declaration.line)",
        testUses: singleton.testUses)
    }
    let undeclared = report.undeclared.map { receiver in
      let isLocator = report.isLocator(receiver.receiver)
      return ReceiverRow(
        name: receiver.receiver.hasPrefix("@") && isLocator
          ? "\(receiver.receiver) var \(receiver.accessor)"
          : "\(receiver.receiver).\(receiver.accessor)",
        uses: receiver.uses, bridges: receiver.bridges, files: receiver.files,
        busiestFiles: receiver.busiestFiles, status: isLocator ? "locator" : "undeclared",
        declaredAt: nil, testUses: receiver.testUses)
    }
    // A stable sort: ties keep declared rows (already in type order) before undeclared ones.
    return (declared + undeclared).enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if a.uses + a.bridges != b.uses + b.bridges { return a.uses + a.bridges > b.uses + b.bridges }
      if a.uses != b.uses { return a.uses > b.uses }
      return left.offset < right.offset
    }.map(\.element)
  }
}
