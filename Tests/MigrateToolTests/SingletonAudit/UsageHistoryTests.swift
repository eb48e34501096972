import Foundation
import Testing

@testable import AuditReporters
@testable import SingletonAudit

/// The burn-down (`--history`): uses left per singleton by date, from `git log -p` of the
/// baseline or from saved JSON reports, as a text table, a Mermaid chart and JSON.
@Suite("Usage history")
struct UsageHistoryTests {
  /// `git log -p -- migrate-tool-baseline.json` of three commits, newest first, as git prints it.
  static let gitLog = """
    commit 3333333333333333333333333333333333333333
    Author: A <a@example.com>
    Date:   Mon Nov 23 10:00:00 2026 +0000

        Move Settings' callers

    diff --git a/migrate-tool-baseline.json b/migrate-tool-baseline.json
    --- a/migrate-tool-baseline.json
    +++ b/migrate-tool-baseline.json
    @@ -3,5 +3,4 @@
       "entries": [
    -    {"file": "A.swift", "receiver": "Settings", "accessor": "shared", "count": 3, "code": "a"},
    -    {"file": "B.swift", "receiver": "Settings", "accessor": "shared", "count": 1, "code": "b"},
    +    {"file": "B.swift", "receiver": "Settings", "accessor": "shared", "count": 1, "code": "b"},
         {"file": "C.swift", "receiver": "Log", "accessor": "shared", "count": 2, "code": "c"}

    commit 2222222222222222222222222222222222222222
    Author: A <a@example.com>
    Date:   Fri Nov 20 18:00:00 2026 +0000

        Log in C

    diff --git a/migrate-tool-baseline.json b/migrate-tool-baseline.json
    --- a/migrate-tool-baseline.json
    +++ b/migrate-tool-baseline.json
    @@ -4,3 +4,4 @@
    -    {"file": "B.swift", "receiver": "Settings", "accessor": "shared", "count": 1, "code": "b"}
    +    {"file": "B.swift", "receiver": "Settings", "accessor": "shared", "count": 1, "code": "b"},
    +    {"file": "C.swift", "receiver": "Log", "accessor": "shared", "count": 2, "code": "c"}
       ]

    commit 1111111111111111111111111111111111111111
    Author: A <a@example.com>
    Date:   Fri Nov 20 09:00:00 2026 +0000

        Record the baseline

    diff --git a/migrate-tool-baseline.json b/migrate-tool-baseline.json
    new file mode 100644
    --- /dev/null
    +++ b/migrate-tool-baseline.json
    @@ -0,0 +1,7 @@
    +{
    +  "version": 2,
    +  "tool": "migrate-tool",
    +  "entries": [
    +    {"file": "A.swift", "receiver": "Settings", "accessor": "shared", "count": 3, "code": "a"},
    +    {"file": "B.swift", "receiver": "Settings", "accessor": "shared", "count": 1, "code": "b"}
    +  ]
    +}

    """

  var history: UsageHistory {
    UsageHistory(states: BaselineLogHistory.states(fromGitLog: Self.gitLog))
  }

  @Test("git log -p of the baseline: per date the last state, oldest first, per singleton")
  func fromGitLog() {
    #expect(
      history.points.map { point in
        "\(point.date) \(point.total): "
          + point.singletons.map { "\($0.name) \($0.uses)" }.joined(separator: ", ")
      } == [
        "2026-11-20 6: Settings.shared 4, Log.shared 2",
        "2026-11-23 3: Log.shared 2, Settings.shared 1",
      ])
    #expect(BaselineLogHistory.shortDate("   2026-11-20") == "2026-11-20")
    #expect(BaselineLogHistory.shortDate("   2026-11-20 09:00:00 +0000") == "2026-11-20")
    #expect(BaselineLogHistory.shortDate("   Sun Mar 1 09:00:00 2026 +0100") == "2026-03-01")
  }

  @Test("saved JSON reports named by date; other files are left out with a warning")
  func fromReports() throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/App/A.swift"
      try write(
        "final class Settings { static let shared = Settings() }\nlet a = Settings.shared\n"
          + "let b = Settings.shared\nlet u = URLSession.shared\n", to: source)
      let first = runTool(["audit", directory + "/App", "--format", "json"])
      try write(first.output, to: directory + "/history/2026-11-01.json")
      try write(
        "final class Settings { static let shared = Settings() }\nlet a = Settings.shared\n",
        to: source)
      let second = runTool(["audit", directory + "/App", "--format", "json"])
      try write(second.output, to: directory + "/history/2026-11-08-nightly.json")
      try write("{}", to: directory + "/history/notes.json")
      let run = runTool(["audit", directory + "/App", "--history", directory + "/history"])
      #expect(run.exitCode == 0)
      #expect(
        run.output.contains(
          """
          Burn-down, uses left by date:
            DATE        TOTAL  Settings.shared  URLSession.shared
            2026-11-01      3                2                  1
            2026-11-08      1                1                  0

          """))
      #expect(run.errorOutput.contains("notes.json' is not a JSON report named by its date"))
      let missing = runTool(["audit", directory + "/App", "--history", directory + "/none"])
      #expect(missing.exitCode == 1)
      #expect(missing.errorOutput.contains("cannot be used: it does not exist."))
    }
  }

  @Test("markdown: a Mermaid xychart of the total, then the table; json: the points")
  func markdownAndJSON() {
    var sample = report([("A.swift", "let a = 1\n")])
    sample.history = history
    #expect(
      MarkdownReporter().render(sample).contains(
        """
        ### Burn-down

        ```mermaid
        xychart-beta
          title "Singleton uses left"
          x-axis ["2026-11-20", "2026-11-23"]
          y-axis "uses" 0 --> 6
          line [6, 3]
        ```

        | Date | Total | `Settings.shared` | `Log.shared` |
        | --- | ---: | ---: | ---: |
        | 2026-11-20 | 6 | 4 | 2 |
        | 2026-11-23 | 3 | 1 | 2 |

        """))
    #expect(
      JSONReporter().render(sample).contains(
        #"""
          "history": [
            {"date": "2026-11-20", "uses": 6, "singletons": [{"name": "Settings.shared", "uses": 4}, {"name": "Log.shared", "uses": 2}]},
            {"date": "2026-11-23", "uses": 3, "singletons": [{"name": "Log.shared", "uses": 2}, {"name": "Settings.shared", "uses": 1}]}
          ]
        """#))
  }
}
