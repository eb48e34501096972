import Foundation

/// Which cache of default values a read uses when no fresh root set one: outside tests the
/// process's, in a test the running test's own, so that a stateful test value never crosses tests
/// (also in parallel). Fresh roots (`$0 = DependencyValues()`, the `.dependencies` trait) carry a
/// new cache of their own in their scope instead.
enum TestCaches {
  // @unchecked Sendable: `caches` is only touched with `lock` held.
  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var caches: [UInt: DefaultValueCache] = [:]
  }
  private static let registry = Registry()

  /// The cache of a read that no fresh root sets one for: the running test's, else the
  /// process's. A test's cache lives until the process ends: nothing tells when a test without
  /// the `.dependencies` trait is over, and tests are finite.
  static func ambient() -> DefaultValueCache {
    guard let hooks = TestSupportHooks.process else { return .process }
    let test = hooks.currentTest()
    guard test != 0 else { return .process }
    registry.lock.lock()
    defer { registry.lock.unlock() }
    if let cache = registry.caches[test] { return cache }
    let cache = DefaultValueCache()
    registry.caches[test] = cache
    return cache
  }
}
