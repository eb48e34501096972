@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TestClock {
  /// Moves the clock forward by `duration`, waking, one at a time and in deadline order, every
  /// sleep that ends on the way.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// ```
  ///
  /// Before the clock moves on, each woken task runs until it sleeps on this clock again (a timer
  /// loop), or for a while if it does not (it finishes, or waits on something else): so a woken
  /// task sees ``now`` equal to its deadline, and a sleep it begins is woken by the same advance
  /// if its deadline falls within it.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock forward to `deadline` (never backward), waking the sleeps that end on the
  /// way, as ``advance(by:)`` does.
  ///
  /// ```swift
  /// await clock.advance(to: start.advanced(by: .seconds(5)))
  /// ```
  public func advance(to deadline: Instant) async {
    // Lets tasks started just before this call reach their sleeps.
    await settle()
    while let sleeper = state.withLock({ $0.advance(toward: deadline) }) {
      await withCheckedContinuation { awake in sleeper.continuation.resume(returning: awake) }
      await settle(afterWaking: sleeper)
    }
  }

  /// Advances the clock from sleep to sleep until none is left, and reports an issue if sleeps
  /// still remain after `duration` of real time (a timer that never stops): those sleeps then
  /// end with `CancellationError`.
  ///
  /// ```swift
  /// model.startCountdown(from: 10)
  /// await clock.run()
  /// #expect(model.remaining == 0)
  /// ```
  public func run(
    timeout duration: Swift.Duration = .milliseconds(500),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let endedBefore = state.withLock { $0.sleepsEnded }
    let drained = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        try? await Task.sleep(until: .now + duration, clock: .continuous)
        return false
      }
      group.addTask {
        await self.settle()
        while !Task.isCancelled,
          let next = self.state.withLock({ $0.sleepers.map(\.deadline).min() })
        {
          await self.advance(to: next)
        }
        return !Task.isCancelled
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    guard !drained else { return }
    let (pending, woke) = state.withLock { state in
      defer { state.sleepers.removeAll() }
      return (state.sleepers, state.sleepsEnded > endedBefore)
    }
    // On a starved machine the timeout can fire before a drain with nothing to do says so. A timer
    // that was woken and is about to sleep again may not be pending yet: it is reported all the
    // same, though its next sleep cannot be cancelled here.
    guard woke || !pending.isEmpty else { return }
    for sleeper in pending { sleeper.continuation.resume(throwing: CancellationError()) }
    reportIssue(
      """
      TestClock.run: sleeps were still pending after \(duration) of real time; \(pending.count) \
      cancelled. A timer that never stops cannot run out: cancel it, advance the clock by a \
      fixed amount instead, or give run a longer timeout.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Throws ``SuspensionError`` if any sleep is pending on the clock: how a test proves, at its
  /// end, that the code it ran left no timer behind.
  ///
  /// ```swift
  /// timer.cancel()
  /// try await clock.checkSuspension()
  /// ```
  public func checkSuspension() async throws {
    await settle()
    let pending = state.withLock { state in
      state.sleepers.map { state.now.duration(to: $0.deadline) }
    }
    guard pending.isEmpty else { throw SuspensionError(pendingSleeps: pending.map { "\($0)" }) }
  }

  /// Yields to other tasks a number of times: enough, in practice, for a task that has just
  /// been started to run until it suspends.
  func settle() async {
    for _ in 0..<100 { await Task.yield() }
  }

  /// Waits until `sleeper`'s task, which runs again, sleeps on this clock again; or, since it
  /// may never do so (it finishes, or waits on something else), until it has had many turns of
  /// the scheduler and some real time.
  ///
  /// Waiting for the next sleep rather than for a number of turns keeps a timer loop exact; the
  /// real time covers a busy machine, where the woken task's thread can be preempted for
  /// milliseconds while this task takes a thousand turns. The price is paid by a task that
  /// does not sleep again: the advance waits the full time for it.
  func settle(afterWaking sleeper: Sleeper) async {
    let start = ContinuousClock.now
    var turns = 0
    while !state.withLock({ $0.sleepers.contains { $0.task == sleeper.task } }) {
      turns += 1
      if turns >= 1_000, ContinuousClock.now - start >= .milliseconds(20) { return }
      await Task.yield()
    }
  }
}
