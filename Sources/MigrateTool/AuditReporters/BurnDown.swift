import SingletonAudit

/// The burn-down of `--history`, as the text and markdown reports show it: a table of the uses
/// left by date (all of them, then the singletons with most), and a Mermaid `xychart-beta` of
/// the total.
package enum BurnDown {
  /// How many singletons the table names in columns of their own.
  package static let namedColumns = 5

  /// The table's header and rows, oldest date first.
  package static func table(_ history: UsageHistory) -> (header: [String], rows: [[String]]) {
    let named = history.leadingSingletons(limit: namedColumns)
    let header = ["DATE", "TOTAL"] + named
    let rows = history.points.map { point in
      [point.date, String(point.total)]
        + named.map { name in
          String(point.singletons.first { $0.name == name }?.uses ?? 0)
        }
    }
    return (header, rows)
  }

  /// The lines of a Mermaid `xychart-beta` of the total uses left by date (GitHub renders it
  /// in pull requests and job summaries).
  package static func chart(_ history: UsageHistory) -> [String] {
    let totals = history.points.map(\.total)
    let dates = history.points.map { "\"\($0.date)\"" }.joined(separator: ", ")
    return [
      "xychart-beta",
      "  title \"Singleton uses left\"",
      "  x-axis [\(dates)]",
      "  y-axis \"uses\" 0 --> \(max(totals.max() ?? 0, 1))",
      "  line [\(totals.map(String.init).joined(separator: ", "))]",
    ]
  }
}
