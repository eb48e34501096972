import Foundation

extension DependencyValues {
  /// The current date: the replacement for `Date()`.
  ///
  /// ```swift
  /// final class NoteModel {
  ///   @Dependency(\.date) var date
  ///   func makeNote(_ text: String) -> Note { Note(text: text, createdAt: date.now) }
  /// }
  /// ```
  ///
  /// Live, it returns `Date()`. In tests it fails the test that calls it without overriding it
  /// (and returns `Date()`), because a test that reads the real clock cannot assert what it got;
  /// give each test its own date:
  ///
  /// ```swift
  /// withDependencies { $0.date = .constant(Date(timeIntervalSince1970: 0)) } operation: { ... }
  /// // or, the same:
  /// withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: { ... }
  /// ```
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

/// Gives ``DependencyValues/date`` its values.
enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator {
    reportIssue(
      """
      Unimplemented: @Dependency(\\.date) was called in a test that does not override it, so it \
      returned the real date. Give the test its own: `withDependencies { $0.date = \
      .constant(Date(timeIntervalSince1970: 0)) } operation: { ... }` (or the \
      `.dependency(\\.date, .constant(...))` trait).
      """
    )
    return Date()
  }
}

/// Makes dates: the value of ``DependencyValues/date``.
///
/// ```swift
/// @Dependency(\.date) var date
/// let createdAt = date()      // or date.now
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that returns whatever `generate` returns.
  ///
  /// ```swift
  /// let date = DateGenerator { Date().addingTimeInterval(-86_400) }  // always a day late
  /// ```
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// A generator that always returns `now`.
  ///
  /// ```swift
  /// withDependencies { $0.date = .constant(Date(timeIntervalSince1970: 0)) } operation: { ... }
  /// ```
  public static func constant(_ now: Date) -> Self {
    Self { now }
  }

  /// The current date. Setting it makes the generator return the new date from then on.
  ///
  /// ```swift
  /// @Dependency(\.date.now) var now
  /// withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: { ... }
  /// ```
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  ///
  /// ```swift
  /// @Dependency(\.date) var date
  /// let createdAt = date()
  /// ```
  public func callAsFunction() -> Date {
    generate()
  }
}
