final class Broken {
  static let shared = Broken()
  func ok() {}
  func cut(_ value: Int