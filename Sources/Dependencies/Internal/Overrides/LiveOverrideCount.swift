/// How many override objects (``DependencyOverrides/Storage``) are alive in the process, so that
/// a `@Dependency` read skips the task-local when there is none anywhere: an app that overrides
/// nothing (or only with `prepareDependencies`, which sets defaults) pays for no task-local
/// lookup on any read.
///
/// Every override a read could see is held by an override object: a scope's task-local value, an
/// object's captured wrapper, an escaped continuation, a fresh root. While one lives the count is
/// above zero. An object is counted before any task can see it, so a read whose task holds one
/// sees a count above zero even with a relaxed load (its task got the object after the count
/// went up, and the count cannot drop below it while the task holds it). A read that sees zero
/// has nothing to find in its task-local or its captured overrides.
///
/// Where there are no atomics (``AtomicWord``) there is no count, and every read consults the
/// task-local.
@usableFromInline
enum LiveOverrideCount {
  /// The count; each ``DependencyPropertySite`` keeps a reference to it, so that a read reaches it
  /// without a global's once-check.
  static let counter = AtomicWord.make()

  /// True when no override object is alive: a read finds nothing in any task-local.
  @inlinable @inline(__always)
  static func isZero(_ counter: (any AnyObject & Sendable)?) -> Bool {
    guard let count = AtomicWord.loadRelaxed(counter) else { return false }
    return count == 0
  }

  /// Counts an override object that is being made.
  static func increment() {
    AtomicWord.add(1, to: counter)
  }

  /// Uncounts an override object that is being freed.
  static func decrement() {
    AtomicWord.add(0 &- 1, to: counter)
  }
}
