import Dependencies

/// Code written against the scaffolded client: generic arguments with commas survive.
struct SyncEngineCaller {
  @Dependency(\.syncEngine) var syncEngine

  func restart() {
    syncEngine.task()?.cancel()
    syncEngine.setTask(nil)
    syncEngine.schedule {}
  }
}
