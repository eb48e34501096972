import Testing

@testable import AuditReporters
@testable import MigrateToolCore
@testable import SingletonAudit
@testable import SourceFiles

/// Golden output for each format, from a small two-file project scanned in memory.
@Suite("Reporters")
struct ReporterTests {
  let sample = report([
    (
      "Sources/Clients/Settings\"Client.swift",
      """
      extension SettingsClient: DependencyKey {
        static let liveValue = SettingsClient(load: { Settings.shared.load() })
      }

      """
    ),
    (
      "Sources/Legacy/Settings.swift",
      """
      final class Settings {
        static let shared = Settings()
        func reload() { Self.shared.load(); Cache.shared.clear() }
      }

      """
    ),
  ])

  @Test("json follows the schemaVersion 1 field names and order, with escaping, then the extras")
  func json() {
    #expect(
      JSONReporter().render(sample) == #"""
        {
          "schemaVersion": 1,
          "tool": {"name": "migrate-tool", "version": "0.1.0"},
          "accessors": ["shared"],
          "filesScanned": 2,
          "bytesScanned": 237,
          "findings": [
            {"file": "Sources/Clients/Settings\"Client.swift", "line": 2, "column": 58, "accessor": "shared", "receiver": "Settings", "receiverKind": "type", "role": "bridge", "declared": true},
            {"file": "Sources/Legacy/Settings.swift", "line": 3, "column": 24, "accessor": "shared", "receiver": "Self", "receiverKind": "type", "role": "use", "declared": true},
            {"file": "Sources/Legacy/Settings.swift", "line": 3, "column": 45, "accessor": "shared", "receiver": "Cache", "receiverKind": "type", "role": "use", "declared": false}
          ],
          "singletons": [
            {"type": "Settings", "accessor": "shared", "file": "Sources/Legacy/Settings.swift", "line": 2, "uses": 1, "bridges": 1, "status": "bridged", "files": 2, "mostAccessedFile": {"file": "Sources/Clients/Settings\"Client.swift", "count": 1}, "ambiguous": 0, "members": [{"name": "load", "uses": 1}], "sites": {"instance": 1, "static": 0, "free": 0, "defaultArgument": 0}, "rank": 1, "score": 5}
          ],
          "errors": [],
          "suppressed": 0,
          "suppressions": [],
          "undeclaredReceivers": [
            {"receiver": "Cache", "accessor": "shared", "uses": 1, "bridges": 0, "files": 1, "mostAccessedFile": {"file": "Sources/Legacy/Settings.swift", "count": 1}, "builtInDependency": null}
          ],
          "hotspots": [
            {"file": "Sources/Legacy/Settings.swift", "count": 2},
            {"file": "Sources/Clients/Settings\"Client.swift", "count": 1}
          ]
        }

        """#)
  }

  @Test("json escapes control characters and lists errors")
  func jsonEscapingAndErrors() {
    #expect(JSONText.quoted("a\u{1}\t\\\"é") == #""a\u0001\t\\\"é""#)
    // Texts with nothing to escape, short and long, are copied whole.
    #expect(JSONText.quoted("") == #""""#)
    #expect(JSONText.quoted("Sources/Feature/Model.swift") == #""Sources/Feature/Model.swift""#)
    #expect(JSONText.quoted("Sources/Feature/Model.swift\"") == #""Sources/Feature/Model.swift\"""#)
    var withError = report([])
    withError.errors = [ScanError(file: "Bad.swift", message: "permission denied")]
    #expect(
      JSONReporter().render(withError).contains(
        """
          "errors": [
            {"file": "Bad.swift", "message": "permission denied"}
          ]
        """))
  }

  @Test("json lists a long singletons array whole and in order, across its rendering chunks")
  func jsonLongSingletonsArray() {
    // 700 singletons: more than one chunk of 256, rendered on all cores.
    let singletons = (0..<700).map { index in
      SingletonSummary(
        declaration: SingletonDeclaration(
          type: "Type\(index)", accessor: "shared", file: "F.swift", line: index + 1),
        uses: index % 3, bridges: 0)
    }
    let sample = AuditReport(
      accessors: ["shared"], filesScanned: 1, bytesScanned: 0, findings: [],
      singletons: singletons, errors: [])
    // All score 0: ranked by uses (2 before 1), then in order; unused ones have no rank.
    let ranked =
      singletons.indices.filter { singletons[$0].uses == 2 }
      + singletons.indices.filter { singletons[$0].uses == 1 }
    let lines = singletons.enumerated().map { index, singleton in
      let declaration = singleton.declaration
      let rank = ranked.firstIndex(of: index).map { ", \"rank\": \($0 + 1), \"score\": 0" } ?? ""
      return "{\"type\": \"\(declaration.type)\", \"accessor\": \"shared\", "
        + "\"file\": \"F.swift\", \"line\": \(declaration.line), \"uses\": \(singleton.uses), "
        + "\"bridges\": 0, \"status\": \"\(singleton.status.rawValue)\", \"files\": 0, "
        + "\"mostAccessedFile\": null, \"ambiguous\": 0, \"members\": [], "
        + "\"sites\": {\"instance\": 0, \"static\": 0, \"free\": 0, \"defaultArgument\": 0}"
        + rank + "}"
    }
    let expected =
      "\"singletons\": [\n    " + lines.joined(separator: ",\n    ") + "\n  ],\n  \"errors\""
    #expect(JSONReporter().render(sample).contains(expected))
  }

  @Test("xcode prints one swiftc-style warning per finding")
  func xcode() {
    #expect(
      XcodeReporter().render(sample) == """
        Sources/Clients/Settings"Client.swift:2:58: warning: singleton access 'Settings.shared' \
        bridged by a dependency client; remove it once no uses remain
        Sources/Legacy/Settings.swift:3:24: warning: singleton access 'Self.shared'; read it \
        through a dependency instead
        Sources/Legacy/Settings.swift:3:45: warning: singleton access 'Cache.shared'; read it \
        through a dependency instead

        """)
  }

  @Test("text shows the singletons table, then findings grouped by file")
  func text() {
    #expect(
      TextReporter().render(sample) == """
        Scanned 2 files (237 bytes) for .shared: 3 findings, 1 declared singleton, 1 undeclared receiver.

        Singletons, most accesses first (1 declared, 1 undeclared):
          SINGLETON        USES  BRIDGES  FILES  STATUS      MOST IN                                    DECLARED AT
          Settings.shared     1        1      2  bridged     Sources/Clients/Settings"Client.swift (1)  Sources/Legacy/Settings.swift:2
          Cache.shared        1        0      1  undeclared  Sources/Legacy/Settings.swift (1)          -

        Members used, what each client must hold (uses each, most first):
          Settings.shared: load 1

        Migration plan, quick wins first:
          RANK  SINGLETON        SCORE  WHY
             1  Settings.shared      5  1 member × 1 + 2 files × 2 = 5; a client exists
        Score: 3 per member used (1 once a client exists), 2 per file, 1 per use in static or free code; seams (default arguments) and uses in instance members cost nothing more. Lowest first.

        Hotspots, the files with most accesses:
          2  Sources/Legacy/Settings.swift
          1  Sources/Clients/Settings"Client.swift

        Findings (3):
        Sources/Clients/Settings"Client.swift
          2:58  Settings.shared  (type, bridge)
        Sources/Legacy/Settings.swift
          3:24  Self.shared  (type, use)
          3:45  Cache.shared  (type, use, undeclared)

        """)
  }

  @Test("text says so when nothing is found")
  func textEmpty() {
    #expect(
      TextReporter().render(report([("A.swift", "let a = 1\n")])) == """
        Scanned 1 file (10 bytes) for .shared: 0 findings, 0 declared singletons, 0 undeclared receivers.

        Singletons: none declared.

        Findings: none.

        """)
  }

  @Test("migration status follows uses and bridges")
  func status() {
    #expect(MigrationStatus(uses: 2, bridges: 0) == .notStarted)
    #expect(MigrationStatus(uses: 2, bridges: 1) == .bridged)
    #expect(MigrationStatus(uses: 0, bridges: 1) == .callersMoved)
    #expect(MigrationStatus(uses: 0, bridges: 0) == .unused)
  }

  @Test("a singleton with only bridges reads callers-moved in text, and migrated in JSON v1")
  func callersMovedNames() throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/A.swift"
      try write(
        """
        final class Settings { static let shared = Settings() }
        private enum SettingsKey: DependencyKey {
          static let liveValue = SettingsClient.bridging(to: Settings.shared)
        }

        """, to: source)
      let text = runTool(["audit", source])
      #expect(text.output.contains("  Settings.shared     0        1      1  callers-moved  "))
      let json = runTool(["audit", source, "--format", "json"])
      #expect(json.output.contains(#""uses": 0, "bridges": 1, "status": "migrated", "files": 1"#))
    }
  }

  @Test("text and xcode spell control characters in file names as Swift escapes")
  func controlCharactersInFileNames() {
    let name = "Sources/Two\nLines\u{1B}[31m\t\u{85}.swift"
    let escaped = #"Sources/Two\nLines\u{1B}[31m\t\u{85}.swift"#
    let sample = report([(name, "let a = Foo.shared\n")])
    #expect(
      XcodeReporter().render(sample)
        == "\(escaped):1:13: warning: singleton access 'Foo.shared'; read it through a "
        + "dependency instead\n")
    let text = TextReporter().render(sample)
    #expect(text.contains("\n\(escaped)\n  1:13  Foo.shared  (type, use"))
    #expect(text.contains("  \(escaped) (1)"))
    #expect(!text.contains(name))
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x85 })
  }
}
