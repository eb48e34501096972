import Dependencies

/// Code written against the scaffolded client: callers keep the store's generic calls.
struct SettingsStoreCaller {
  @Dependency(\.settingsStore) var settingsStore

  func rememberTheme(_ name: String) throws -> Int {
    settingsStore.set(name, for: "theme")
    let theme: String? = settingsStore.get("theme")
    let count = try settingsStore.load(Int.self, forKey: "launches")
    settingsStore.removeValue("theme")
    return (theme?.count ?? 0) + count + settingsStore.count()
  }

  func prune() async -> Int { await settingsStore.prune(["theme"]) }
}
