import Foundation

/// Mutable state that any thread may read and change, one at a time, behind a lock: the state of
/// a test double (an in-memory store, recorded events) or of a live client that parallel tasks
/// share.
///
/// The same name and API as swift-concurrency-extras' `LockIsolated` (which code written for
/// swift-dependencies uses), so that such code compiles against this package unchanged.
///
/// ```swift
/// let events = LockIsolated<[String]>([])
/// let analytics = AnalyticsClient(track: { event in events.withValue { $0.append(event) } })
/// model.buy()
/// #expect(events.value == ["buy"])
/// ```
///
/// A recursive lock, so that `withValue` may be re-entered from the same thread.
@dynamicMemberLookup
// @unchecked Sendable: `state` is only touched with `lock` held.
public final class LockIsolated<Value>: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var state: Value

  /// Creates the box holding `value`.
  ///
  /// ```swift
  /// let count = LockIsolated(0)
  /// ```
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.state = try value()
  }

  /// Reads one property of the value with the lock held: `events.count`.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    locked { state[keyPath: keyPath] }
  }

  /// Runs `operation` on the value with the lock held, and returns its result.
  ///
  /// ```swift
  /// count.withValue { $0 += 1 }
  /// ```
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try locked {
      // Written back even when `operation` throws, as swift-concurrency-extras does.
      var value = state
      defer { state = value }
      return try operation(&value)
    }
  }

  /// Replaces the value.
  ///
  /// ```swift
  /// count.setValue(0)
  /// ```
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    try locked { state = try newValue() }
  }

  private func locked<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

extension LockIsolated where Value: Sendable {
  /// The value, read with the lock held: `#expect(events.value == ["buy"])`.
  public var value: Value {
    locked { state }
  }
}
