// Step 1 of MIGRATION.md for `AudioSession`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `AudioSession.sharedInstance`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.audioSession) var audioSession
/// ```
struct AudioSessionClient: Sendable {
  /// `AudioSession.isActive`.
  var isActive: @Sendable () -> Bool
  /// `AudioSession.activate()`.
  var activate: @Sendable () throws -> Void

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var audioSession = AudioSessionClient.unimplemented
  /// audioSession.isActive = { false }
  /// ```
  init(
    isActive: @escaping @Sendable () -> Bool,
    activate: @escaping @Sendable () throws -> Void
  ) {
    self.isActive = isActive
    self.activate = activate
  }
}

extension AudioSessionClient {
  /// The live value while the migration is at step 1: a client that reads
  /// `AudioSession.sharedInstance` anew on every call, through `session`, since each read may give
  /// another instance.
  ///
  /// ```swift
  /// static let liveValue = AudioSessionClient.bridging(to: { AudioSession.sharedInstance })
  /// ```
  static func bridging(
    to session: @escaping @Sendable () -> AudioSession
  ) -> Self {
    return Self(
      isActive: { session().isActive },
      activate: { try session().activate() }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.audioSession = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    isActive: Dependencies.unimplemented("AudioSessionClient.isActive", placeholder: false),
    activate: Dependencies.unimplemented("AudioSessionClient.activate")
  )
}

/// Registers ``AudioSessionClient`` as a dependency: its live value forwards to
/// `AudioSession.sharedInstance`, its test value reports every call.
private enum AudioSessionKey: DependencyKey {
  static let liveValue = AudioSessionClient.bridging(to: { AudioSession.sharedInstance })
  static let testValue = AudioSessionClient.unimplemented
}

extension DependencyValues {
  /// `AudioSession.sharedInstance`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.audioSession) var audioSession
  /// ```
  var audioSession: AudioSessionClient {
    get { self[AudioSessionKey.self] }
    set { self[AudioSessionKey.self] = newValue }
  }
}
