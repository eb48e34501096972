// Measures the DI core's hot paths against a direct singleton call, in one release-mode run:
//   swift run -c release DependenciesBenchmark
import Dependencies
import Dispatch
import Foundation

/// The payload both paths reach: a struct-of-closures client, as real clients are.
struct CounterClient: Sendable {
  var add: @Sendable (Int) -> Int
  /// The yardstick: the same client held by a singleton.
  static let shared = CounterClient(add: { $0 &+ 1 })
}

/// The other common shape of singleton: a class instance made on first use, as
/// `UserDefaultsManager.shared` and `LogManager.shared` are.
final class CounterManager: Sendable {
  static let shared = CounterManager()
  let step: Int
  init() { step = Int(ProcessInfo.processInfo.environment["BENCHMARK_STEP"] ?? "1") ?? 1 }
  func add(_ value: Int) -> Int { value &+ step }
}

enum CounterKey: DependencyKey {
  static let liveValue = CounterClient(add: { $0 &+ 1 })
}

extension DependencyValues {
  var counter: CounterClient {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }
}

struct CounterModel: Sendable {
  @Dependency(\.counter) var counter
}

// Each measured operation sits behind @inline(never) so its work cannot be hoisted out of a loop.
@inline(never) func singletonCall(_ i: Int) -> Int { CounterClient.shared.add(i) }
@inline(never) func classSingletonCall(_ i: Int) -> Int { CounterManager.shared.add(i) }
@inline(never) func dependencyRead(_ model: CounterModel, _ i: Int) -> Int { model.counter.add(i) }
/// The floor under any task-local design: one bare `@TaskLocal` read.
enum Floor { @TaskLocal static var value = 0 }
@inline(never) func taskLocalRead(_ i: Int) -> Int { Floor.value &+ i }
@inline(never) func scopeCall(_ i: Int) -> Int {
  withDependencies {
    $0.counter = CounterClient(add: { $0 &+ 2 })
  } operation: {
    i
  }
}
@inline(never) func wrapperInit(_ i: Int) -> Int {
  let dependency = Dependency(\.counter)
  return withExtendedLifetime(dependency) { i &+ 1 }
}

/// Nanoseconds per iteration of `body`, the best of `rounds` rounds of `iterations` each.
func nanosecondsPerIteration(
  iterations: Int, rounds: Int = 5, _ body: (Int) -> Int
) -> Double {
  var best = Double.infinity
  var sink = 0
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    for i in 0..<iterations { sink &+= body(i) }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    best = min(best, Double(elapsed) / Double(iterations))
  }
  if sink == 42 { print("") }  // keeps `sink` alive
  return best
}

/// Nanoseconds per iteration of a loop that shares nothing, when `threads` threads run it at once:
/// the control. If two threads slow this down too, the machine (e.g. two vCPUs on one physical
/// core) is the cause, not the code under test.
func controlNanoseconds(threads: Int, iterations: Int) -> Double {
  var best = Double.infinity
  for _ in 0..<15 {
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      var sink = 0
      for i in 0..<iterations { sink &+= singletonCall(i) ^ (sink >> 3) }
      if sink == 42 { print("") }
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    best = min(best, Double(elapsed) / Double(iterations))
  }
  return best
}

/// Nanoseconds per read when `threads` threads each do `iterations` reads at once, each through
/// its own object or all through one shared object.
func concurrentReadNanoseconds(threads: Int, iterations: Int, sharedObject: Bool) -> Double {
  let shared = CounterModel()
  var best = Double.infinity
  // More rounds than elsewhere: a round in which the OS deschedules one thread measures nothing.
  for _ in 0..<15 {
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      let model = sharedObject ? shared : CounterModel()
      var sink = 0
      for i in 0..<iterations { sink &+= dependencyRead(model, i) }
      if sink == 42 { print("") }
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    best = min(best, Double(elapsed) / Double(iterations))
  }
  return best
}

// BENCHMARK_ITERATIONS lowers the count, e.g. to run under valgrind --tool=callgrind.
let iterations =
  ProcessInfo.processInfo.environment["BENCHMARK_ITERATIONS"].flatMap(Int.init) ?? 5_000_000
