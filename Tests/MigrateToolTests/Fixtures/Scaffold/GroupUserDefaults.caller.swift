import Dependencies
import Foundation

/// Code written against the scaffolded client: what a caller of `UserDefaults.group` becomes.
struct GroupUserDefaultsCaller {
  @Dependency(\.groupUserDefaults) var groupUserDefaults

  func syncIfNeeded(now: Date) {
    guard groupUserDefaults.lastSyncDate() == nil else { return }
    groupUserDefaults.markSynced(now)
  }
}
