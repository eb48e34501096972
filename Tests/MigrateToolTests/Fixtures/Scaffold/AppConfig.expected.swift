// Step 1 of MIGRATION.md for `Env`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `Env.config`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.appConfig) var appConfig
/// ```
struct AppConfigClient: Sendable {
  // TODO: 'baseURL' has no setter endpoint: the bridge holds a copy of the singleton, so a setter
  // would change the copy.
  // TODO: 'apiKey' has no setter endpoint: the bridge holds a copy of the singleton, so a setter
  // would change the copy.
  /// `AppConfig.baseURL`.
  var baseURL: @Sendable () -> URL
  /// `AppConfig.apiKey`.
  var apiKey: @Sendable () -> String
  /// `AppConfig.isStaging`.
  var isStaging: @Sendable () -> Bool
  /// `AppConfig.url(for:)`.
  var url: @Sendable (_ `for`: String) -> URL

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var appConfig = AppConfigClient.unimplemented
  /// appConfig.apiKey = { "" }
  /// ```
  init(
    baseURL: @escaping @Sendable () -> URL,
    apiKey: @escaping @Sendable () -> String,
    isStaging: @escaping @Sendable () -> Bool,
    url: @escaping @Sendable (_ `for`: String) -> URL
  ) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    self.isStaging = isStaging
    self.url = url
  }
}

extension AppConfigClient {
  /// A client that forwards every call to `config`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.appConfig)` first.
  ///
  /// ```swift
  /// static let liveValue = AppConfigClient.bridging(to: Env.config)
  /// ```
  static func bridging(to config: AppConfig) -> Self {
    return Self(
      baseURL: { config.baseURL },
      apiKey: { config.apiKey },
      isStaging: { config.isStaging },
      url: { config.url(for: $0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.appConfig = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    // TODO: no placeholder is known for 'URL': a call reports, then stops the process. Pass one
    // ('placeholder: ...').
    baseURL: {
      Dependencies.reportIssue("Unimplemented: 'AppConfigClient.baseURL' was called.")
      fatalError("Unimplemented: AppConfigClient.baseURL")
    },
    apiKey: Dependencies.unimplemented("AppConfigClient.apiKey", placeholder: ""),
    isStaging: Dependencies.unimplemented("AppConfigClient.isStaging", placeholder: false),
    // TODO: no placeholder is known for 'URL': a call reports, then stops the process. Pass one
    // ('placeholder: ...').
    url: { _ in
      Dependencies.reportIssue("Unimplemented: 'AppConfigClient.url' was called.")
      fatalError("Unimplemented: AppConfigClient.url")
    }
  )
}

/// Registers ``AppConfigClient`` as a dependency: its live value forwards to
/// `Env.config`, its test value reports every call.
private enum AppConfigKey: DependencyKey {
  static let liveValue = AppConfigClient.bridging(to: Env.config)
  static let testValue = AppConfigClient.unimplemented
}

extension DependencyValues {
  /// `Env.config`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.appConfig) var appConfig
  /// ```
  var appConfig: AppConfigClient {
    get { self[AppConfigKey.self] }
    set { self[AppConfigKey.self] = newValue }
  }
}
