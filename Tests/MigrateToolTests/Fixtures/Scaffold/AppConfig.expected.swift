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
  /// `AppConfig.baseURL`.
  var baseURL: @Sendable () -> URL
  /// Sets `AppConfig.baseURL`.
  var setBaseURL: @Sendable (_ newValue: URL) -> Void
  /// `AppConfig.apiKey`.
  var apiKey: @Sendable () -> String
  /// Sets `AppConfig.apiKey`.
  var setApiKey: @Sendable (_ newValue: String) -> Void
  /// `AppConfig.isStaging`.
  var isStaging: @Sendable () -> Bool
  /// `AppConfig.url(for:)`.
  var url: @Sendable (_ `for`: String) -> URL
  /// Replaces `Env.config` with another instance.
  var setConfig: @Sendable (_ newValue: AppConfig) -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var appConfig = AppConfigClient.unimplemented
  /// appConfig.setBaseURL = { _ in }
  /// ```
  init(
    baseURL: @escaping @Sendable () -> URL,
    setBaseURL: @escaping @Sendable (_ newValue: URL) -> Void,
    apiKey: @escaping @Sendable () -> String,
    setApiKey: @escaping @Sendable (_ newValue: String) -> Void,
    isStaging: @escaping @Sendable () -> Bool,
    url: @escaping @Sendable (_ `for`: String) -> URL,
    setConfig: @escaping @Sendable (_ newValue: AppConfig) -> Void
  ) {
    self.baseURL = baseURL
    self.setBaseURL = setBaseURL
    self.apiKey = apiKey
    self.setApiKey = setApiKey
    self.isStaging = isStaging
    self.url = url
    self.setConfig = setConfig
  }
}

extension AppConfigClient {
  /// The live value while the migration is at step 1: a client that reads `Env.config` anew on
  /// every call, through `config`, since it can be reassigned, and reassigns it through `replace`.
  ///
  /// ```swift
  /// static let liveValue = AppConfigClient.bridging(
  ///   to: { Env.config }, replace: { Env.config = $0 })
  /// ```
  static func bridging(
    to config: @escaping @Sendable () -> AppConfig,
    replace: @escaping @Sendable (AppConfig) -> Void
  ) -> Self {
    // Setters and 'mutating' endpoints change a copy and assign it back: not atomic, so two at once
    // can lose a change, as two legacy callers can.
    return Self(
      baseURL: { config().baseURL },
      setBaseURL: {
        var value = config()
        value.baseURL = $0
        replace(value)
      },
      apiKey: { config().apiKey },
      setApiKey: {
        var value = config()
        value.apiKey = $0
        replace(value)
      },
      isStaging: { config().isStaging },
      url: { config().url(for: $0) },
      setConfig: { replace($0) }
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
    setBaseURL: Dependencies.unimplemented("AppConfigClient.setBaseURL"),
    apiKey: Dependencies.unimplemented("AppConfigClient.apiKey", placeholder: ""),
    setApiKey: Dependencies.unimplemented("AppConfigClient.setApiKey"),
    isStaging: Dependencies.unimplemented("AppConfigClient.isStaging", placeholder: false),
    // TODO: no placeholder is known for 'URL': a call reports, then stops the process. Pass one
    // ('placeholder: ...').
    url: { _ in
      Dependencies.reportIssue("Unimplemented: 'AppConfigClient.url' was called.")
      fatalError("Unimplemented: AppConfigClient.url")
    },
    setConfig: Dependencies.unimplemented("AppConfigClient.setConfig")
  )
}

/// Registers ``AppConfigClient`` as a dependency: its live value forwards to
/// `Env.config`, its test value reports every call.
private enum AppConfigKey: DependencyKey {
  static let liveValue = AppConfigClient.bridging(to: { Env.config }, replace: { Env.config = $0 })
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
