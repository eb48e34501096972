final class SessionStore {
  static let shared = SessionStore()
  func token() -> String? { nil }
}
