import Foundation
import Testing

@testable import MigrateToolCore
@testable import SingletonAudit

/// Issue 28's safety points: a wrong command must never pass silently or destroy the record.
@Suite("Ratchet safety")
struct RatchetSafetyTests {
  @Test("a scan that reads no Swift file is exit 1 and writes nothing, unless --allow-empty")
  func emptyScan() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/App/A.swift")
      try write("notes\n", to: directory + "/Empty/README.md")
      let baseline = directory + "/baseline.json"
      #expect(runTool(["audit", directory + "/App", "--write-baseline", baseline]).exitCode == 0)
      let recorded = try String(contentsOfFile: baseline, encoding: .utf8)

      let empty = directory + "/Empty"
      let run = runTool(["audit", empty, "--baseline", baseline, "--write-baseline", baseline])
      #expect(run.exitCode == 1)
      #expect(run.output.isEmpty)
      #expect(
        run.errorOutput == "Error: No Swift file was found in '\(empty)', so nothing was "
          + "audited. Check the PATH arguments and --exclude globs, or pass --allow-empty when "
          + "an empty scan is expected.\n")
      #expect(try String(contentsOfFile: baseline, encoding: .utf8) == recorded)

      let allowed = runTool(["audit", empty, "--allow-empty"])
      #expect(allowed.exitCode == 0)
      #expect(allowed.output.hasPrefix("Scanned 0 files (0 bytes)"))
    }
  }

  @Test("entries outside the scanned PATHs are out of scope: not fixed, and kept when rewriting")
  func outOfScope() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/App/A.swift")
      try write("let b = Bar.shared\nlet c = Baz.shared\n", to: directory + "/App/Sub/B.swift")
      let end = EndToEndTests()
      let record = ["--baseline", "b.json", "--write-baseline", "b.json"]
      #expect(
        try end.run(["audit", "App", "--write-baseline", "b.json"], in: directory).exitCode == 0)

      try write("let b = Bar.shared\n", to: directory + "/App/Sub/B.swift")
      let sub = try end.run(["audit", "App/Sub"] + record, in: directory)
      #expect(sub.exitCode == 0)
      #expect(
        sub.output.contains("Baseline b.json: 0 new, 1 fixed, 1 unchanged, 1 out of scope."))
      let json = try end.run(
        ["audit", "./App/Sub/B.swift", "--baseline", "b.json", "--format", "json"], in: directory)
      #expect(json.output.contains(#""fixed": 0, "unchanged": 1, "outOfScope": 1"#))

      let full = try end.run(["audit", "App", "--baseline", "b.json"], in: directory)
      #expect(full.exitCode == 0)
      #expect(full.output.contains("Baseline b.json: 0 new, 0 fixed, 2 unchanged."))
      #expect(
        try BaselineFile.read(directory + "/b.json").entries.map(\.key.file) == [
          "App/A.swift", "App/Sub/B.swift",
        ])
    }
  }

  @Test(
    "--write-baseline refuses an existing file that is not a baseline, before scanning",
    arguments: ["import UIKit\nlet a = Foo.shared\n", "", "{\"version\": 9, \"entries\": []}"])
  func refusesOtherFiles(contents: String) throws {
    try withTemporaryDirectory { directory in
      let source = directory + "/Foo.swift"
      let target = directory + "/Target.swift"
      try write("let a = Foo.shared\n", to: source)
      try write(contents, to: target)
      let run = runTool(["audit", source, "--write-baseline", target])
      #expect(run.exitCode == 1)
      #expect(run.output.isEmpty)
      #expect(
        run.errorOutput == "Error: Cannot write the baseline '\(target)': the file exists and is "
          + "not a migrate-tool baseline, so it was left as it is. Write the baseline to a new "
          + "file, or to the baseline file it replaces.\n")
      #expect(try String(contentsOfFile: target, encoding: .utf8) == contents)

      let fresh = directory + "/baseline.json"
      #expect(runTool(["audit", source, "--write-baseline", fresh]).exitCode == 0)
      #expect(runTool(["audit", source, "--write-baseline", fresh]).exitCode == 0)
    }
  }
}
