import Foundation

/// Mutable state shared by the tasks that use one built-in test double (an incrementing UUID
/// generator, a seeded random number generator, a test clock's sleepers), changed one at a time.
///
/// An `NSLock` rather than `Synchronization.Mutex`, which needs iOS 18 / macOS 15.
// @unchecked Sendable: `state` is only touched inside `withLock`, with `lock` held.
final class LockedState<State: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` on the state with the lock held, and returns its result. `body` must not call
  /// back into code that takes the same lock, nor suspend.
  func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
