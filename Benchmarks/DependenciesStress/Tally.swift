import Foundation

/// What a stress run counts: checked reads, wrong reads (with the first few described), and the
/// values alive that it made. Each worker counts its reads itself and adds them once; a wrong
/// read is rare and takes the lock.
// @unchecked Sendable: every stored property is only touched with `lock` held.
final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var reads = 0
  private var wrong = 0
  private var examples: [String] = []
  private var alive = 0

  /// Adds the reads a worker checked.
  func add(reads count: Int) {
    lock.withLock { reads += count }
  }

  /// Records a wrong read, described by `what`.
  func wrongRead(_ what: @autoclosure () -> String) {
    let description = what()
    lock.withLock {
      wrong += 1
      if examples.count < 5 { examples.append(description) }
    }
  }

  /// Counts a value made (`1`) or freed (`-1`).
  func values(_ delta: Int) {
    lock.withLock { alive += delta }
  }

  var summary: (reads: Int, wrong: Int, examples: [String], alive: Int) {
    lock.withLock { (reads, wrong, examples, alive) }
  }
}

/// The one tally of this run.
let tally = Tally()

/// A value the run makes (an override, or a default built in a fresh root): counted while it
/// lives, so that what is left at the end is what leaked.
final class Tracked: Sendable {
  let id: Int

  init(_ id: Int) {
    self.id = id
    tally.values(1)
  }

  deinit { tally.values(-1) }
}

/// Checks reads, counting them; a wrong one goes to the tally.
struct Checker {
  private(set) var reads = 0

  mutating func expect(
    _ condition: Bool, _ what: @autoclosure () -> String, line: UInt = #line
  ) {
    reads += 1
    if !condition { tally.wrongRead("line \(line): \(what())") }
  }
}
