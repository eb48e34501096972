final class SessionStore {
  static let shared = SessionStore()
  func token() -> String? { "widget" }
}

extension SessionStore {
  /// Only the widget's declaration has it.
  func refresh() {}
}
