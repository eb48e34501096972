#if canImport(Synchronization)
  import Synchronization
#endif

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
/// Counting needs an atomic: `Synchronization.Atomic`, which Apple platforms have from iOS 18 and
/// macOS 15. Before those (and with a toolchain without the module) there is no counter, and
/// every read consults the task-local.
@usableFromInline
enum LiveOverrideCount {
  #if canImport(Synchronization)
    /// The count; an object, as a global's type cannot be newer than the deployment target.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @usableFromInline
    final class Counter: Sendable {
      @usableFromInline let count = Atomic<Int>(0)
      init() {}
    }

    /// The process's counter, where the platform has atomics; each ``DependencyPropertySite``
    /// keeps a reference to it, so that a read reaches it without a global's once-check.
    static let counter: (any AnyObject & Sendable)? = {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        return Counter()
      }
      return nil
    }()

    /// True when no override object is alive: a read finds nothing in any task-local.
    @inlinable @inline(__always)
    static func isZero(_ counter: (any AnyObject & Sendable)?) -> Bool {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
        let counter
      {
        // A `Counter` wherever it is not nil: it is only made under this same check.
        return unsafeDowncast(counter, to: Counter.self).count.load(ordering: .relaxed) == 0
      }
      return false
    }

    /// Counts an override object that is being made.
    static func increment() {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
        let counter
      {
        unsafeDowncast(counter, to: Counter.self).count.add(1, ordering: .relaxed)
      }
    }

    /// Uncounts an override object that is being freed.
    static func decrement() {
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
        let counter
      {
        unsafeDowncast(counter, to: Counter.self).count.subtract(1, ordering: .relaxed)
      }
    }
  #else
    static let counter: (any AnyObject & Sendable)? = nil

    @inlinable @inline(__always)
    static func isZero(_ counter: (any AnyObject & Sendable)?) -> Bool { false }
    static func increment() {}
    static func decrement() {}
  #endif
}
