import Foundation

/// A singleton declared in an extension of an SDK type: the app group's defaults, which the app
/// and its widgets share. Callers write `UserDefaults.group.lastSyncDate`.
extension UserDefaults {
  nonisolated(unsafe) static let group = UserDefaults(suiteName: "group.com.example.app")!

  var lastSyncDate: Date? {
    get { object(forKey: "lastSyncDate") as? Date }
    set { set(newValue, forKey: "lastSyncDate") }
  }

  func markSynced(at date: Date) { set(date, forKey: "lastSyncDate") }
}
