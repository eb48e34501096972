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
}
