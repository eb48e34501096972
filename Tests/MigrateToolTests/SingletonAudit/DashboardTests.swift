import Foundation
import Testing

@testable import MigrateToolCore

/// The report's summary answers "what do we migrate first?": every receiver with accesses, most
/// first, with files and hotspots (fixture: `Fixtures/Dashboard`, an app with an iOS and a Mac
/// target that each declare `AppDefaults`, a lower-case `enum iOSTabs`, and SDK singletons).
@Suite("Dashboard")
struct DashboardTests {
  @Test("text: receivers most used first, undeclared ones too, built-ins, ambiguity, hotspots")
  func text() throws {
    let run = try EndToEndTests().run(["audit", "Dashboard"], in: fixturesDirectory)
    #expect(run.exitCode == 0)
    #expect(
      run.output.hasPrefix(
        """
        Scanned 6 files (806 bytes) for .shared: 9 findings, 3 declared singletons, 2 undeclared receivers.

        Singletons, most accesses first (3 declared, 2 undeclared):
          SINGLETON             USES  BRIDGES  FILES  STATUS       MOST IN                          DECLARED AT
          AppDefaults.shared       2        0      2  not-started  Dashboard/Mac/Window.swift (1)   Dashboard/Mac/AppDefaults.swift:2
          iOSTabs.shared           2        0      2  not-started  Dashboard/iOS/Home.swift (1)     Dashboard/iOS/Tabs.swift:2
          UIApplication.shared     2        0      1  undeclared   Dashboard/iOS/Home.swift (2)     -
          URLSession.shared        2        0      2  undeclared   Dashboard/Shared/Sync.swift (1)  -
          AppDefaults.shared       1        0      1  not-started  Dashboard/iOS/Home.swift (1)     Dashboard/iOS/AppDefaults.swift:2
        Built-in dependencies replace: URLSession.shared -> @Dependency(\\.urlSession).
        Ambiguous: 1 access counted for AppDefaults.shared (declared at Dashboard/Mac/AppDefaults.swift:2) is as near, by folder, to another AppDefaults.shared; the target that compiles the file decides.

        Members used, what each client must hold (uses each, most first):
          AppDefaults.shared: windowCount 1
          iOSTabs.shared: select 2
          AppDefaults.shared: theme 1

        Migration plan, quick wins first:
          RANK  SINGLETON                                               SCORE  WHY
             1  AppDefaults.shared (Dashboard/iOS/AppDefaults.swift:2)      5  1 member × 3 + 1 file × 2 = 5
             2  AppDefaults.shared (Dashboard/Mac/AppDefaults.swift:2)      8  1 member × 3 + 2 files × 2 + 1 static/free use × 1 = 8
             3  iOSTabs.shared                                              8  1 member × 3 + 2 files × 2 + 1 static/free use × 1 = 8
        Score: 3 per member used (1 once a client exists), 2 per file, 1 per use in static or free code; seams (default arguments) and uses in instance members cost nothing more. Lowest first.

        Hotspots, the files with most accesses:
          5  Dashboard/iOS/Home.swift
          2  Dashboard/Shared/Sync.swift
          1  Dashboard/Mac/Window.swift
          1  Dashboard/iOS/Tabs.swift

        Findings (9):

        """))
  }

  @Test("json: each singleton's files, busiest file and ambiguity; undeclared receivers; hotspots")
  func json() throws {
    let run = try EndToEndTests().run(
      ["audit", "Dashboard", "--format", "json"], in: fixturesDirectory)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let singletons = try #require(object["singletons"] as? [[String: Any]])
    #expect(
      singletons.map { $0["file"] as? String } == [
        "Dashboard/Mac/AppDefaults.swift", "Dashboard/iOS/AppDefaults.swift",
        "Dashboard/iOS/Tabs.swift",
      ])
    #expect(singletons.map { $0["uses"] as? Int } == [2, 1, 2])
    #expect(singletons.map { $0["ambiguous"] as? Int } == [1, 0, 0])
    let undeclared = try #require(object["undeclaredReceivers"] as? [[String: Any]])
    #expect(undeclared.map { $0["receiver"] as? String } == ["UIApplication", "URLSession"])
    #expect(
      undeclared.map { $0["builtInDependency"] as? String } == [nil, "@Dependency(\\.urlSession)"])
    let hotspots = try #require(object["hotspots"] as? [[String: Any]])
    #expect(hotspots.first?["file"] as? String == "Dashboard/iOS/Home.swift")
    #expect(hotspots.first?["count"] as? Int == 5)
  }

  @Test("markdown: the table, the hotspots and a Mermaid graph of who depends on which singleton")
  func markdown() throws {
    let run = try EndToEndTests().run(
      ["audit", "Dashboard", "--format", "markdown"], in: fixturesDirectory)
    #expect(
      run.output.contains(
        """
        | `UIApplication.shared` | 2 | 0 | 1 | undeclared | `Dashboard/iOS/Home.swift` (2) |
        """))
    #expect(
      run.output.contains(
        "Built-in dependencies replace: `URLSession.shared` → `@Dependency(\\.urlSession)`."))
    #expect(
      run.output.contains(
        """
        ```mermaid
        flowchart LR
          s0(["AppDefaults.shared"])
          f0["Mac/Window.swift"]
          f0 -->|1| s0
          f1["Shared/Sync.swift"]
          f1 -->|1| s0
          s1(["iOSTabs.shared"])
          f2["iOS/Home.swift"]
          f2 -->|1| s1
        """))
  }

  @Test("with a baseline, text and xcode list the new findings; --all-findings lists them all")
  func newFindingsByDefault() throws {
    try withBaselineChange(
      before: "let a = Foo.shared\nlet b = Bar.shared\n",
      after: "let a = Foo.shared\nlet b = Bar.shared\nlet c = New.shared\n"
    ) { source, baseline in
      let xcode = runTool(["audit", source, "--baseline", baseline, "--format", "xcode"])
      #expect(xcode.exitCode == 2)
      #expect(
        xcode.output == "\(source):3:13: warning: singleton access 'New.shared'; read it through "
          + "a dependency instead\n")
      let allXcode = runTool(
        ["audit", source, "--baseline", baseline, "--format", "xcode", "--all-findings"])
      #expect(allXcode.output.split(separator: "\n").count == 3)

      let text = runTool(["audit", source, "--baseline", baseline])
      #expect(
        text.output.contains(
          "Findings: 3, 1 new (listed below with the baseline); --all-findings lists them all.\n"))
      #expect(!text.output.contains("Foo.shared  (type"))
      #expect(text.output.contains("New, not in the baseline (1):\n  \(source):3:13  New.shared\n"))
      let allText = runTool(["audit", source, "--baseline", baseline, "--all-findings"])
      #expect(allText.output.contains("Findings (3):\n\(source)\n  1:13  Foo.shared  (type, use"))
    }
  }
}
