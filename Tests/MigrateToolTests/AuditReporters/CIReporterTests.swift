import Foundation
import Testing

@testable import AuditReporters
@testable import SingletonAudit

/// Golden output of the CI formats (github, sarif, markdown), from a small project with a
/// non-ASCII line, a suppression and a baseline.
@Suite("CI reporters")
struct CIReporterTests {
  let sample: AuditReport = {
    var sample = report(
      [
        (
          "./Sources/Feature,One.swift",
          "let title = \"é👍\"; let s = Settings.shared\n"
            + "let x = Cache.shared // migrate-tool:ignore - 100% cached\n"
        ),
        (
          "Sources/Legacy/Settings.swift",
          """
          final class Settings {
            static let shared = Settings()
            func reload() { Self.shared.load() }
          }

          """
        ),
      ], annotator: FindingAnnotator(recordsLineText: true))
    let old = Baseline(entries: [
      BaselineEntry(
        key: BaselineKey(
          file: "Sources/Legacy/Settings.swift", receiver: "Self", accessor: "shared",
          code: "func reload() { Self.shared.load() }"), count: 1),
      BaselineEntry(
        key: BaselineKey(
          file: "Sources/Old.swift", receiver: "Gone", accessor: "shared", code: "Gone.shared"),
        count: 2),
    ])
    sample.baseline = BaselineComparison(findings: sample.findings, baseline: old, file: "b.json")
    return sample
  }()

