import SingletonAudit

/// The "who depends on which singleton" picture: a Mermaid flowchart from files to the
/// singletons they access, the most accessed singletons first, capped to stay readable.
///
/// ```mermaid
/// flowchart LR
///   s0(["UserDefaultsManager.shared"])
///   f0["Legacy/LegacySettingsModel.swift"] -->|7| s0
/// ```
package struct MermaidGraph {
  /// Singletons drawn, most accessed first.
  package static let singletonLimit = 8
  /// Files drawn per singleton, most accesses first (no more than an undeclared receiver keeps).
  package static let fileLimit = UndeclaredReceiver.busiestFileLimit

  /// The flowchart's lines (without the code fence), or nothing when there is no finding.
  package static func lines(for report: AuditReport) -> [String] {
    let singletons = ReceiverRow.rows(of: report).filter { $0.uses + $0.bridges > 0 }
      .prefix(singletonLimit)
    guard !singletons.isEmpty else { return [] }
    var lines = ["flowchart LR"]
    var fileIDs: [String: String] = [:]
    for (index, singleton) in singletons.enumerated() {
      lines.append("  s\(index)([\"\(label(singleton.name))\"])")
      for fileCount in singleton.busiestFiles.prefix(fileLimit) {
        let id =
          fileIDs[fileCount.file]
          ?? {
            let id = "f\(fileIDs.count)"
            fileIDs[fileCount.file] = id
            lines.append("  \(id)[\"\(label(shortName(of: fileCount.file)))\"]")
            return id
          }()
        lines.append("  \(id) -->|\(fileCount.count)| s\(index)")
      }
      if singleton.files > fileLimit {
        let more = singleton.files - fileLimit
        let files = more == 1 ? "file" : "files"
        lines.append("  s\(index)more[\"\(more) more \(files)\"] -.-> s\(index)")
      }
    }
    return lines
  }

  /// A file's folder and name (`Legacy/LegacySettingsModel.swift`): full paths make a graph too
  /// wide to read, and the reports beside it name them in full.
  private static func shortName(of path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).suffix(2).joined(separator: "/")
  }

  /// `text` inside a quoted Mermaid label: a quote is written as an entity.
  private static func label(_ text: String) -> String {
    text.replacing(every: "\"", with: "#quot;")
  }
}
