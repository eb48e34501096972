import Foundation

/// A legacy singleton: events kept in memory behind a lock.
public final class Analytics: @unchecked Sendable {
  public static let shared = Analytics()

  private let lock = NSLock()
  private var recorded: [String] = []

  public init() {}

  /// The events tracked so far, oldest first.
  public var events: [String] { lock.withLock { recorded } }

  public func track(_ name: String, properties: [String: String] = [:]) {
    let suffix = properties.isEmpty ? "" : " " + properties.keys.sorted().joined(separator: ",")
    lock.withLock { recorded.append(name + suffix) }
  }

  public func flush(completion: @escaping @Sendable (Int) -> Void) {
    let count = lock.withLock { recorded.count }
    completion(count)
  }
}