let outside = CounterModel()
// BENCHMARK_ONLY=ROW runs one row's loop, once, and nothing else: under
// `valgrind --tool=callgrind`, instructions per operation are the total over BENCHMARK_ITERATIONS.
// ROW: outside, scope, captured, fresh, with, init; and the yardsticks: singleton, tasklocal.
/// A model built in a scope that overrides its counter. Made only for its row, and let go after
/// it: while an override is alive anywhere, every read consults its task-local, so the other rows
/// would measure that instead.
func capturedModel() -> CounterModel {
  withDependencies {
    $0.counter = CounterClient(add: { $0 &+ 3 })
  } operation: {
    CounterModel()
  }
}
/// Nanoseconds per iteration of one round of `body`.
func oneRound(_ body: (Int) -> Int) -> Double {
  nanosecondsPerIteration(iterations: iterations, rounds: 1, body)
}
if let only = ProcessInfo.processInfo.environment["BENCHMARK_ONLY"] {
  func loop(_ body: (Int) -> Int) { _ = oneRound(body) }
  switch only {
  case "outside": loop { dependencyRead(outside, $0) }
  case "scope":
    withDependencies {
      $0.counter = CounterClient(add: { $0 &+ 3 })
    } operation: {
      loop { dependencyRead(outside, $0) }
    }
  case "captured":
    let captured = capturedModel()
    loop { dependencyRead(captured, $0) }
  case "fresh":
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      loop { dependencyRead(outside, $0) }
    }
  case "with": loop(scopeCall)
  case "init": loop(wrapperInit)
  case "singleton": loop(singletonCall)
  case "tasklocal": loop(taskLocalRead)
  default:
    FileHandle.standardError.write(Data("BENCHMARK_ONLY: unknown row \(only)\n".utf8))
    exit(64)
  }
  exit(0)
}
// The rows measure reads that give the right values: outside any scope (where a read skips the
// task-local and finds the default its declaration remembered, which only happens outside tests),
// in a scope, captured, and outside again once both are gone.
precondition(dependencyRead(outside, 1) == 2)
withDependencies {
  $0.counter = CounterClient(add: { $0 &+ 3 })
} operation: {
  precondition(dependencyRead(outside, 1) == 4)
  precondition(dependencyRead(CounterModel(), 1) == 4)
}
precondition(dependencyRead(outside, 1) == 2)
/// One round of each row in turn, `rounds` times, and each row's best round: a machine whose
/// speed drifts (a virtual machine's often does, by half) slows every row of a round alike, so
/// the ratios between rows hold where rows timed one after the other would not.
func interleavedNanoseconds(rounds: Int = 7, _ rows: [() -> Double]) -> [Double] {
  var best = [Double](repeating: .infinity, count: rows.count)
  for _ in 0..<rounds {
    for (index, row) in rows.enumerated() { best[index] = min(best[index], row()) }
  }
  return best
}
let readRows = interleavedNanoseconds([
  { oneRound(singletonCall) },
  { oneRound(classSingletonCall) },
  { oneRound(taskLocalRead) },
  { oneRound { dependencyRead(outside, $0) } },
  {
    withDependencies {
      $0.counter = CounterClient(add: { $0 &+ 3 })
    } operation: {
      oneRound { dependencyRead(outside, $0) }
    }
  },
  // A test's per-test cache: what the `.dependencies` trait starts each test case from.
  {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      oneRound { dependencyRead(outside, $0) }
    }
  },
  // A model of its own each round (see `capturedModel()`).
  {
    let captured = capturedModel()
    return oneRound { dependencyRead(captured, $0) }
  },
])
let (singleton, classSingleton, bareTaskLocal) = (readRows[0], readRows[1], readRows[2])
let (readOutside, readInScope, readInTestCache, readCaptured) =
  (readRows[3], readRows[4], readRows[5], readRows[6])
let scope = nanosecondsPerIteration(iterations: iterations / 5, scopeCall)
let initCost = nanosecondsPerIteration(iterations: iterations, wrapperInit)
let controlOne = controlNanoseconds(threads: 1, iterations: iterations)
let controlTwo = controlNanoseconds(threads: 2, iterations: iterations)
let oneThread = concurrentReadNanoseconds(threads: 1, iterations: iterations, sharedObject: false)
let twoThreads = concurrentReadNanoseconds(threads: 2, iterations: iterations, sharedObject: false)
let twoThreadsShared = concurrentReadNanoseconds(
  threads: 2, iterations: iterations, sharedObject: true)

func row(_ name: String, _ nanoseconds: Double, yardstick: Bool = true) -> String {
  let ratio = yardstick ? String(format: "  (%.1fx)", nanoseconds / singleton) : ""
  return name.padding(toLength: 50, withPad: " ", startingAt: 0)
    + String(format: " %7.1f ns", nanoseconds) + ratio
}

print(
  "DependenciesBenchmark (release; best of 5 rounds of \(iterations) iterations; "
    + "the first seven rows in turns, best of 7)")
print(row("static let shared call (yardstick)", singleton))
print(row("static let shared class instance call", classSingleton))
print(row("bare @TaskLocal read (floor of any task-local DI)", bareTaskLocal))
print(row("@Dependency read, outside any scope", readOutside))
print(row("@Dependency read, inside an override scope", readInScope))
print(row("@Dependency read, captured override", readCaptured))
print(row("@Dependency read, in a per-test cache (fresh root)", readInTestCache))
print(row("withDependencies call", scope))
print(row("@Dependency wrapper init", initCost))
print(row("control: shared-nothing loop, 1 thread", controlOne, yardstick: false))
print(row("control: shared-nothing loop, 2 threads at once", controlTwo, yardstick: false))
print(row("read, 1 thread (per read)", oneThread, yardstick: false))
print(row("read, 2 threads at once, own objects (per read)", twoThreads, yardstick: false))
print(row("read, 2 threads at once, one shared object", twoThreadsShared, yardstick: false))
print(
  "target: a read outside any scope within 25x of the yardstick (struct of closures): "
    + "\(readOutside <= 25 * singleton ? "met" : "MISSED") "
    + String(
      format: "(%.1fx); of a class-instance singleton: %.1fx",
      readOutside / singleton, readOutside / classSingleton))
let worstRead = max(readOutside, readInScope, readCaptured, readInTestCache)
print(
  "slowest read row (in a scope, captured, or a per-test cache): "
    + String(format: "%.1fx the yardstick", worstRead / singleton))
// Two threads are judged against the control: on a machine whose two CPUs share a core, even a
// loop that shares nothing slows down, and the reads must slow down no more than that.
let controlSlowdown = controlTwo / controlOne
let readSlowdown = max(twoThreads, twoThreadsShared) / oneThread
print(
  "target: 2 threads no slower per read than 1, beyond the machine's own slowdown: "
    + "\(readSlowdown <= controlSlowdown * 1.1 ? "met" : "MISSED") "
    + String(format: "(reads %.2fx, control %.2fx)", readSlowdown, controlSlowdown))
