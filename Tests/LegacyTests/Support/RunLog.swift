import Foundation

/// The names of the tests that have run so far in this process, in order.
// @unchecked: `names` is only read and written with `lock` held.
final class RunLog: @unchecked Sendable {
  private let lock = NSLock()
  private var names: [String] = []

  /// Appends `name` and returns the names appended before it.
  func append(_ name: String) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    let earlier = names
    names.append(name)
    return earlier
  }
}
