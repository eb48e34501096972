// Audit benchmark: generates synthetic Swift trees (>= 10 MB, >= 1,000 files, every construct
// the lexer handles), times the release `migrate-tool` binary next to this executable as a child
// process (median of several runs), and compares with `rg -n '\.shared\b'` when ripgrep is on PATH
// (the two run in turns; the ratio is the median of the side-by-side ratios).
//
//   swift build -c release --product migrate-tool --static-swift-stdlib -Xswiftc -use-ld=lld
//   swift run -c release AuditBenchmark [--keep]
//
// Three trees, 1,200 files each:
// - "realistic": ordinary code with every construct once per file, at the top (about one access
//   per 1.5 KB, a codebase deep in singleton hell);
// - "spread": the same, plus an access in every 8th method body and one at the very end, so the
//   scan must read every file to its end and cannot skim the class bodies whole;
// - "dense": every construct 24 times per file (one access per ~56 bytes), a stress case.
// The targets (within 1.5x of ripgrep, under 100 MB) apply to "realistic", the tree like real
// code; the synthetic worst cases are printed for information.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ordinary Swift: the bulk of a real file. With `accessEvery` set, every that-many-th method
/// body also uses a singleton, so accesses are spread through the file.
func ordinaryCode(_ index: Int, methods: Int, accessEvery: Int? = nil) -> String {
  var text = """
    /// A view model for screen \(index).
    public final class ScreenModel\(index): ObservableObject {
      @Published public private(set) var items: [Item] = []
      @Published public var query = ""
      private let pageSize = 50
      private var cache: [String: [Item]] = [:]

    """
  for method in 0..<methods {
    text += """
        /// Loads page \(method) of the results and merges it into `items`.
        public func load\(method)(page: Int, filter: Filter? = nil) async throws -> [Item] {
          guard page >= 0 else { throw ModelError.invalidPage(page) }
          let key = "\\(query)-\\(page)-\\(method)"
          if let cached = cache[key] { return cached }
          // Ask the server, then keep only what the filter allows.
          let response = try await api.fetch(path: "/items", query: ["q": query, "page": "\\(page)"])
          let decoded = try JSONDecoder().decode([Item].self, from: response.body)
          let visible = decoded.filter { item in filter?.allows(item) ?? true }
            .sorted { $0.updatedAt > $1.updatedAt }
          cache[key] = visible
          items.append(contentsOf: visible.prefix(pageSize))
      \(accessEvery.map { method % $0 == $0 - 1 } == true ? "    Analytics.shared.track(key)\n" : "")\
          return visible
        }

      """
  }
  return text + "}\n"
}

