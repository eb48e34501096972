@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Clock where Duration: Hashable {
  /// The instants of this clock, one per `interval`, for as long as the task iterating them runs:
  /// swift-clocks' `timer(interval:tolerance:)`, which swift-dependencies users call on
  /// `@Dependency(\.continuousClock)`.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// for await _ in clock.timer(interval: .seconds(1)) {
  ///   secondsElapsed += 1
  /// }
  /// ```
  ///
  /// A test moves it with a ``TestClock``. A tick that comes late does not make up for the
  /// deadlines it missed: the next comes at the next whole interval.
  public func timer(
    interval: Duration, tolerance: Duration? = nil
  ) -> _AsyncTimerSequence<AnyClock<Duration>> {
    _AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: AnyClock(self))
  }
}

/// The instants of a timer: see ``Clock/timer(interval:tolerance:)``. Named as swift-clocks names
/// it, so that code that spells the type out compiles here too.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct _AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
  /// Each tick gives the clock's time when it woke.
  public typealias Element = C.Instant

  let interval: C.Instant.Duration
  let tolerance: C.Instant.Duration?
  let clock: C

  /// Starts the timer: its first tick comes one interval after the first call to `next()`.
  public func makeAsyncIterator() -> Iterator {
    Iterator(sequence: self)
  }

  /// Sleeps until each tick.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    let sequence: _AsyncTimerSequence
    /// The deadline of the last tick; nil before the first.
    var lastDeadline: C.Instant?
    /// Set once a sleep was cancelled: the timer has ended.
    var isFinished = false

    /// The clock's time at the next tick; nil once the task is cancelled.
    public mutating func next() async -> C.Instant? {
      guard !isFinished else { return nil }
      let clock = sequence.clock
      let deadline = nextDeadline(now: clock.now)
      do {
        try await clock.sleep(until: deadline, tolerance: sequence.tolerance)
      } catch {
        isFinished = true
        return nil
      }
      lastDeadline = deadline
      return clock.now
    }

    /// One interval after the last deadline, or, if that has passed, the first whole interval
    /// after it that is still to come.
    private func nextDeadline(now: C.Instant) -> C.Instant {
      let interval = sequence.interval
      guard let last = lastDeadline else { return now.advanced(by: interval) }
      let next = last.advanced(by: interval)
      guard next < now else { return next }
      let missed = last.duration(to: now) / interval
      return last.advanced(by: interval * Int(missed.rounded(.down) + 1))
    }
  }
}
