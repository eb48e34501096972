/// A public `@MainActor` singleton: its client's endpoints are `@MainActor`, and its key reads
/// `shared` on the main actor, when an endpoint runs.
@MainActor
public final class ToastPresenter {
  public static let shared = ToastPresenter()

  public private(set) var messages: [String] = []
  public var isEnabled = true

  public func show(_ message: String, duration: Double = 2) { messages.append(message) }
  public func dismissAll() async { messages = [] }
  func pendingCount() -> Int { messages.count }
  nonisolated public func version() -> String { "1" }
}