/// One file's worth of Swift using every construct the audit must get right.
func sourceFile(_ index: Int, denseBlocks: Int) -> String {
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
  for block in 0..<denseBlocks {
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

/// Runs `executable`, discarding its output; wall time, exit status and the child's peak RSS.
func run(_ executable: String, _ arguments: [String]) -> (
  seconds: Double, status: Int32, peakMB: Double
) {
  var pid: pid_t = 0
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  let start = DispatchTime.now().uptimeNanoseconds
  guard posix_spawnp(&pid, executable, &actions, nil, argv, environ) == 0 else {
    return (0, -1, 0)
  }
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  // ru_maxrss is in KiB on Linux, bytes on macOS.
  #if canImport(Darwin)
    let peakMB = Double(usage.ru_maxrss) / 1_048_576
  #else
    let peakMB = Double(usage.ru_maxrss) / 1024
  #endif
  return (seconds, (status >> 8) & 0xFF, peakMB)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func onPath(_ name: String) -> Bool {
  (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    access("\($0)/\(name)", X_OK) == 0
  }
}

/// Writes `fileCount` files made by `source` under `tree`.
func generate(tree: String, fileCount: Int, source: (Int) -> String) throws {
  for index in 0..<fileCount {
    let folder = "\(tree)/Module\(index % 12)/Feature\(index % 7)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(source(index).utf8).write(to: URL(fileURLWithPath: "\(folder)/File\(index).swift"))
  }
}

/// The bytes of the regular files below `tree`.
func treeBytes(_ tree: String) -> Int {
  var total = 0
  let files = FileManager.default.enumerator(atPath: tree)
  while let path = files?.nextObject() as? String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: tree + "/" + path)
    if attributes?[.type] as? FileAttributeType == .typeRegular {
      total += (attributes?[.size] as? Int) ?? 0
    }
  }
  return total
}

/// Median wall time of `runs` runs after three warm-ups, and the largest peak RSS seen.
func measure(_ executable: String, _ arguments: [String], runs: Int) -> (Double, Double)? {
  for _ in 0..<3 { _ = run(executable, arguments) }  // warm the page cache and the CPU
  var times: [Double] = []
  var peak = 0.0
  for _ in 0..<runs {
    let result = run(executable, arguments)
    guard result.status == 0 else {
      print("\(executable) exited \(result.status)")
      return nil
    }
    times.append(result.seconds)
    peak = max(peak, result.peakMB)
  }
  return (median(times), peak)
}

/// The audit and ripgrep run in turns, `runs` times each after three warm-ups: the median time
/// of each, and the median of the ratios of the runs made side by side. A shared machine speeds
/// up and slows down in phases of seconds; taken in turns, both commands meet the same phases,
/// so the ratio does not depend on which one ran in the faster phase.
func measureInTurns(
  audit: (String, [String]), rg: (String, [String]), runs: Int
) -> (audit: Double, rg: Double, ratio: Double, peakMB: Double)? {
  for _ in 0..<3 {
    _ = run(audit.0, audit.1)
    _ = run(rg.0, rg.1)
  }
  var auditTimes: [Double] = []
  var rgTimes: [Double] = []
  var ratios: [Double] = []
  var peak = 0.0
  for _ in 0..<runs {
    let first = run(audit.0, audit.1)
    let second = run(rg.0, rg.1)
    guard first.status == 0, second.status == 0 else {
      print("a run exited \(first.status == 0 ? second.status : first.status)")
      return nil
    }
    auditTimes.append(first.seconds)
    rgTimes.append(second.seconds)
    ratios.append(first.seconds / second.seconds)
    peak = max(peak, first.peakMB)
  }
  return (median(auditTimes), median(rgTimes), median(ratios), peak)
}

// Side-by-side ratios scatter on a shared machine: in 310 pairs taken in a row, the medians of
// 15 consecutive ones ranged over 0.27 (1.39x to 1.65x), those of 31 over 0.15.
let runs = 31
let fileCount = 1_200
let shapes: [(name: String, targets: Bool, source: (Int) -> String)] = [
  ("realistic", true, { sourceFile($0, denseBlocks: 1) + ordinaryCode($0, methods: 40) }),
  (
    "spread", false,
    {
      sourceFile($0, denseBlocks: 1) + ordinaryCode($0, methods: 40, accessEvery: 8)
        + "extension ScreenModel\($0) { func flush() { LogManager.shared.flush() } }\n"
    }
  ),
  ("dense stress", false, { sourceFile($0, denseBlocks: 24) }),
]

// `--generate NAME DIR`: write one tree and exit. The measuring process has each tree written by
// a child like this, so that it never grows itself: a spawned child's peak RSS starts from its
// parent's (glibc spawns it in the parent's memory until `exec`).
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--generate",
  let shape = shapes.first(where: { $0.name == arguments[2] })
{
  try generate(tree: arguments[3], fileCount: fileCount, source: shape.source)
  exit(0)
}

let benchmark = URL(fileURLWithPath: arguments[0]).resolvingSymlinksInPath()
let tool = benchmark.deletingLastPathComponent().appendingPathComponent("migrate-tool").path
guard access(tool, X_OK) == 0 else {
  print(
    "error: \(tool) not found; run "
      + "'swift build -c release --product migrate-tool --static-swift-stdlib -Xswiftc -use-ld=lld'"
  )
  exit(1)
}
// A binary that loads the Swift runtime names it among the libraries it needs.
let loadsRuntime = run("grep", ["-q", "libswiftCore.so", tool]).status == 0
print(
  "migrate-tool: \(tool), Swift runtime "
    + (loadsRuntime ? "loaded at start-up (--static-swift-stdlib links it in)" : "linked in"))
if let (_, floorMB) = measure(tool, ["--version"], runs: 3) {
  // A floor, not the tool's own: a spawned child's peak starts from this process's peak.
  print(String(format: "peak RSS of a run that scans nothing: %.1f MB (the floor)", floorMB))
}
let keepTrees = arguments.contains("--keep")
var targetsMet = true
for shape in shapes {
  let tree = FileManager.default.temporaryDirectory
    .appendingPathComponent("audit-benchmark-\(shape.name.prefix(5))-\(getpid())").path
  defer { if !keepTrees { try? FileManager.default.removeItem(atPath: tree) } }
  guard run(benchmark.path, ["--generate", shape.name, tree]).status == 0 else {
    print("error: could not write the \(shape.name) tree to \(tree)")
    exit(1)
  }
  let megabytes = Double(treeBytes(tree)) / 1e6
  // Write the new files out now, so the kernel's background write-back of them does not land
  // inside the measured runs.
  sync()
  print("\(shape.name) tree: \(fileCount) files, \(String(format: "%.1f", megabytes)) MB")
  let audit = (tool, ["audit", tree, "--format", "json"])
  let auditTime: Double
  let peakMB: Double
  var comparison = "  rg not on PATH: install ripgrep for the comparison"
  if onPath("rg") {
    let rg = ("rg", ["-n", "\\.shared\\b", tree])
    guard let times = measureInTurns(audit: audit, rg: rg, runs: runs) else { exit(1) }
    (auditTime, peakMB) = (times.audit, times.peakMB)
    comparison = String(
      format: "  rg -n '\\.shared\\b': %.1f ms; audit/rg %.2fx (median of %d side-by-side ratios)",
      times.rg * 1000, times.ratio, runs)
    if shape.targets {
      comparison += times.ratio <= 1.5 ? "; target <= 1.5x: met" : "; target <= 1.5x: NOT met"
      targetsMet = targetsMet && times.ratio <= 1.5
    }
  } else {
    guard let (time, peak) = measure(audit.0, audit.1, runs: runs) else { exit(1) }
    (auditTime, peakMB) = (time, peak)
  }
  print(
    String(
      format: "  migrate-tool audit --format json: %.1f ms (median of %d), %.0f MB/s, "
        + "peak RSS %.1f MB", auditTime * 1000, runs, megabytes / auditTime, peakMB))
  print(comparison)
  if shape.targets {
    print("  peak memory target < 100 MB: \(peakMB < 100 ? "met" : "NOT met")")
    targetsMet = targetsMet && peakMB < 100
  }
}
print(targetsMet ? "targets: met" : "targets: NOT met")