  @Test("github annotates new findings with escaped properties and data, then sums up")
  func github() {
    #expect(
      GitHubReporter(root: nil).render(sample) == """
        ::warning file=Sources/Feature%2COne.swift,line=1,col=40,title=Singleton access::\
        singleton access 'Settings.shared'; read it through a dependency instead
        ::notice title=migrate-tool::2 singleton accesses in 2 files, 1 suppressed; baseline: 1 \
        new, 2 fixed. Rewrite the baseline so it only shrinks: run the same command with \
        '--write-baseline b.json' and commit the smaller file.

        """)
    #expect(GitHubReporter.escapeData("50%\r\nnext") == "50%25%0D%0Anext")
    #expect(GitHubReporter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    #expect(GitHubReporter.escapeProperty("ctrl\u{1}\t\u{7F}.swift") == "ctrl%01%09%7F.swift")
    #expect(GitHubReporter.escapeData("é ok") == "é ok")
  }

  @Test("github prints at most 10 annotations and says where the rest are")
  func githubCap() {
    let many = report([("A.swift", String(repeating: "let a = Foo.shared\n", count: 12))])
    let lines = GitHubReporter(root: nil).render(many).split(separator: "\n")
    #expect(lines.count { $0.hasPrefix("::warning ") } == 10)
    #expect(
      lines[10] == "::notice title=migrate-tool::2 more findings not annotated (GitHub shows at "
        + "most 10 per step); run 'migrate-tool audit --format text' to see them all.")
    let summarised = GitHubReporter(stepSummaryPath: "summary.md", root: nil).render(many)
    #expect(
      summarised.contains(
        "2 more findings not annotated (GitHub shows at most 10 per step); "
          + "they are listed in the job summary."))
  }

  @Test("markdown shows counts, the baseline comparison, the singletons and every finding")
  func markdown() {
    #expect(
      MarkdownReporter().render(sample) == """
        ## Singleton migration

        **2** findings (2 uses, 0 bridges) in 2 files; 1 suppressed; 0 unreadable.

        Against the baseline `b.json`: **1 new**, 2 fixed, 1 unchanged.

        ### New since the baseline

        - `./Sources/Feature,One.swift:1:40` `Settings.shared`

        ### Fixed since the baseline

        - `Sources/Old.swift` `Gone.shared` ×2: `Gone.shared`

        Rewrite the baseline so it only shrinks: run the same command with '--write-baseline \
        b.json' and commit the smaller file.

        ### What to migrate first

        | Singleton | Uses | Bridges | Files | Status | Most in |
        | --- | ---: | ---: | ---: | --- | --- |
        | `Settings.shared` | 2 | 0 | 2 | not-started | `./Sources/Feature,One.swift` (1) |

        ### Members used

        What each client must hold, uses each, most first.

        | Singleton | Members |
        | --- | --- |
        | `Settings.shared` | `load` 1 |

        ### Migration plan, quick wins first

        Score: 3 per member used (1 once a client exists), 2 per file, 1 per use in static or \
        free code; seams (default arguments) and uses in instance members cost nothing more. \
        Lowest first.

        | Rank | Singleton | Score | Why |
        | ---: | --- | ---: | --- |
        | 1 | `Settings.shared` | 8 | 1 member × 3 + 2 files × 2 + 1 static/free use × 1 = 8 |

        ### Hotspots

        | File | Accesses |
        | --- | ---: |
        | `./Sources/Feature,One.swift` | 1 |
        | `Sources/Legacy/Settings.swift` | 1 |

        ### Who depends on which singleton

        ```mermaid
        flowchart LR
          s0(["Settings.shared"])
          f0["Sources/Feature,One.swift"]
          f0 -->|1| s0
          f1["Legacy/Settings.swift"]
          f1 -->|1| s0
        ```

        <details><summary>All findings (2)</summary>

        - `./Sources/Feature,One.swift:1:40` `Settings.shared` (use)
        - `Sources/Legacy/Settings.swift:3:24` `Self.shared` (use)

        </details>

        """)
  }

  @Test("sarif golden: rules, UTF-16 columns, relative URIs, baseline state, suppressions")
  func sarifGolden() {
    #expect(
      SARIFReporter(root: nil).render(sample) == #"""
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "migrate-tool",
                  "version": "0.1.0",
                  "rules": [
                    {"id": "singleton-access", "name": "SingletonAccess", "shortDescription": {"text": "A singleton is used directly; read it through a dependency instead."}, "defaultConfiguration": {"level": "warning"}},
                    {"id": "singleton-bridge", "name": "SingletonBridge", "shortDescription": {"text": "A dependency client bridges to a singleton; remove it once no uses remain."}, "defaultConfiguration": {"level": "note"}}
                  ]
                }
              },
              "columnKind": "utf16CodeUnits",
              "results": [
                {"ruleId": "singleton-access", "ruleIndex": 0, "level": "warning", "message": {"text": "singleton access 'Settings.shared'; read it through a dependency instead"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "Sources/Feature%2COne.swift"}, "region": {"startLine": 1, "startColumn": 37, "endLine": 1, "endColumn": 43}}}], "baselineState": "new"},
                {"ruleId": "singleton-access", "ruleIndex": 0, "level": "warning", "message": {"text": "singleton access 'Self.shared'; read it through a dependency instead"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "Sources/Legacy/Settings.swift"}, "region": {"startLine": 3, "startColumn": 24, "endLine": 3, "endColumn": 30}}}], "baselineState": "unchanged"},
                {"ruleId": "singleton-access", "ruleIndex": 0, "level": "warning", "message": {"text": "singleton access 'Cache.shared'; read it through a dependency instead"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "Sources/Feature%2COne.swift"}, "region": {"startLine": 2, "startColumn": 15, "endLine": 2, "endColumn": 21}}}], "suppressions": [{"kind": "inSource", "justification": "100% cached"}]}
              ]
            }
          ]
        }

        """#)
  }

  @Test("sarif has every field GitHub code scanning requires, with the right types")
  func sarifValidates() throws {
    let data = Data(SARIFReporter(root: "/repo").render(sample).utf8)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    #expect((root["$schema"] as? String)?.hasPrefix("https://") == true)
    let runs = try #require(root["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = runs[0]
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "migrate-tool")
    #expect(driver["version"] is String)
    // informationUri is optional in SARIF 2.1.0; this package has no public home to point at.
    #expect(driver["informationUri"] == nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    #expect(ruleIDs == ["singleton-access", "singleton-bridge"])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let ruleIndex = try #require(result["ruleIndex"] as? Int)
      #expect(ruleIDs[ruleIndex] == ruleID)
      #expect(["warning", "note", "error", "none"].contains(result["level"] as? String ?? ""))
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(!uri.hasPrefix("/") && !uri.hasPrefix("./") && !uri.contains(" "))
      #expect(URL(string: uri) != nil)
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
      #expect((region["endColumn"] as? Int ?? 0) > (region["startColumn"] as? Int ?? 0))
    }
  }

  @Test("repository paths drop ./ and the root, and percent-encode URIs")
  func repositoryPaths() {
    #expect(RepositoryPath.relative("./a/b.swift", root: "/r") == "a/b.swift")
    #expect(RepositoryPath.relative("/r/a b.swift", root: "/r") == "a b.swift")
    #expect(RepositoryPath.relative("/elsewhere/a.swift", root: "/r") == "/elsewhere/a.swift")
    #expect(RepositoryPath.uri("a b/é.swift") == "a%20b/%C3%A9.swift")
    #expect(RepositoryPath.uri("/elsewhere/a.swift") == "file:///elsewhere/a.swift")
  }

  @Test(
    "markdown stays under GitHub's 65,536-character limit at any size, and says what it left out")
  func markdownLimit() {
    // 4,000 files, 3 findings and a singleton each: about 600 KB of markdown without the limit.
    let sources = (0..<4_000).map { index in
      (
        name: "Sources/Module\(index / 100)/Feature\(index).swift",
        text: "final class Store\(index) { static let shared = Store\(index)() }\n"
          + "let a = Store\(index).shared\nlet b = Store\(index).shared\nlet c = Other.shared\n"
      )
    }
    let markdown = MarkdownReporter().render(report(sources))
    #expect(markdown.count <= MarkdownBudget.gitHubLimit)
    #expect(markdown.utf8.count <= MarkdownBudget.gitHubLimit)
    #expect(
      markdown.hasPrefix("## Singleton migration\n\n**12000** findings (12000 uses, 0 bridges)"))
    #expect(markdown.contains("<details><summary>All findings (12000)</summary>"))
    // The members used and the plan go in whole or not at all; here not, which the last line
    // says.
    #expect(!markdown.contains("### Migration plan"))
    #expect(
      markdown.hasSuffix(
        "\n</details>\n\n_The members used and the migration plan did not fit GitHub's limit: "
          + "`migrate-tool audit --format text` shows them._\n"))
    let leftOut = markdown.split(separator: "\n").filter { $0.hasPrefix("- … and ") }
    #expect(leftOut.count == 2)  // singletons and findings; the hotspots always fit
    #expect(markdown.contains("### Hotspots\n\n| File | Accesses |"))
    #expect(
      leftOut.last?.hasSuffix(
        "more, left out to keep this under GitHub's 65536-character limit: "
          + "`migrate-tool audit --format text` lists them all.") == true)

    let small = MarkdownReporter(limit: 100_000_000).render(report(Array(sources.prefix(10))))
    #expect(!small.contains("left out"))
  }
}
