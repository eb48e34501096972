import Testing

@testable import SingletonAudit

/// The summary is counted in runs of files on several cores and added up: however the files
/// are split, it must be the summary of all of them in report order.
@Suite("Access summary")
struct AccessSummaryTests {
  static let declarations = [
    SingletonDeclaration(type: "Settings", accessor: "shared", file: "A/S.swift", line: 1)
  ]
  static let matcher = SingletonMatcher(declarations: declarations)

  /// `count` findings through `receiver` in `file` (a type named `Settings` is declared).
  static func findings(_ receiver: String, _ count: Int, in file: String) -> [Finding] {
    Array(
      repeating: Finding(
        file: file, line: 1, column: 1, accessor: "shared", receiver: receiver,
        receiverKind: .type, role: .use, declared: false, typeName: receiver),
      count: count)
  }

  /// Files in report order: `UIApplication` has equal counts in several files, and more
  /// busy files than a receiver keeps.
  static let files: [[Finding]] = [
    findings("UIApplication", 2, in: "F0.swift") + findings("Settings", 1, in: "F0.swift"),
    findings("UIApplication", 3, in: "F1.swift"),
    findings("UIApplication", 2, in: "F2.swift") + findings("URLSession", 1, in: "F2.swift"),
    findings("UIApplication", 3, in: "F3.swift"),
    findings("Settings", 4, in: "F4.swift"),
    findings("UIApplication", 1, in: "F5.swift"),
    findings("UIApplication", 3, in: "F6.swift"),
    findings("UIApplication", 2, in: "F7.swift"),
    findings("UIApplication", 3, in: "F8.swift") + findings("URLSession", 2, in: "F8.swift"),
  ]

  /// The summary of `files` counted in runs of `runLength` files.
  static func summary(runLength: Int) -> AccessSummary {
    let runs = stride(from: 0, to: files.count, by: runLength).map { start in
      var counts = AccessCounts()
      for var findings in files[start..<min(start + runLength, files.count)] {
        let tallies = matcher.attribute(&findings)
        counts.add(findings, tallies: tallies)
      }
      return counts
    }
    return AccessSummary(declarations: declarations, runs: runs)
  }

  @Test("an undeclared receiver keeps its busiest files, most first, equals in report order")
  func busiestFiles() {
    let summary = Self.summary(runLength: Self.files.count)
    let application = summary.undeclared.first { $0.receiver == "UIApplication" }
    #expect(application?.files == 8)
    #expect(application?.uses == 19)
    #expect(
      application?.busiestFiles.map(\.file)
        == ["F1.swift", "F3.swift", "F6.swift", "F8.swift", "F0.swift"])
    #expect(UndeclaredReceiver.busiestFileLimit == 5)
    #expect(summary.singletons[0].uses == 5)
    #expect(summary.singletons[0].fileCounts.map(\.file) == ["F4.swift", "F0.swift"])
    #expect(summary.hotspots.first?.file == "F8.swift")
  }

  @Test("counting the files in runs gives the summary of counting them at once", arguments: 1...8)
  func runsAddUp(_ runLength: Int) {
    let whole = Self.summary(runLength: Self.files.count)
    let split = Self.summary(runLength: runLength)
    #expect(split.singletons == whole.singletons)
    #expect(split.undeclared == whole.undeclared)
    #expect(split.hotspots == whole.hotspots)
  }

  @Test(
    "an SDK singleton that a built-in dependency replaces names it, also written qualified",
    arguments: [
      ("URLSession", "shared", "urlSession"), ("Foundation.URLSession", "shared", "urlSession"),
      ("NotificationCenter", "default", "notificationCenter"), ("Calendar", "current", "calendar"),
      ("Calendar", "autoupdatingCurrent", "calendar"), ("Locale", "current", "locale"),
      ("Locale", "autoupdatingCurrent", "locale"), ("TimeZone", "current", "timeZone"),
      ("TimeZone", "autoupdatingCurrent", "timeZone"), ("URLSession", "default", nil),
      ("UIApplication", "shared", nil), ("", "shared", nil), ("MyURLSession", "shared", nil),
    ] as [(String, String, String?)])
  func builtInDependency(receiver: String, accessor: String, keyPath: String?) {
    let undeclared = UndeclaredReceiver(receiver: receiver, accessor: accessor)
    #expect(undeclared.builtInDependency == keyPath.map { "@Dependency(\\.\($0))" })
  }
}
