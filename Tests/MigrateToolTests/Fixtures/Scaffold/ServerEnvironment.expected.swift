// Step 1 of MIGRATION.md for `ServerEnvironment`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation

/// The dependency that replaces `ServerEnvironment.settings`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.serverSettings) var serverSettings
/// ```
struct ServerSettingsClient: Sendable {
  /// `ServerSettings.baseURL`.
  var baseURL: @Sendable () -> URL
  /// Sets `ServerSettings.baseURL`.
  var setBaseURL: @Sendable (_ newValue: URL) -> Void
  /// `ServerSettings.apiKey`.
  var apiKey: @Sendable () -> String
  /// Sets `ServerSettings.apiKey`.
  var setApiKey: @Sendable (_ newValue: String) -> Void
  /// `ServerSettings.endpoint(_:)`.
  var endpoint: @Sendable (_ path: String) -> URL
  /// Replaces `ServerEnvironment.settings` with another instance.
  var setSettings: @Sendable (_ newValue: ServerSettings) -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var serverSettings = ServerSettingsClient.unimplemented
  /// serverSettings.setBaseURL = { _ in }
  /// ```
  init(
    baseURL: @escaping @Sendable () -> URL,
    setBaseURL: @escaping @Sendable (_ newValue: URL) -> Void,
    apiKey: @escaping @Sendable () -> String,
    setApiKey: @escaping @Sendable (_ newValue: String) -> Void,
    endpoint: @escaping @Sendable (_ path: String) -> URL,
    setSettings: @escaping @Sendable (_ newValue: ServerSettings) -> Void
  ) {
    self.baseURL = baseURL
    self.setBaseURL = setBaseURL
    self.apiKey = apiKey
    self.setApiKey = setApiKey
    self.endpoint = endpoint
    self.setSettings = setSettings
  }
}

extension ServerSettingsClient {
  /// The live value while the migration is at step 1: a client that reads
  /// `ServerEnvironment.settings` anew on every call, through `settings`, since it can be
  /// reassigned, and reassigns it through `replace`.
  ///
  /// ```swift
  /// static let liveValue = ServerSettingsClient.bridging(
  ///   to: { ServerEnvironment.settings }, replace: { ServerEnvironment.settings = $0 })
  /// ```
  static func bridging(
    to settings: @escaping @Sendable () -> ServerSettings,
    replace: @escaping @Sendable (ServerSettings) -> Void
  ) -> Self {
    // Setters and 'mutating' endpoints change a copy and assign it back: not atomic, so two at once
    // can lose a change, as two legacy callers can.
    return Self(
      baseURL: { settings().baseURL },
      setBaseURL: {
        var value = settings()
        value.baseURL = $0
        replace(value)
      },
      apiKey: { settings().apiKey },
      setApiKey: {
        var value = settings()
        value.apiKey = $0
        replace(value)
      },
      endpoint: { settings().endpoint($0) },
      setSettings: { replace($0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.serverSettings = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    // TODO: no placeholder is known for 'URL': a call reports, then stops the process. Pass one
    // ('placeholder: ...').
    baseURL: {
      Dependencies.reportIssue("Unimplemented: 'ServerSettingsClient.baseURL' was called.")
      fatalError("Unimplemented: ServerSettingsClient.baseURL")
    },
    setBaseURL: Dependencies.unimplemented("ServerSettingsClient.setBaseURL"),
    apiKey: Dependencies.unimplemented("ServerSettingsClient.apiKey", placeholder: ""),
    setApiKey: Dependencies.unimplemented("ServerSettingsClient.setApiKey"),
    // TODO: no placeholder is known for 'URL': a call reports, then stops the process. Pass one
    // ('placeholder: ...').
    endpoint: { _ in
      Dependencies.reportIssue("Unimplemented: 'ServerSettingsClient.endpoint' was called.")
      fatalError("Unimplemented: ServerSettingsClient.endpoint")
    },
    setSettings: Dependencies.unimplemented("ServerSettingsClient.setSettings")
  )
}

/// Registers ``ServerSettingsClient`` as a dependency: its live value forwards to
/// `ServerEnvironment.settings`, its test value reports every call.
private enum ServerSettingsKey: DependencyKey {
  // TODO: 'settings' is a plain 'static var': Swift 6 code reads it only from another module (one
  // in Swift 5 mode), through '@preconcurrency import' of it. Best, make it a 'static let' in
  // ServerEnvironment, or mark it 'nonisolated(unsafe)' if nothing assigns it after launch.
  static let liveValue = ServerSettingsClient.bridging(
    to: { ServerEnvironment.settings }, replace: { ServerEnvironment.settings = $0 })
  static let testValue = ServerSettingsClient.unimplemented
}

extension DependencyValues {
  /// `ServerEnvironment.settings`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.serverSettings) var serverSettings
  /// ```
  var serverSettings: ServerSettingsClient {
    get { self[ServerSettingsKey.self] }
    set { self[ServerSettingsKey.self] = newValue }
  }
}
