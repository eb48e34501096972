/// A clock whose time moves only when a test says so: the test double of
/// ``DependencyValues/continuousClock`` and ``DependencyValues/suspendingClock``.
///
/// ```swift
/// @Test func ticksOncePerSecond() async throws {
///   let clock = TestClock()
///   let model = withDependencies { $0.continuousClock = clock } operation: { TimerModel() }
///   let timer = Task { await model.start() }
///
///   await clock.advance(by: .seconds(3))
///   #expect(model.ticks == 3)
///
///   timer.cancel()
///   await timer.value
///   try await clock.checkSuspension()  // fails the test if a sleep is still pending
/// }
/// ```
///
/// A sleep ends only when ``advance(by:)``, ``advance(to:)`` or
/// ``run(timeout:fileID:filePath:line:column:)`` moves the clock to its deadline or past it.
/// Sleepers wake one at a time, earliest deadline first (in the order they began sleeping for
/// equal deadlines), each seeing ``now`` equal to its own deadline, and the clock moves on once
/// the woken task sleeps again or has had time to finish. Cancelling a sleeping task ends its
/// sleep at once with `CancellationError`.
///
/// A task started just before an advance (`model.start(); await clock.advance(by: ...)`) is
/// given a few scheduler turns to begin its sleep first, as in swift-clocks. That is a heuristic:
/// on a very busy machine such a task may begin its sleep only after the advance, counting from
/// the clock's later time.
///
/// A sleep left pending when a test ends is not reported by itself (the sleeping task keeps the
/// clock alive, and nothing runs when a test returns): end a test that starts timers with
/// ``checkSuspension()``, which throws ``SuspensionError`` naming what is still asleep, or with
/// ``run(timeout:fileID:filePath:line:column:)``, which reports sleeps that never end.
///
/// Each instance is independent, so tests running in parallel each use their own.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in a test clock's time: how far it is from the clock's origin.
  ///
  /// ```swift
  /// let clock = TestClock<Duration>(now: .init(offset: .seconds(10)))
  /// ```
  public typealias Instant = OffsetInstant<Duration>

  /// A task waiting in ``sleep(until:tolerance:)``.
  struct Sleeper: Sendable {
    /// Breaks ties between equal deadlines: the order the sleeps began.
    let order: Int
    let deadline: Instant
    /// The sleeping task, to recognize its next sleep (a hash of the task's address: only
    /// compared while the task runs, so it cannot be confused with a freed task's).
    let task: Int
    /// Resumed with what the sleeper resumes, in turn, to tell the clock it is running again.
    let continuation: CheckedContinuation<CheckedContinuation<Void, Never>, any Error>
  }

  struct State: Sendable {
    var now: Instant
    var minimumResolution: Duration = .zero
    var sleepers: [Sleeper] = []
    var sleepsBegun = 0
    /// How many sleeps advances have ended.
    var sleepsEnded = 0

    /// One step of an advance to `limit`: removes and returns the sleeper to wake first, with
    /// the time moved to its deadline; or, when no sleep ends by `limit`, moves the time to
    /// `limit` and returns nil.
    mutating func advance(toward limit: Instant) -> Sleeper? {
      guard
        let index = sleepers.indices.min(by: {
          (sleepers[$0].deadline, sleepers[$0].order) < (sleepers[$1].deadline, sleepers[$1].order)
        }),
        sleepers[index].deadline <= limit
      else {
        now = max(now, limit)
        return nil
      }
      now = max(now, sleepers[index].deadline)
      sleepsEnded += 1
      return sleepers.remove(at: index)
    }

    mutating func removeSleeper(order: Int) -> Sleeper? {
      sleepers.firstIndex { $0.order == order }.map { sleepers.remove(at: $0) }
    }
  }

  let state: LockedState<State>

  /// A clock at `now`.
  ///
  /// ```swift
  /// let clock = TestClock<Duration>(now: .init(offset: .seconds(60)))
  /// ```
  public init(now: Instant = .init()) {
    state = LockedState(State(now: now))
  }

  /// The clock's current time: where the last advance left it.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(2))
  /// clock.now  // .init(offset: .seconds(2))
  /// ```
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The clock's resolution, for code that asks; `.zero` unless set.
  ///
  /// ```swift
  /// clock.minimumResolution = .milliseconds(1)
  /// ```
  public var minimumResolution: Duration {
    get { state.withLock { $0.minimumResolution } }
    set { state.withLock { $0.minimumResolution = newValue } }
  }

  /// Suspends until the clock is advanced to `deadline` or past it; returns at once if
  /// `deadline` is already past (a deadline equal to ``now`` waits for the next advance, even by
  /// zero). Throws `CancellationError` if the task is cancelled before or while it sleeps.
  ///
  /// ```swift
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let order: Int? = state.withLock { state in
      guard deadline >= state.now else { return nil }
      defer { state.sleepsBegun += 1 }
      return state.sleepsBegun
    }
    guard let order else { return }
    let awake = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Cancellation sets the flag before it runs the handler below, so under the lock either
        // the flag is seen here or the handler sees the sleeper: never neither.
        let isCancelled = state.withLock { state in
          if Task.isCancelled { return true }
          state.sleepers.append(
            Sleeper(
              order: order, deadline: deadline, task: Self.currentTask, continuation: continuation))
          return false
        }
        if isCancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      state.withLock { $0.removeSleeper(order: order) }?
        .continuation.resume(throwing: CancellationError())
    }
    awake.resume()
    try Task.checkCancellation()
  }

  /// Identifies the current task among the clock's sleepers.
  static var currentTask: Int {
    withUnsafeCurrentTask { $0?.hashValue ?? 0 }
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TestClock where Duration == Swift.Duration {
  /// A clock at time zero, measured in `Duration`: the usual test clock.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// ```
  public convenience init() {
    self.init(now: .init())
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Clock where Self == TestClock<Swift.Duration> {
  /// A new ``TestClock``.
  ///
  /// ```swift
  /// withDependencies { $0.continuousClock = .test } operation: { ... }
  /// ```
  public static var test: Self {
    TestClock()
  }
}
