struct SessionStore {
  static let shared = SessionStore()
  func token() -> String? { "widget" }
}
