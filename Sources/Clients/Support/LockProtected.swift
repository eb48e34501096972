import Foundation

// snippet: step3-lock
/// Mutable state that any thread may read and change, one at a time: the state of a test double
/// (in-memory defaults, recorded log lines) that parallel tasks share.
///
/// An `NSLock` rather than `Synchronization.Mutex`, which needs iOS 18 / macOS 15.
// @unchecked Sendable: `state` is only touched inside `withLock`, with `lock` held.
final class LockProtected<State: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` on the state with the lock held, and returns its result.
  func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
// snippet-end
