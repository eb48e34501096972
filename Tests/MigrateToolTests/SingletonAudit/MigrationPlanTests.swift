import Testing

@testable import AuditReporters
@testable import SingletonAudit

/// The migration plan: quick wins first, by a score that counts members, files and static or
/// free uses, with seams and test uses told apart.
@Suite("Migration plan")
struct MigrationPlanTests {
  /// Four singletons: `Big` (many uses, one member, one file), `Wide` (few uses in three files),
  /// `Seamed` (reached only through default arguments), `Bridged` (a client exists).
  let sample = report([
    (
      "App/Sources/Singletons.swift",
      """
      final class Big { static let shared = Big() }
      final class Wide { static let shared = Wide() }
      final class Seamed { static let shared = Seamed() }
      final class Bridged { static let shared = Bridged() }

      """
    ),
    (
      "App/Sources/Feed.swift",
      """
      final class Feed {
        init(seamed: Seamed = .shared, other: Seamed = Seamed.shared) {}
        func load() { Big.shared.track(); Big.shared.track(); Big.shared.track() }
        func more() { Big.shared.track(); Wide.shared.a(); Bridged.shared.go() }
        static func make() -> Feed { Wide.shared.b(); return Feed() }
      }

      """
    ),
    ("App/Sources/Other.swift", "func free() { Wide.shared.c() }\n"),
    (
      "App/Sources/Client.swift",
      """
      extension GoClient: DependencyKey {
        static let liveValue = GoClient(go: { Bridged.shared.go() }, stop: { Bridged.shared.stop() })
      }

      """
    ),
    ("App/Tests/FeedTests.swift", "func testFeed() { Bridged.shared.stop() }\n"),
  ])

  @Test("the score adds 3 per member (1 once bridged), 2 per file, 1 per static or free use")
  func scores() {
    let plan = sample.plan.entries.map {
      "\($0.rank) \(sample.singletons[$0.singleton].declaration.type) \($0.score)"
    }
    // Seamed: 0 members, 1 file; Big: 1 member, 1 file; Bridged: 2 members x 1, 3 files, a
    // test function (free code);
    // Wide: 3 members, 2 files, 2 static or free uses.
    #expect(plan == ["1 Seamed 2", "2 Big 5", "3 Bridged 9", "4 Wide 15"])
    #expect(
      sample.singletons.map { "\($0.declaration.type) \($0.sites)" } == [
        "Big SiteCounts(instance: 4, static: 0, free: 0, defaultArgument: 0)",
        "Bridged SiteCounts(instance: 1, static: 0, free: 1, defaultArgument: 0)",
        "Seamed SiteCounts(instance: 0, static: 0, free: 0, defaultArgument: 2)",
        "Wide SiteCounts(instance: 1, static: 1, free: 1, defaultArgument: 0)",
      ])
  }

  @Test("text: a ranked table with each singleton's why, and the score's legend")
  func text() {
    #expect(
      TextReporter().render(sample).contains(
        """
        Migration plan, quick wins first:
          RANK  SINGLETON       SCORE  WHY
             1  Seamed.shared       2  0 members × 3 + 1 file × 2 = 2; 2 seams (default arguments)
             2  Big.shared          5  1 member × 3 + 1 file × 2 = 5
             3  Bridged.shared      9  2 members × 1 + 3 files × 2 + 1 static/free use × 1 = 9; a client exists; 1 of 2 uses in tests
             4  Wide.shared        15  3 members × 3 + 2 files × 2 + 2 static/free uses × 1 = 15
        Score: 3 per member used (1 once a client exists), 2 per file, 1 per use in static or free code; seams (default arguments) and uses in instance members cost nothing more. Lowest first.

        """))
  }

  @Test("json: sites, rank and score with each singleton")
  func json() {
    let json = JSONReporter().render(sample)
    #expect(
      json.contains(
        #""type": "Wide", "accessor": "shared", "file": "App/Sources/Singletons.swift", "line": 2, "uses": 3, "bridges": 0, "status": "not-started", "files": 2, "mostAccessedFile": {"file": "App/Sources/Feed.swift", "count": 2}, "ambiguous": 0, "members": [{"name": "a", "uses": 1}, {"name": "b", "uses": 1}, {"name": "c", "uses": 1}], "sites": {"instance": 1, "static": 1, "free": 1, "defaultArgument": 0}, "rank": 4, "score": 15}"#
      ))
    // Rank and score with each singleton, in the report's order (by type).
    #expect(
      json.split(separator: "\n").filter { $0.contains("\"rank\": ") }.map {
        $0.contains("\"type\": \"Big\"")
          ? "Big"
          : $0.contains("\"type\": \"Bridged\"")
            ? "Bridged" : $0.contains("\"type\": \"Seamed\"") ? "Seamed" : "Wide"
      } == ["Big", "Bridged", "Seamed", "Wide"])
    #expect(json.contains(#""defaultArgument": 2}, "rank": 1, "score": 2}"#))
    #expect(json.contains(#""defaultArgument": 0}, "rank": 3, "score": 9}"#))
  }

  @Test("markdown: the plan's table under its legend")
  func markdown() {
    #expect(
      MarkdownReporter().render(sample).contains(
        """
        ### Migration plan, quick wins first

        Score: 3 per member used (1 once a client exists), 2 per file, 1 per use in static or \
        free code; seams (default arguments) and uses in instance members cost nothing more. \
        Lowest first.

        | Rank | Singleton | Score | Why |
        | ---: | --- | ---: | --- |
        | 1 | `Seamed.shared` | 2 | 0 members × 3 + 1 file × 2 = 2; 2 seams (default arguments) |
        | 2 | `Big.shared` | 5 | 1 member × 3 + 1 file × 2 = 5 |
        | 3 | `Bridged.shared` | 9 | 2 members × 1 + 3 files × 2 + 1 static/free use × 1 = 9; a client exists; 1 of 2 uses in tests |
        | 4 | `Wide.shared` | 15 | 3 members × 3 + 2 files × 2 + 2 static/free uses × 1 = 15 |

        """))
  }

  @Test("unused and callers-moved singletons are not in the plan")
  func onlyUsesLeft() {
    let done = report([
      (
        "A.swift",
        "final class A { static let shared = A() }\nfinal class B { static let shared = B() }\n"
      ),
      ("K.swift", "extension K: DependencyKey { static let liveValue = K(a: A.shared) }\n"),
    ])
    #expect(done.plan.entries.isEmpty)
    #expect(!TextReporter().render(done).contains("Migration plan"))
    #expect(!JSONReporter().render(done).contains("\"rank\""))
  }
}
