import Dependencies
import Foundation

/// Code written against the scaffolded client: what a caller of `UserDefaults.group` becomes.
struct GroupUserDefaultsCaller {
  @Dependency(\.groupUserDefaults) var groupUserDefaults

  func syncIfNeeded(now: Date) {
    guard !groupUserDefaults.bool("syncPaused"), groupUserDefaults.lastSyncDate() == nil else {
      return
    }
    groupUserDefaults.markSynced(now)
    groupUserDefaults.set(false, "syncPaused")
    // A member with no endpoint of its own: through the one that returns the instance.
    _ = groupUserDefaults.defaults().synchronize()
  }
}
