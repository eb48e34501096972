import Foundation

/// A singleton whose property types hold commas inside generic arguments.
final class SyncEngine {
  nonisolated(unsafe) static let shared = SyncEngine()

  var task: Task<Void, Error>?
  var lastResult: Result<Int, Error>? = nil
  let retries: Dictionary<String, Int> = [:]

  func schedule(_ work: @escaping @Sendable () async throws -> Void) {
    task = Task { try await work() }
  }
}
