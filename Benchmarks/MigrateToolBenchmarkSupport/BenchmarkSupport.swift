// What the benchmark executables share: running a command as a child process and timing it,
// medians, and writing generated trees.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `executable`, discarding its output and diagnostics; wall time, exit status and the child's peak RSS.
package func run(_ executable: String, _ arguments: [String]) -> (
  seconds: Double, status: Int32, peakMB: Double
) {
  var pid: pid_t = 0
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
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

package func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

package func onPath(_ name: String) -> Bool {
  (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    access("\($0)/\(name)", X_OK) == 0
  }
}

/// Writes `fileCount` files made by `source` under `tree`.
package func generate(tree: String, fileCount: Int, source: (Int) -> String) throws {
  for index in 0..<fileCount {
    let folder = "\(tree)/Module\(index % 12)/Feature\(index % 7)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(source(index).utf8).write(to: URL(fileURLWithPath: "\(folder)/File\(index).swift"))
  }
}

/// The bytes of the regular files below `tree`.
package func treeBytes(_ tree: String) -> Int {
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
package func measure(_ executable: String, _ arguments: [String], runs: Int) -> (Double, Double)? {
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

/// Two commands run in turns, `runs` times each after three warm-ups: the median time of each,
/// the median of the ratios (first / second) of the runs made side by side, and the first's
/// largest peak RSS. A shared machine speeds up and slows down in phases of seconds; taken in
/// turns, both commands meet the same phases, so the ratio does not depend on which one ran in
/// the faster phase.
package func measureInTurns(
  _ first: (String, [String]), _ second: (String, [String]), runs: Int
) -> (first: Double, second: Double, ratio: Double, peakMB: Double)? {
  let audit = first
  let rg = second
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
