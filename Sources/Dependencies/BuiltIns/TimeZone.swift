import Foundation

extension DependencyValues {
  /// The time zone: the replacement for `TimeZone.current`.
  ///
  /// ```swift
  /// @Dependency(\.timeZone) var timeZone
  /// formatter.timeZone = timeZone
  /// ```
  ///
  /// Live, it is `TimeZone.autoupdatingCurrent`. A test that reads it without overriding it fails
  /// with "no test implementation" (and gets the live time zone); give the test its own:
  ///
  /// ```swift
  /// withDependencies { $0.timeZone = TimeZone(identifier: "Europe/Paris")! } operation: { ... }
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

/// Gives ``DependencyValues/timeZone`` its values; it has no test value on purpose (see there).
enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
}
