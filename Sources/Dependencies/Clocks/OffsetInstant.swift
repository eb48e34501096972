/// A point in the time of one of this package's clocks (``TestClock``, ``ImmediateClock``,
/// ``AnyClock``, ``UnimplementedClock``): how far it is from the clock's origin. Each clock names it
/// `Instant`, as swift-clocks does.
///
/// ```swift
/// let clock = TestClock<Duration>(now: .init(offset: .seconds(10)))
/// clock.now.duration(to: clock.now.advanced(by: .seconds(1)))  // .seconds(1)
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct OffsetInstant<Duration: DurationProtocol & Hashable>: InstantProtocol {
  let offset: Duration

  /// The instant `offset` after the origin.
  ///
  /// ```swift
  /// let start = TestClock<Duration>.Instant(offset: .zero)
  /// ```
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` after this one.
  ///
  /// ```swift
  /// let deadline = clock.now.advanced(by: .seconds(1))
  /// ```
  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// How far `other` is from this instant.
  ///
  /// ```swift
  /// start.duration(to: clock.now)  // .seconds(3) after the clock moved 3 seconds
  /// ```
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  ///
  /// ```swift
  /// start < clock.now
  /// ```
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
