/// A clock that reports an issue whenever it is used: the test value of
/// ``DependencyValues/continuousClock`` and ``DependencyValues/suspendingClock``, so that a test
/// fails when it reaches time-based code without saying how time should pass.
///
/// ```swift
/// @Test func savesWithoutWaiting() {
///   // Any sleep, or read of `now`, in `save()` fails this test.
///   let model = withDependencies { $0.continuousClock = UnimplementedClock() } operation: {
///     EditorModel()
///   }
///   model.save()
/// }
/// ```
///
/// After reporting, it forwards to the clock it was given (an ``ImmediateClock`` unless you give
/// one), so the code under test goes on.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
  /// A point in the wrapped clock's time.
  ///
  /// ```swift
  /// let deadline = clock.now.advanced(by: .seconds(1))  // reports: `now` was read
  /// ```
  public typealias Instant = OffsetInstant<Duration>

  private let base: AnyClock<Duration>
  private let name: String
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// A clock that reports each use, naming it `name`, then forwards to `base`.
  ///
  /// ```swift
  /// let clock = UnimplementedClock(ContinuousClock(), name: "ContinuousClock")
  /// ```
  public init<C: Clock>(
    _ base: C, name: String = "\(C.self)",
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where C.Duration == Duration {
    self.base = AnyClock(base)
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// A clock that reports each use, naming it `name`, then acts as an ``ImmediateClock`` at
  /// `now`.
  ///
  /// ```swift
  /// let clock = UnimplementedClock<Duration>(name: "TimerClock", now: .init())
  /// ```
  public init(
    name: String = "Clock", now: ImmediateClock<Duration>.Instant = .init(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    base = AnyClock(ImmediateClock(now: now))
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports that `now` was read, then returns the wrapped clock's time.
  ///
  /// ```swift
  /// let start = clock.now  // reports "Unimplemented: Clock.now"
  /// ```
  public var now: Instant {
    reportUse("now")
    return base.now
  }

  /// Reports that `minimumResolution` was read, then returns the wrapped clock's.
  ///
  /// ```swift
  /// clock.minimumResolution  // reports "Unimplemented: Clock.minimumResolution"
  /// ```
  public var minimumResolution: Duration {
    reportUse("minimumResolution")
    return base.minimumResolution
  }

  /// Reports the sleep, then sleeps on the wrapped clock.
  ///
  /// ```swift
  /// try await clock.sleep(for: .seconds(1))  // reports "Unimplemented: Clock.sleep"
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    reportUse("sleep")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func reportUse(_ member: String) {
    reportIssue(
      """
      Unimplemented: \(name).\(member) was used by a test that gave no clock. Give the test one: \
      a `TestClock()` to move time by hand, or an `ImmediateClock()` for sleeps that end at once \
      (`withDependencies { $0.continuousClock = TestClock() } operation: { ... }`).
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension UnimplementedClock where Duration == Swift.Duration {
  /// A clock named `name` that reports each use at the line that created it, measured in
  /// `Duration`.
  ///
  /// ```swift
  /// let clock = UnimplementedClock()
  /// ```
  public init(
    name: String = "Clock",
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      name: name, now: .init(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Clock where Self == UnimplementedClock<Swift.Duration> {
  /// A new ``UnimplementedClock``, which reports at the caller's line.
  ///
  /// ```swift
  /// withDependencies { $0.continuousClock = .unimplemented() } operation: { ... }
  /// ```
  public static func unimplemented(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    UnimplementedClock(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
