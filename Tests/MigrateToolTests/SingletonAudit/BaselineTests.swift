import Foundation
import Testing

@testable import MigrateToolCore
@testable import SingletonAudit

@Suite("Baseline ratchet")
struct BaselineTests {
  let lineTexts = FindingAnnotator(recordsLineText: true)

  func findings(_ text: String, file: String = "A.swift") -> [Finding] {
    Array(report([(file, text)], annotator: lineTexts).findings)
  }

  @Test("one more Foo.shared in a file makes exactly one finding new, the last one")
  func oneMoreIsOneNew() {
    let before = findings("let a = Foo.shared\nlet b = Foo.shared\n")
    let after = findings("let a = Foo.shared\nlet b = Foo.shared\nlet a = Foo.shared\n")
    let comparison = BaselineComparison(
      findings: after, baseline: Baseline(findings: before), file: "b.json")
    #expect(comparison.newFindings.map(\.line) == [3])
    #expect(comparison.unchangedCount == 2)
    #expect(comparison.fixed.isEmpty)
  }

  @Test("moved lines, re-indentation and unrelated edits still match")
  func movedLinesMatch() {
    let before = findings("let a = Foo.shared\nfunc f() {\n  Bar.shared.go()\n}\n")
    let after = findings(
      "import X\n\nfunc f() {\n      Bar.shared.go()   \n}\nlet a = Foo.shared\nlet z = 1\n")
    let comparison = BaselineComparison(
      findings: after, baseline: Baseline(findings: before), file: "b.json")
    #expect(comparison.newFindings.isEmpty)
    #expect(comparison.unchangedCount == 2)
  }

