extension DependencyValues {
  /// Starts work that nobody waits for: the replacement for a bare `Task { ... }`.
  ///
  /// ```swift
  /// try await database.updateEmail(id: userID, to: newAddress)
  /// await fireAndForget {
  ///   try await mailer.send(to: newAddress, subject: "Your email address changed")
  /// }
  /// ```
  ///
  /// Live, the work runs in a new unstructured task and the caller goes on at once. In tests (and
  /// previews) the caller waits for the work to finish, so a test can assert what it did without
  /// sleeping; an error the work throws is reported as an issue instead of vanishing.
  public var fireAndForget: FireAndForget {
    self[FireAndForgetKey.self]
  }
}

/// Gives ``DependencyValues/fireAndForget`` its values.
enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget { name, priority, operation in
    startTask(name: name, priority: priority) { try await operation() }
  }
  static let testValue = FireAndForget { name, priority, operation in
    // The work catches its own errors, so the task's result is always a success.
    _ = await startTask(name: name, priority: priority) {
      do {
        try await operation()
      } catch {
        reportIssue("fireAndForget: the operation threw an error: \(error)")
      }
    }
    .result
  }

  @discardableResult
  private static func startTask(
    name: String?, priority: TaskPriority?, operation: sending @escaping () async throws -> Void
  ) -> Task<Void, any Error> {
    #if compiler(>=6.2)
      Task(name: name, priority: priority, operation: operation)
    #else
      Task(priority: priority, operation: operation)
    #endif
  }
}

/// Runs work that nobody waits for: the value of ``DependencyValues/fireAndForget``.
///
/// ```swift
/// @Dependency(\.fireAndForget) var fireAndForget
/// await fireAndForget(priority: .background) { try await analytics.flush() }
/// ```
public struct FireAndForget: Sendable {
  /// Starts `operation` (the third argument), named and with the priority given, and returns
  /// when the work has started (live) or finished (tests).
  ///
  /// ```swift
  /// await fireAndForget.operation(nil, nil) { try await analytics.flush() }
  /// ```
  public let operation:
    @Sendable (String?, TaskPriority?, @Sendable @escaping () async throws -> Void) async -> Void

  /// Starts `operation`, named `name` (shown by debuggers) and with `priority`.
  ///
  /// ```swift
  /// await fireAndForget(name: "flush analytics") { try await analytics.flush() }
  /// ```
  public func callAsFunction(
    name: String? = nil,
    priority: TaskPriority? = nil,
    @_inheritActorContext _ operation: @Sendable @escaping () async throws -> Void
  ) async {
    await self.operation(name, priority) { try await operation() }
  }
}
