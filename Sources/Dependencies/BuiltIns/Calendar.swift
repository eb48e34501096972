import Foundation

extension DependencyValues {
  /// The calendar: the replacement for `Calendar.current`.
  ///
  /// ```swift
  /// @Dependency(\.calendar) var calendar
  /// let isToday = calendar.isDate(note.createdAt, inSameDayAs: now)
  /// ```
  ///
  /// Live, it is `Calendar.autoupdatingCurrent`. A test that reads it without overriding it fails
  /// with "no test implementation" (and gets the live calendar), because the machine's settings
  /// would decide the result; give the test its own:
  ///
  /// ```swift
  /// withDependencies { $0.calendar = Calendar(identifier: .gregorian) } operation: { ... }
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

/// Gives ``DependencyValues/calendar`` its values; it has no test value on purpose (see there).
enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
}