  @Test("an edited access line, another file or receiver is new; what is gone is fixed")
  func editsAndFixes() {
    let before = findings("let a = Foo.shared\nlet b = Foo.shared\nlet c = Bar.shared\n")
    let after =
      findings("let a = Foo.shared.x\n")
      + findings("let c = Bar.shared\n", file: "B.swift")
    let comparison = BaselineComparison(
      findings: after, baseline: Baseline(findings: before), file: "b.json")
    #expect(comparison.newFindings.map(\.accessText) == ["Foo.shared", "Bar.shared"])
    #expect(
      comparison.fixed.map { "\($0.key.receiver) \($0.count) \($0.key.code)" } == [
        "Bar 1 let c = Bar.shared", "Foo 1 let a = Foo.shared", "Foo 1 let b = Foo.shared",
      ])
    #expect(comparison.fixedCount == 3)
  }

  @Test("the file is sorted, one entry per line, with counts, and reads back equal")
  func fileFormat() throws {
    let baseline = Baseline(
      findings: findings("let z = Zed.shared\nlet a = Foo.shared\nlet a = Foo.shared\n")
        + findings("x(\"q\\\"\", Foo.shared)\n", file: "B\"ad.swift"))
    let text = BaselineFile.render(baseline)
    #expect(
      text == #"""
        {
          "version": 1,
          "tool": "migrate-tool",
          "entries": [
            {"file": "A.swift", "receiver": "Foo", "accessor": "shared", "count": 2, "code": "let a = Foo.shared"},
            {"file": "A.swift", "receiver": "Zed", "accessor": "shared", "count": 1, "code": "let z = Zed.shared"},
            {"file": "B\"ad.swift", "receiver": "Foo", "accessor": "shared", "count": 1, "code": "x(\"q\\\"\", Foo.shared)"}
          ]
        }

        """#)
    #expect(
      BaselineFile.render(Baseline(entries: []))
        == "{\n  \"version\": 1,\n  \"tool\": \"migrate-tool\",\n  \"entries\": []\n}\n")
    try withTemporaryDirectory { directory in
      let path = directory + "/baseline.json"
      try BaselineFile.write(baseline, to: path)
      #expect(try BaselineFile.read(path) == baseline)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["baseline.json"])
    }
  }

  @Test(
    "a missing, corrupt or foreign baseline is exit 1 with a clear message, never a pass",
    arguments: [
      (nil, "it cannot be read (no such file or directory)."),
      ("", "it is not valid JSON."),
      ("{\"version\": 1, \"entries\": [", "it is not valid JSON."),
      ("[]", "the top level must be an object."),
      ("{\"entries\": []}", "'version' is missing."),
      (
        "{\"version\": 3, \"entries\": []}",
        "it has version 3; this migrate-tool reads versions 1 to 2."
      ),
      (
        "{\"version\": 1, \"entries\": [{\"file\": \"A\", \"receiver\": \"F\", "
          + "\"accessor\": \"shared\", \"count\": \"1\", \"code\": \"\"}]}",
        "'entries[0].count' must be a whole number."
      ),
      (
        "{\"version\": 1, \"entries\": [{\"file\": \"A\", \"receiver\": \"F\", "
          + "\"accessor\": \"shared\", \"count\": 0, \"code\": \"\"}]}",
        "entries[0].count is 0; use 1 or more."
      ),
    ] as [(String?, String)])
  func badBaselines(contents: String?, problem: String) throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/baseline.json"
      if let contents { try write(contents, to: path) }
      try write("let a = Foo.shared\n", to: directory + "/A.swift")
      let run = runTool(["audit", directory + "/A.swift", "--baseline", path])
      #expect(run.exitCode == 1)
      #expect(run.output.isEmpty)
      #expect(
        run.errorOutput == "Error: The baseline '\(path)' cannot be used: \(problem) Restore it "
          + "from version control, or record today's findings with '--write-baseline \(path)'.\n")
    }
  }

  @Test("a file moved or renamed keeps its entries; a new access in it is still new")
  func movedFile() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(
        atPath: directory + "/src", withIntermediateDirectories: true)
      let baseline = directory + "/baseline.json"
      try write("let a = Foo.shared.x\nlet b = Foo.shared.y\n", to: directory + "/src/A.swift")
      try write("let c = Foo.shared.y\n", to: directory + "/src/C.swift")
      #expect(runTool(["audit", directory + "/src", "--write-baseline", baseline]).exitCode == 0)

      try FileManager.default.moveItem(
        atPath: directory + "/src/A.swift", toPath: directory + "/src/B.swift")
      let moved = runTool(["audit", directory + "/src", "--baseline", baseline])
      #expect(moved.exitCode == 0)
      #expect(
        moved.output.contains(
          "Baseline \(baseline): 0 new, 0 fixed, 3 unchanged (2 in files that moved)."))
      #expect(moved.output.contains("Record the files that moved: run the same command with"))

      // A file that still exists keeps its own entries: its line added elsewhere is new.
      try write("let b = Foo.shared.y\nlet c = Foo.shared.y\n", to: directory + "/src/D.swift")
      let added = runTool(["audit", directory + "/src", "--baseline", baseline])
      #expect(added.exitCode == 2)
      #expect(added.output.contains("2 new, 0 fixed, 3 unchanged (2 in files that moved)."))
    }
  }

  @Test("--baseline F --write-baseline F rewrites F only when no finding is new")
  func shrinkOnly() throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/A.swift"
      let baseline = directory + "/baseline.json"
      try write("let a = Foo.shared\nlet b = Bar.shared\n", to: source)
      #expect(runTool(["audit", source, "--write-baseline", baseline]).exitCode == 0)
      let recorded = try String(contentsOfFile: baseline, encoding: .utf8)

      try write("let a = Foo.shared\nlet b = Bar.shared\nlet c = New.shared\n", to: source)
      let failed = runTool(["audit", source, "--baseline", baseline, "--write-baseline", baseline])
      #expect(failed.exitCode == 2)
      #expect(failed.errorOutput.contains("was not written because a gate failed"))
      #expect(try String(contentsOfFile: baseline, encoding: .utf8) == recorded)

      try write("let b = Bar.shared\n", to: source)
      let shrunk = runTool(["audit", source, "--baseline", baseline, "--write-baseline", baseline])
      #expect(shrunk.exitCode == 0)
      #expect(shrunk.output.contains("Baseline \(baseline): 0 new, 1 fixed, 1 unchanged."))
      #expect(
        shrunk.output.contains("The baseline '\(baseline)' now holds today's findings: commit it."))
      #expect(!shrunk.output.contains("Rewrite the baseline"))
      #expect(
        try BaselineFile.read(baseline).entries.map(\.key.code) == ["let b = Bar.shared"])
    }
  }

  /// Step 1 of the guide: a client's `liveValue` wraps the singleton. The bridge is progress.
  static let stepOneKey = """
    let a = Settings.shared
    private enum SettingsKey: DependencyKey {
      static let liveValue = SettingsClient.bridging(to: Settings.shared)
    }

    """

  @Test("a new bridge (step 1 of a migration) is reported as such and passes the gate")
  func newBridgePasses() throws {
    try withBaselineChange(before: "let a = Settings.shared\n", after: Self.stepOneKey) {
      source, baseline in
      let run = runTool(["audit", source, "--baseline", baseline])
      #expect(run.exitCode == 0)
      #expect(
        run.output.contains("Baseline \(baseline): 0 new, 1 new bridge, 0 fixed, 1 unchanged."))
      #expect(
        run.output.contains(
          "New bridges, a client wrapping a singleton (step 1; not gated) (1):\n"
            + "  \(source):3:63  Settings.shared\n"))
      // The report says it, with what to do; standard error does not say it again.
      #expect(run.output.contains("Record the new bridges: run the same command with"))
      #expect(run.errorOutput == "")

      let json = runTool(["audit", source, "--baseline", baseline, "--format", "json"])
      #expect(json.output.contains(#""new": 0, "newBridges": 1, "fixed": 0, "unchanged": 1"#))
      #expect(
        json.errorOutput == "note: 1 new bridge (a client wrapping a singleton: step 1 of a "
          + "migration), not gated.\nnote: Record the new bridges: run the same command with "
          + "'--write-baseline \(baseline)' and commit the file.\n")
    }
  }

  @Test("a new use next to a new bridge still fails the gate, and only the use is blamed")
  func newUseBesideBridgeFails() throws {
    try withBaselineChange(
      before: "let a = Settings.shared\n", after: Self.stepOneKey + "let b = Settings.shared\n"
    ) { source, baseline in
      let run = runTool(["audit", source, "--baseline", baseline])
      #expect(run.exitCode == 2)
      #expect(
        run.output.contains("Baseline \(baseline): 1 new, 1 new bridge, 0 fixed, 1 unchanged."))
      #expect(run.errorOutput.contains("Gate failed: 1 finding is not in the baseline"))
    }
  }

  @Test("a baseline that cannot be written is exit 1, and nothing is left behind")
  func unwritable() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/A.swift")
      try write("keep", to: directory + "/taken/file")
      let run = runTool([
        "audit", directory + "/A.swift", "--write-baseline", directory + "/taken",
      ])
      #expect(run.exitCode == 1)
      #expect(run.errorOutput.contains("Error: Cannot write the baseline '\(directory)/taken'"))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
          "A.swift", "taken",
        ])
      #expect(try String(contentsOfFile: directory + "/taken/file", encoding: .utf8) == "keep")
    }
  }

  @Test("--max-findings N fails with exit 2 above N only")
  func maxFindings() throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/A.swift"
      try write("let a = Foo.shared\nlet b = Bar.shared\n", to: source)
      #expect(runTool(["audit", source, "--max-findings", "2"]).exitCode == 0)
      let run = runTool(["audit", source, "--max-findings", "1"])
      #expect(run.exitCode == 2)
      #expect(
        run.errorOutput == "Gate failed: 2 findings, more than the limit of 1 (--max-findings). "
          + "Remove some accesses, or raise the limit on purpose.\n")
    }
  }

  @Test(
    "counts that add up past Int.max are a bad baseline (exit 1), not a crash",
    arguments: [
      [("A.swift", "Foo", Int.max), ("A.swift", "Foo", 1)],
      [("A.swift", "Foo", Int.max), ("B.swift", "Bar", Int.max)],
    ])
  func overflowingCounts(entries: [(String, String, Int)]) throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/baseline.json"
      let lines = entries.map { file, receiver, count in
        #"{"file": "\#(file)", "receiver": "\#(receiver)", "accessor": "shared", "#
          + #""count": \#(count), "code": "x"}"#
      }
      try write(#"{"version": 1, "entries": ["# + lines.joined(separator: ", ") + "]}", to: path)
      try write("let a = Foo.shared\n", to: directory + "/A.swift")
      let run = runTool(["audit", directory + "/A.swift", "--baseline", path])
      #expect(run.exitCode == 1)
      #expect(
        run.errorOutput == "Error: The baseline '\(path)' cannot be used: its counts add up to "
          + "more than \(Int.max), which no code base has. Restore it from version control, or "
          + "record today's findings with '--write-baseline \(path)'.\n")
    }
  }

  @Test("--write-baseline through a symbolic link replaces the link's target and keeps the link")
  func writesThroughLinks() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/A.swift")
      try write(#"{"version": 2, "entries": []}"#, to: directory + "/real/baseline.json")
      let link = directory + "/baseline.json"
      try FileManager.default.createSymbolicLink(
        atPath: link, withDestinationPath: "real/baseline.json")
      let run = runTool(["audit", directory + "/A.swift", "--write-baseline", link])
      #expect(run.exitCode == 0)
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/baseline.json")
      #expect(try BaselineFile.read(directory + "/real/baseline.json").findingCount == 1)
    }
  }

  @Test("--write-baseline refuses a path that is neither a regular file nor new, and keeps it")
  func refusesSpecialFiles() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/A.swift")
      let fifo = directory + "/pipe"
      #expect(mkfifo(fifo, 0o644) == 0)
      let run = runTool(["audit", directory + "/A.swift", "--write-baseline", fifo])
      #expect(run.exitCode == 1)
      #expect(
        run.errorOutput == "Error: Cannot write the baseline '\(fifo)': it is not a regular file "
          + "(a directory, device, FIFO or socket). The previous file, if any, is unchanged.\n")
      var status = stat()
      #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    }
  }

  @Test(
    "a baseline written by 'audit App' matches however CI spells the PATH or where it runs",
    arguments: [
      (".", ["audit", "./App", "--baseline", "baseline.json"]),
      (".", ["audit", "App/", "--baseline", "./baseline.json"]),
      ("App", ["audit", ".", "--baseline", "../baseline.json"]),
      ("App/Feature", ["audit", "..", "--baseline", "../../baseline.json"]),
    ])
  func pathIndependence(workingDirectory: String, arguments: [String]) throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/App/A.swift")
      try write("let b = Bar.shared\n", to: directory + "/App/Feature/B.swift")
      let end = EndToEndTests()
      let written = try end.run(
        ["audit", "App", "--write-baseline", "baseline.json"], in: directory)
      #expect(written.exitCode == 0)
      let text = try String(contentsOfFile: directory + "/baseline.json", encoding: .utf8)
      #expect(text.contains(#""version": 2"#))
      #expect(text.contains(#"{"file": "App/Feature/B.swift", "receiver": "Bar""#))

      let run = try end.run(arguments, in: directory + "/" + workingDirectory)
      #expect(run.exitCode == 0)
      #expect(run.output.contains(": 0 new, 0 fixed, 2 unchanged."))
      #expect(run.errorOutput.isEmpty)
      let absolute = try end.run(
        ["audit", directory + "/App", "--baseline", directory + "/baseline.json"], in: "/")
      #expect(absolute.output.contains(": 0 new, 0 fixed, 2 unchanged."))
    }
  }

  @Test("a version 1 baseline keeps working where it was written, with a note to rewrite it")
  func versionOne() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/App/A.swift")
      try write(
        #"{"version": 1, "entries": [{"file": "App/A.swift", "receiver": "Foo", "#
          + #""accessor": "shared", "count": 1, "code": "let a = Foo.shared"}]}"#,
        to: directory + "/baseline.json")
      let end = EndToEndTests()
      let run = try end.run(["audit", "App", "--baseline", "baseline.json"], in: directory)
      #expect(run.exitCode == 0)
      #expect(run.output.contains("Baseline baseline.json: 0 new, 0 fixed, 1 unchanged."))
      #expect(
        run.errorOutput == "note: the baseline 'baseline.json' is version 1: its paths match only "
          + "when the audit runs from the directory, and with the PATH, that wrote it. Rewrite "
          + "it with '--baseline baseline.json --write-baseline baseline.json' to make it "
          + "independent of both.\n")
      let rewritten = try end.run(
        ["audit", "App", "--baseline", "baseline.json", "--write-baseline", "baseline.json"],
        in: directory)
      #expect(rewritten.exitCode == 0)
      #expect(try BaselineFile.read(directory + "/baseline.json").paths.version == 2)
    }
  }

  @Test("a file's path relative to a directory climbs with .. where it must")
  func relativePaths() {
    #expect(BaselinePaths.relative("/r/App/A.swift", from: "/r") == "App/A.swift")
    #expect(BaselinePaths.relative("/r/App/A.swift", from: "/r/Config") == "../App/A.swift")
    #expect(BaselinePaths.relative("/A.swift", from: "/") == "A.swift")
    #expect(BaselinePaths.relative("/r/A/A", from: "/r/A") == "A")
    #expect(BaselinePaths.absolute("/r/./App/../B/x.swift") == "/r/B/x.swift")
  }
}
