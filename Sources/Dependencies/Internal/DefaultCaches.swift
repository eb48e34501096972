import Foundation

/// Where the caches of default values come from: the process's, one per running test (found
/// through ``TestSupportHooks``), and fresh ones for fresh roots.
@usableFromInline
enum DefaultCaches {
  /// The cache outside any test and any fresh root: the app's.
  static let process = DefaultValueStore(id: 0)

  /// Marks the ids of tests' caches, so that they never equal a fresh root's. Ids stay below
  /// twice this, so that a ``DefaultScope`` holds an id and a context in one word.
  @usableFromInline static let testTag: UInt = 1 << (UInt.bitWidth - 3)

  // @unchecked: `tests` and `lastID` are only touched with `lock` held.
  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var tests: [UInt: DefaultValueStore] = [:]
    var lastID: UInt = 0
  }
  private static let registry = Registry()

  /// A new cache, for a fresh root.
  static func fresh() -> DefaultValueStore {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    registry.lastID += 1
    precondition(registry.lastID < testTag, "too many fresh roots for one process")
    return DefaultValueStore(id: registry.lastID)
  }

  /// The cache with `id`, as ``DefaultValues/ambientScope(_:)`` gives it: the process's, or a
  /// running test's. A test's cache lives until the process ends: nothing tells when a test
  /// without the `.dependencies` trait is over, and tests are finite.
  static func ambient(id: UInt) -> DefaultValueStore {
    guard id != 0 else { return process }
    registry.lock.lock()
    defer { registry.lock.unlock() }
    if let store = registry.tests[id] { return store }
    let store = DefaultValueStore(id: id)
    registry.tests[id] = store
    return store
  }
}
