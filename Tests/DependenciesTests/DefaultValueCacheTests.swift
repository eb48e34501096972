import Dependencies
import Foundation
import Testing

/// Counts how often its test value is built; building takes a while, to widen the race.
private enum SlowKey: DependencyKey {
  static let builds = Locked(0)
  static let liveValue = 0
  static var testValue: Int {
    builds.withLock { $0 += 1 }
    Thread.sleep(forTimeInterval: 0.02)
    return 42
  }
}

private enum CycleAKey: DependencyKey {
  static let liveValue = 0
  static var testValue: Int { DependencyValues()[CycleBKey.self] + 1 }
}

private enum CycleBKey: DependencyKey {
  static let liveValue = 0
  static var testValue: Int { DependencyValues()[CycleAKey.self] + 1 }
}

@Suite("Default values are built once")
struct DefaultValueCacheTests {
  @Test("a default is built once per key, context and cache, even when 100 tasks race to read it")
  func builtOnce() async {
    let reads = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<100 { group.addTask { DependencyValues()[SlowKey.self] } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(reads == Array(repeating: 42, count: 100))
    #expect(SlowKey.builds.withLock { $0 } == 1)
    // Threads outside any task read the process's cache (no test is running there), except the
    // calling thread, which runs this test's task: at most one more build, however many race.
    let threadReads = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 100) { _ in
      let value = DependencyValues()[SlowKey.self]
      threadReads.withLock { $0.append(value) }
    }
    #expect(threadReads.withLock { $0 } == Array(repeating: 42, count: 100))
    #expect(SlowKey.builds.withLock { $0 } <= 2)
  }

  @Test("building a default may read other dependencies")
  func reentrantBuild() {
    #expect(DependencyValues().derivedGreeting == "derived from test")
  }

  @Test("a cycle between defaults stops the process with both keys named, never deadlocks")
  func cycle() async {
    await #expect(processExitsWith: .failure) {
      _ = DependencyValues()[CycleAKey.self]
    }
  }
}
