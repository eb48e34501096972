import Foundation

extension DependencyValues {
  /// The locale: the replacement for `Locale.current`.
  ///
  /// ```swift
  /// @Dependency(\.locale) var locale
  /// let price = amount.formatted(.currency(code: "EUR").locale(locale))
  /// ```
  ///
  /// Live, it is `Locale.autoupdatingCurrent`. A test that reads it without overriding it fails
  /// with "no test implementation" (and gets the live locale); give the test its own:
  ///
  /// ```swift
  /// withDependencies { $0.locale = Locale(identifier: "fr_FR") } operation: { ... }
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The user's preferred locales, most preferred first: the replacement for
  /// `Locale.preferredLanguages`.
  ///
  /// ```swift
  /// @Dependency(\.preferredLocales) var preferredLocales
  /// let language = preferredLocales.first?.identifier ?? "en"
  /// ```
  ///
  /// Live, they are read from `Locale.preferredLanguages` on each access. A test that reads them
  /// without overriding them fails with "no test implementation"; give the test its own:
  ///
  /// ```swift
  /// withDependencies { $0.preferredLocales = [Locale(identifier: "de_DE")] } operation: { ... }
  /// ```
  public var preferredLocales: [Locale] {
    get { self[PreferredLocalesKey.self].locales }
    set { self[PreferredLocalesKey.self] = PreferredLocales(fixed: newValue) }
  }
}

/// Gives ``DependencyValues/locale`` its values; it has no test value on purpose (see there).
enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}

/// Gives ``DependencyValues/preferredLocales`` its values; no test value on purpose (see there).
enum PreferredLocalesKey: DependencyKey {
  static var liveValue: PreferredLocales { PreferredLocales(fixed: nil) }
}

/// The user's preferred locales: a fixed list, or (nil) the system's, read on each access
/// because the user can change them while the app runs.
struct PreferredLocales: Sendable {
  var fixed: [Locale]?

  var locales: [Locale] {
    fixed ?? Locale.preferredLanguages.map { Locale(identifier: $0) }
  }
}
