import Foundation
// Audit benchmark: generates synthetic Swift trees (>= 10 MB, >= 1,000 files, every construct
// the lexer handles), times the release `migrate-tool` binary next to this executable as a child
// process (median of several runs), and compares with `rg -n '\.shared\b'` when ripgrep is on PATH
// (the two run in turns; the ratio is the median of the side-by-side ratios).
//
//   swift build -c release --product migrate-tool -Xswiftc -static-executable -Xswiftc -use-ld=lld
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
import MigrateToolBenchmarkSupport

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

/// How `binary` was linked, which decides its start-up time: whether it names a dynamic loader
/// (an ELF `PT_INTERP` program header) and, if so, whether it loads the Swift runtime too.
func linkage(of binary: String) -> String {
  // The headers only: reading the whole binary would raise this process's peak memory, which
  // every child's peak starts from.
  guard let file = FileHandle(forReadingAtPath: binary),
    let data = try? file.read(upToCount: 1 << 16), data.count >= 64,
    data.starts(with: [0x7F, 0x45, 0x4C, 0x46]), data[4] == 2
  else { return "not a 64-bit ELF binary: linkage not checked" }
  func integer(at offset: Int, size: Int) -> Int {
    (0..<size).reduce(0) { $0 | Int(data[offset + $1]) << (8 * $1) }
  }
  let headers = integer(at: 0x20, size: 8)
  let headerSize = integer(at: 0x36, size: 2)
  let count = integer(at: 0x38, size: 2)
  let interpreter = 3
  let isDynamic = (0..<count).contains { index in
    let offset = headers + index * headerSize
    return offset + 4 <= data.count && integer(at: offset, size: 4) == interpreter
  }
  if !isDynamic { return "a static executable (as Scripts/install builds it)" }
  // A binary that loads the Swift runtime names it among the libraries it needs.
  let loadsRuntime = run("grep", ["-q", "libswiftCore.so", binary]).status == 0
  return loadsRuntime
    ? "Swift runtime loaded at start-up (a plain release build; Scripts/install links statically)"
    : "Swift runtime linked in, system libraries loaded at start-up (--static-swift-stdlib)"
}

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
      + "'swift build -c release --product migrate-tool -Xswiftc -static-executable "
      + "-Xswiftc -use-ld=lld'"
  )
  exit(1)
}
print("migrate-tool: \(tool), \(linkage(of: tool))")
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
    guard let times = measureInTurns(audit, rg, runs: runs) else { exit(1) }
    (auditTime, peakMB) = (times.first, times.peakMB)
    comparison = String(
      format: "  rg -n '\\.shared\\b': %.1f ms; audit/rg %.2fx (median of %d side-by-side ratios)",
      times.second * 1000, times.ratio, runs)
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
