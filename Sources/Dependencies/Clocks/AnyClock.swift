/// A clock that forwards to another clock of any type: a concrete type for APIs that need one
/// where you hold an `any Clock<Duration>`.
///
/// ```swift
/// @Dependency(\.continuousClock) var clock
/// let erased = AnyClock(clock)  // `some Clock<Duration>`, for generic APIs
/// ```
///
/// Its instants count from the moment it was created.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock {
  /// A point in the clock's time: how far it is from when the clock was created.
  ///
  /// ```swift
  /// let start = clock.now
  /// let elapsed = start.duration(to: clock.now)
  /// ```
  public typealias Instant = OffsetInstant<Duration>

  private let readNow: @Sendable () -> Instant
  private let readMinimumResolution: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Instant, Duration?) async throws -> Void

  /// A clock that forwards to `clock`.
  ///
  /// ```swift
  /// let clock = AnyClock(ContinuousClock())
  /// ```
  public init<C: Clock>(_ clock: C) where C.Instant.Duration == Duration {
    let origin = clock.now
    readNow = { Instant(offset: origin.duration(to: clock.now)) }
    readMinimumResolution = { clock.minimumResolution }
    sleepUntil = { deadline, tolerance in
      try await clock.sleep(until: origin.advanced(by: deadline.offset), tolerance: tolerance)
    }
  }

  /// The wrapped clock's time, measured from when this clock was created.
  ///
  /// ```swift
  /// let start = clock.now
  /// ```
  public var now: Instant { readNow() }

  /// The wrapped clock's resolution.
  ///
  /// ```swift
  /// clock.minimumResolution
  /// ```
  public var minimumResolution: Duration { readMinimumResolution() }

  /// Sleeps on the wrapped clock until `deadline`.
  ///
  /// ```swift
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepUntil(deadline, tolerance)
  }
}
