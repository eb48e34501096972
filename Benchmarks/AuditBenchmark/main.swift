// Audit benchmark: generates a synthetic Swift tree (>= 10 MB, >= 1,000 files, every construct
// the lexer handles), times the release `migrate-tool` binary next to this executable as a child
// process (median of several runs), and compares with `rg -n '\.shared\b'` when ripgrep is on PATH.
//
//   swift build -c release && .build/release/AuditBenchmark
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One file's worth of Swift using every construct the audit must get right.
func sourceFile(_ index: Int) -> String {
  var text = """
    // File \(index): Foo.shared in a comment /* nested Foo.shared */
    import Foundation

    final class Manager\(index) {
      static let shared = Manager\(index)()
      @MainActor public static var sharedState = 0
    }

    extension Client\(index): DependencyKey {
      static let liveValue = Client\(index)(load: { Manager\(index).shared.load() })
    }

    """
  for block in 0..<24 {
    text += """
      /// Doc comment mentioning Manager\(index).shared
      func work\(block)(items: [Item]) -> String {
        let a = Manager\(index).shared.value + UIApplication
          .shared.badge
        let b = "text Foo.shared \\(Manager\(index).shared.name) \\(items.map { "\\($0.shared)" })"
        let c = #"raw Foo.shared \\#(Other.shared)"#
        let d = \"""
          multi-line Foo.shared \\(A.B.shared)
          \"""
        let e = #/Foo\\.shared/# ; let f = total / Scale.shared.factor / 2
        let g = 0...Self.shared.count ; let h = values[..<`Foo`.shared.end]
        switch mode { case .shared: break; default: _ = PHPhotoLibrary.shared() }
        #if DEBUG
        let i = Debug.shared ?? .shared
        #else
        let i = \\Foo.shared
        #endif
        return a + b + c + d + "\\(e)\\(f)\\(g)\\(h)\\(i)" // trailing Foo.shared
      }

      """
  }
  return text
}

func run(_ executable: String, _ arguments: [String]) -> (seconds: Double, status: Int32) {
  var pid: pid_t = 0
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  let start = DispatchTime.now().uptimeNanoseconds
  guard posix_spawnp(&pid, executable, &actions, nil, argv, environ) == 0 else {
    return (0, -1)
  }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  return (seconds, (status >> 8) & 0xFF)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func onPath(_ name: String) -> Bool {
  (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    access("\($0)/\(name)", X_OK) == 0
  }
}

let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent()
let tool = directory.appendingPathComponent("migrate-tool").path
guard access(tool, X_OK) == 0 else {
  print("error: \(tool) not found; run 'swift build -c release'")
  exit(1)
}

let tree = FileManager.default.temporaryDirectory
  .appendingPathComponent("audit-benchmark-\(getpid())").path
let keepTree = CommandLine.arguments.contains("--keep")
defer { if !keepTree { try? FileManager.default.removeItem(atPath: tree) } }
var totalBytes = 0
let fileCount = 1_200
for index in 0..<fileCount {
  let folder = "\(tree)/Module\(index % 12)/Feature\(index % 7)"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let data = Data(sourceFile(index).utf8)
  totalBytes += data.count
  try data.write(to: URL(fileURLWithPath: "\(folder)/File\(index).swift"))
}
let megabytes = Double(totalBytes) / 1_000_000
print("tree: \(fileCount) files, \(String(format: "%.1f", megabytes)) MB")

let runs = 7
_ = run(tool, ["audit", tree, "--format", "json"])  // warm the page cache
var times: [Double] = []
for _ in 0..<runs {
  let result = run(tool, ["audit", tree, "--format", "json"])
  guard result.status == 0 else { print("migrate-tool exited \(result.status)"); exit(1) }
  times.append(result.seconds)
}
var usage = rusage()
#if canImport(Glibc)
  getrusage(RUSAGE_CHILDREN.rawValue, &usage)
#else
  getrusage(RUSAGE_CHILDREN, &usage)
#endif
// ru_maxrss is in KiB on Linux, bytes on macOS.
#if canImport(Darwin)
  let peakMB = Double(usage.ru_maxrss) / 1_048_576
#else
  let peakMB = Double(usage.ru_maxrss) / 1024
#endif
let auditTime = median(times)
print(
  String(
    format: "migrate-tool audit: %.1f ms wall (median of %d), %.0f MB/s, peak RSS %.1f MB",
    auditTime * 1000, runs, megabytes / auditTime, peakMB))

if onPath("rg") {
  _ = run("rg", ["-n", "\\.shared\\b", tree])
  var rgTimes: [Double] = []
  for _ in 0..<runs { rgTimes.append(run("rg", ["-n", "\\.shared\\b", tree]).seconds) }
  let rgTime = median(rgTimes)
  print(
    String(
      format: "rg -n '\\.shared\\b': %.1f ms wall (median of %d); "
        + "audit/rg ratio %.2fx (target <= 2x)",
      rgTime * 1000, runs, auditTime / rgTime))
} else {
  print("rg not on PATH: install ripgrep for the comparison")
}
print(String(format: "peak memory target < 100 MB: %@", peakMB < 100 ? "met" : "NOT met"))
