final class Settings {
  static let shared = Settings()
}
struct SettingsClient {
  var load: () -> Int
}
extension SettingsClient: DependencyKey {
  static let liveValue = SettingsClient(load: { Settings.shared.value })
}
enum TestKey: TestDependencyKey {
  static var testValue: Int { Settings.shared.value }
}
extension SettingsClient {
  static let live = SettingsClient(
    load: { Settings.shared.value }
  )
  static let preview = SettingsClient(load: { Settings.shared.value })
}
func feature() -> Int { Settings.shared.value }
