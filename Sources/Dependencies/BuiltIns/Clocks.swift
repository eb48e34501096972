@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension DependencyValues {
  /// The clock that keeps running while the device sleeps: the replacement for `Task.sleep`,
  /// `ContinuousClock()` and timers.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// try await clock.sleep(for: .seconds(1))
  /// ```
  ///
  /// Live, it is `ContinuousClock()`. In tests it is an ``UnimplementedClock`` that fails the test
  /// that uses it without overriding it (then sleeps for real); give the test a ``TestClock`` to
  /// move time by hand, or an ``ImmediateClock`` to end every sleep at once:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let model = withDependencies { $0.continuousClock = clock } operation: { TimerModel() }
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// The clock that stops while the device sleeps: the replacement for `SuspendingClock()`.
  ///
  /// ```swift
  /// @Dependency(\.suspendingClock) var clock
  /// let elapsed = try await clock.measure { try await work() }
  /// ```
  ///
  /// Live, it is `SuspendingClock()`; in tests, an ``UnimplementedClock`` (see
  /// ``continuousClock``).
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

/// Gives ``DependencyValues/continuousClock`` its values.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(
    ContinuousClock(), name: "@Dependency(\\.continuousClock)")
}

/// Gives ``DependencyValues/suspendingClock`` its values.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(
    SuspendingClock(), name: "@Dependency(\\.suspendingClock)")
}
