import Foundation

/// Runs `body` with a `UserDefaults` suite of its own, named uniquely, and deletes the suite (and
/// its file, `~/.config/<name>.plist` on Linux) afterwards, so tests never share stored values.
func withTemporaryDefaults<R>(_ body: (UserDefaults, String) throws -> R) rethrows -> R {
  let suiteName = "singleton-exit.LegacyTests.\(UUID().uuidString)"
  let defaults = UserDefaults(suiteName: suiteName)!
  defer { defaults.removePersistentDomain(forName: suiteName) }
  return try body(defaults, suiteName)
}
