import Foundation

/// The app's own use of the group's defaults: members of its extension, and the SDK's own
/// (`bool(forKey:)`, `set(_:forKey:)`, which scaffold knows, and `synchronize()`, which it does
/// not: callers reach that one through the client's escape hatch).
enum SyncStatus {
  static func needsSync(now: Date) -> Bool {
    guard !UserDefaults.group.bool(forKey: "syncPaused") else { return false }
    return UserDefaults.group.lastSyncDate.map { now.timeIntervalSince($0) > 3_600 } ?? true
  }

  static func finish(now: Date) {
    UserDefaults.group.markSynced(at: now)
    UserDefaults.group.set(false, forKey: "syncPaused")
    _ = UserDefaults.group.synchronize()
  }
}
