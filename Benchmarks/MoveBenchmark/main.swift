import Foundation
// Move benchmark: writes a tree of 2,000 files with 10,000 uses of a singleton (five per file, in
// class methods, as a real feature folder has them) and its client, then times the release
// `migrate-tool` next to this executable moving them (`move`, the diff only), and scaffolding the
// singleton's client (`scaffold`, which reads every file that names it), each against auditing
// the same tree, in turns (median of the side-by-side ratios), and once `move --write`.
//
//   swift build -c release --product migrate-tool -Xswiftc -static-executable -Xswiftc -use-ld=lld
//   swift run -c release MoveBenchmark
import MigrateToolBenchmarkSupport

/// One feature file: a class whose five methods each track an event.
func featureFile(_ index: Int) -> String {
  var text = "import Foundation\n\n/// Feature \(index).\nfinal class Feature\(index) {\n"
  text += "  var count = 0\n"
  for method in 0..<5 {
    text += """

        func step\(method)(value: Int) -> Int {
          let doubled = value * 2
          Analytics.shared.track("step\(method)-\\(doubled)", properties: ["file": "\(index)"])
          return doubled + \(method)
        }

      """
  }
  return text + "}\n"
}

let client = """
  import Dependencies

  final class Analytics: @unchecked Sendable {
    static let shared = Analytics()
    func track(_ name: String, properties: [String: String] = [:]) {}
  }

  struct AnalyticsClient: Sendable {
    var track: @Sendable (_ name: String, _ properties: [String: String]) -> Void
  }

  extension AnalyticsClient {
    func track(_ name: String, properties: [String: String] = [:]) { track(name, properties) }
  }

  private enum AnalyticsKey: DependencyKey {
    static let liveValue = AnalyticsClient(track: { Analytics.shared.track($0, properties: $1) })
  }

  extension DependencyValues {
    var analytics: AnalyticsClient {
      get { self[AnalyticsKey.self] }
      set { self[AnalyticsKey.self] = newValue }
    }
  }

  """

let tool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("migrate-tool").path
guard FileManager.default.isExecutableFile(atPath: tool) else {
  print("error: \(tool) not found; build it as the comment at the top of this file says")
  exit(1)
}
let tree = NSTemporaryDirectory() + "move-benchmark-\(getpid())"
defer { try? FileManager.default.removeItem(atPath: tree) }
try generate(tree: tree, fileCount: 2_000, source: featureFile)
try Data(client.utf8).write(to: URL(fileURLWithPath: tree + "/AnalyticsClient.swift"))
print("tree: 2000 files, 10000 uses, \(String(format: "%.1f", Double(treeBytes(tree)) / 1e6)) MB")

let move = (tool, ["move", "Analytics", "--to", "analytics", tree])
let audit = (tool, ["audit", tree])
guard let times = measureInTurns(move, audit, runs: 15) else { exit(1) }
print(
  String(
    format: "move (diff): %.1f ms, audit: %.1f ms, move/audit %.2fx (median of 15 in turns), "
      + "move peak %.1f MB", times.first * 1000, times.second * 1000, times.ratio, times.peakMB))
let scaffold = (tool, ["scaffold", "Analytics", tree])
guard let scaffoldTimes = measureInTurns(scaffold, audit, runs: 15) else { exit(1) }
print(
  String(
    format: "scaffold: %.1f ms, audit: %.1f ms, scaffold/audit %.2fx (median of 15 in turns), "
      + "scaffold peak %.1f MB", scaffoldTimes.first * 1000, scaffoldTimes.second * 1000,
    scaffoldTimes.ratio, scaffoldTimes.peakMB))
let write = run(tool, ["move", "Analytics", "--to", "analytics", "--write", tree])
print(String(format: "move --write: %.1f ms, exit %d", write.seconds * 1000, write.status))
