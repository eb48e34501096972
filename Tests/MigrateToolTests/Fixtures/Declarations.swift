final class Settings {
  static let shared = Settings()
  @MainActor public static var shared2 = 0
}
struct Cache { nonisolated(unsafe) static var shared = Cache() }
enum Outer {
  actor Inner {
    static let shared = Inner()
  }
}
class Session {
  class var shared: Session { Session() }
}
extension Network.Monitor {
  public static let shared = Monitor()
}
protocol Provider {
  static var shared: Self { get }
}
struct NotSingleton {
  let shared = 1
  static func shared() {}
}
