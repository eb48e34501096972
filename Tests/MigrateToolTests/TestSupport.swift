import Foundation
import Testing

@testable import MigrateToolCore
@testable import SingletonAudit
@testable import SwiftScanning

/// Collects what the command writes, so tests assert on output in-process.
final class OutputRecorder: @unchecked Sendable {
  // Safe: `text` is only touched while holding `lock`.
  private let lock = NSLock()
  private var text = ""

  var sink: OutputSink { OutputSink { [self] piece in append(piece) } }

  var recorded: String { lock.withLock { text } }

  private func append(_ piece: String) { lock.withLock { text += piece } }
}

/// The result of one in-process run of the command line.
struct ToolRun {
  var exitCode: Int32
  var output: String
  var errorOutput: String
}

/// Runs `migrate-tool` in-process with `arguments`.
func runTool(_ arguments: [String]) -> ToolRun {
  let output = OutputRecorder()
  let errorOutput = OutputRecorder()
  let code = MigrateTool.run(
    arguments: arguments, output: output.sink, errorOutput: errorOutput.sink)
  return ToolRun(exitCode: code, output: output.recorded, errorOutput: errorOutput.recorded)
}

/// The folder of real `.swift` fixtures next to this file.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures").path

/// Audits one fixture file and returns its findings as `line:column receiver kind role`.
func findings(in fixture: String, accessors: [String] = ["shared"]) throws -> [String] {
  let path = fixturesDirectory + "/" + fixture
  let report = try Auditor(paths: [path], accessors: accessors, excludes: []).run()
  #expect(report.errors.isEmpty)
  #expect(report.findings.allSatisfy { $0.file == path })
  return report.findings.map(\.summary)
}

/// Scans `source` as the file `name` and builds the report, without touching the file system.
func report(
  _ sources: [(name: String, text: String)], accessors: [String] = ["shared"],
  annotator: FindingAnnotator = FindingAnnotator(), locators: [String] = []
) -> AuditReport {
  let scanner = AccessScanner(accessors: accessors, locators: locators)
  let files = sources.map {
    FileResult(
      bytes: Array($0.text.utf8), displayPath: $0.name, scanner: scanner, annotator: annotator)
  }
  var report = AuditReport(accessors: accessors, files: files, walkErrors: [])
  report.locators = locators
  return report
}

/// The findings in `source`, as `line:column receiver kind role`.
func findings(inSource source: String, accessors: [String] = ["shared"]) -> [String] {
  report([("Test.swift", source)], accessors: accessors).findings.map(\.summary)
}

extension Finding {
  /// `line:column receiver kind role`, with `-` for an empty receiver.
  var summary: String {
    let shown = receiver.isEmpty ? "-" : receiver
    return "\(line):\(column) \(shown) \(receiverKind.rawValue) \(role.rawValue)"
  }
}

/// A fresh temporary directory, removed by `body`'s end.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("migrate-tool-tests-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try body(path)
}

/// Writes `text` to `path`, creating folders as needed.
func write(_ text: String, to path: String) throws {
  try write(Array(text.utf8), to: path)
}

/// Writes `bytes` to `path`, creating folders as needed.
func write(_ bytes: [UInt8], to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(bytes).write(to: url)
}

/// Runs `body` with `A.swift` and `baseline.json` in a fresh directory: the baseline records the
/// file as `before`, then the file is rewritten as `after`, as a pull request would change it.
func withBaselineChange(
  before: String, after: String, _ body: (_ source: String, _ baseline: String) throws -> Void
) throws {
  try withTemporaryDirectory { directory in
    let source = directory + "/A.swift"
    let baseline = directory + "/baseline.json"
    try write(before, to: source)
    #expect(runTool(["audit", source, "--write-baseline", baseline]).exitCode == 0)
    try write(after, to: source)
    try body(source, baseline)
  }
}
