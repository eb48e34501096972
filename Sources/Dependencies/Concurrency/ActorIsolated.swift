/// Mutable state that async code reads and changes one task at a time, isolated to an actor.
///
/// The same name and API as swift-concurrency-extras' `ActorIsolated`, so that code written for
/// swift-dependencies compiles against this package unchanged. Prefer ``LockIsolated`` in new
/// code, as swift-concurrency-extras does: it needs no `await`.
///
/// ```swift
/// let events = ActorIsolated<[String]>([])
/// let analytics = AnalyticsClient(track: { event in await events.withValue { $0.append(event) } })
/// await model.buy()
/// #expect(await events.value == ["buy"])
/// ```
public final actor ActorIsolated<Value> {
  /// The value; read and set on the actor.
  public var value: Value

  /// Creates the actor holding `value`.
  ///
  /// ```swift
  /// let count = ActorIsolated(0)
  /// ```
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Runs `operation` on the value, on the actor, and returns its result.
  ///
  /// ```swift
  /// await count.withValue { $0 += 1 }
  /// ```
  public func withValue<T>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
    // Written back even when `operation` throws, as swift-concurrency-extras does.
    var value = self.value
    defer { self.value = value }
    return try operation(&value)
  }

  /// Replaces the value.
  ///
  /// ```swift
  /// await count.setValue(0)
  /// ```
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    value = try newValue()
  }
}
