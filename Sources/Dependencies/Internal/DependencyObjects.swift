import Foundation

/// The objects `withDependencies` returned, each with the scope it was built in, so that
/// `withDependencies(from:)` can hand on the dependencies of a parent that has no `@Dependency`
/// property of its own (as swift-dependencies does).
///
/// Objects are held weakly; entries of objects that are gone are dropped when the table has
/// doubled since the last sweep, so the table stays proportional to the live objects.
// @unchecked: `entries` and `sweepAt` are only touched with `lock` held.
final class DependencyObjects: @unchecked Sendable {
  /// The process's registry: one, as the objects it remembers may cross any scope.
  static let registry = DependencyObjects()

  private struct Entry {
    weak var object: AnyObject?
    let values: DependencyValues
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var sweepAt = 64

  /// Remembers `object` with the current scope.
  func remember(_ object: AnyObject) {
    let entry = Entry(object: object, values: DependencyValues.current)
    lock.lock()
    defer { lock.unlock() }
    entries[ObjectIdentifier(object)] = entry
    if entries.count >= sweepAt {
      entries = entries.filter { $0.value.object != nil }
      sweepAt = max(64, entries.count * 2)
    }
  }

  /// The scope `object` was returned from, if it was (and not another object since gone that
  /// had the same address).
  func values(of object: AnyObject) -> DependencyValues? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
    return entry.values
  }
}
