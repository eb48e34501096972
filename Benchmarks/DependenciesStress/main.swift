// The DI core under load, counting wrong reads and leaked values: many threads and tasks at once
// run nested scopes with class values, hand models built in scopes to other threads and tasks
// (which drop them), escape continuations, start fresh roots whose defaults hold `@Dependency`
// objects, and read outside any scope while other scopes come and go. Exits 1 on any wrong read
// or any value left alive.
//   swift run -c release DependenciesStress    (STRESS_ROUNDS=N rounds per worker)
import Dispatch
import Foundation

let environment = ProcessInfo.processInfo.environment
let rounds = environment["STRESS_ROUNDS"].flatMap(Int.init) ?? 10_000
let threadCount = 24
let taskCount = 64
let start = DispatchTime.now().uptimeNanoseconds

// Threads outside any task, while tasks run: both sides bind and drop scopes all the time.
let threads = DispatchGroup()
for thread in 0..<threadCount {
  threads.enter()
  let worker = Thread {
    var reads = 0
    for round in 0..<rounds { reads += threadRound((thread * rounds + round) * 2) }
    tally.add(reads: reads)
    threads.leave()
  }
  worker.start()
}
await withTaskGroup(of: Int.self) { group in
  for task in 0..<taskCount {
    group.addTask {
      var reads = 0
      for round in 0..<rounds { reads += await taskRound(1 << 40 + (task * rounds + round) * 2) }
      return reads
    }
  }
  for await reads in group { tally.add(reads: reads) }
}
threads.wait()
handedOff.wait()

let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
let result = tally.summary
print(
  "DependenciesStress: \(threadCount) threads and \(taskCount) tasks, \(rounds) rounds each: "
    + "\(result.reads) checked reads, \(result.wrong) wrong, \(result.alive) values leaked, "
    + String(format: "%.1f s", seconds))
for example in result.examples { print("  wrong read: \(example)") }
if result.wrong != 0 || result.alive != 0 { exit(1) }
