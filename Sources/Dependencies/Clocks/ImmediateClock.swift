/// A clock on which every sleep ends at once, with the clock moved to its deadline: for previews
/// and tests that want a feature's delays squashed rather than controlled.
///
/// ```swift
/// withDependencies { $0.continuousClock = ImmediateClock() } operation: {
///   SplashModel()  // its 3-second delay is over as soon as it starts
/// }
/// ```
///
/// Use ``TestClock`` instead when a test must check what happens *between* sleeps.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in an immediate clock's time: how far it is from the clock's origin.
  ///
  /// ```swift
  /// let clock = ImmediateClock<Duration>(now: .init(offset: .seconds(10)))
  /// ```
  public typealias Instant = OffsetInstant<Duration>

  private let current: LockedState<Instant>

  /// A clock at `now`.
  ///
  /// ```swift
  /// let clock = ImmediateClock<Duration>(now: .init(offset: .seconds(60)))
  /// ```
  public init(now: Instant = .init()) {
    current = LockedState(now)
  }

  /// The clock's current time: the latest deadline slept until.
  ///
  /// ```swift
  /// try await clock.sleep(for: .seconds(2))
  /// clock.now  // .init(offset: .seconds(2))
  /// ```
  public var now: Instant {
    current.withLock { $0 }
  }

  /// `.zero`.
  ///
  /// ```swift
  /// clock.minimumResolution  // .zero
  /// ```
  public var minimumResolution: Duration { .zero }

  /// Moves the clock to `deadline` (never backward) and returns after letting other tasks run;
  /// throws `CancellationError` if the task is cancelled.
  ///
  /// ```swift
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(5)))  // returns at once
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    // A real sleep lets other tasks run; so does this one, so that code does not come to depend
    // on a sleep being no suspension at all.
    await Task.yield()
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension ImmediateClock where Duration == Swift.Duration {
  /// A clock at time zero, measured in `Duration`.
  ///
  /// ```swift
  /// let clock = ImmediateClock()
  /// ```
  public convenience init() {
    self.init(now: .init())
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Clock where Self == ImmediateClock<Swift.Duration> {
  /// A new ``ImmediateClock``.
  ///
  /// ```swift
  /// withDependencies { $0.continuousClock = .immediate } operation: { ... }
  /// ```
  public static var immediate: Self {
    ImmediateClock()
  }
}
