// Step 1 of MIGRATION.md for `DownloadManager`, written by `migrate-tool scaffold`.
import Dependencies
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Combine)
  import Combine
#endif
#if !(canImport(Combine))
  import Dispatch
#endif

/// The dependency that replaces `DownloadManager.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.download) var download
/// ```
struct DownloadClient: Sendable {
  /// `DownloadManager.request(for:)`.
  var request: @Sendable (_ `for`: URL) -> URLRequest
  #if os(iOS)
    /// `DownloadManager.pauseAll()`.
    var pauseAll: @Sendable () -> Void =
      Dependencies.unimplemented("DownloadClient.pauseAll")
  #endif
  #if !(os(iOS)) && DEBUG
    /// `DownloadManager.logQueue(verbose:)`.
    var logQueue: @Sendable (_ verbose: Bool) -> Void =
      Dependencies.unimplemented("DownloadClient.logQueue")
  #endif

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var download = DownloadClient.unimplemented
  /// ```
  init(
    request: @escaping @Sendable (_ `for`: URL) -> URLRequest
  ) {
    self.request = request
  }
}

#if !(os(iOS)) && DEBUG
extension DownloadClient {
  /// `DownloadManager.logQueue(verbose:)`, with its default arguments:
  ///
  /// ```swift
  /// download.logQueue()
  /// ```
  func logQueue(verbose: Bool = false) {
    self.logQueue(verbose)
  }
}
#endif

extension DownloadClient {
  /// A client that forwards every call to `manager`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.download)` first.
  ///
  /// ```swift
  /// static let liveValue = DownloadClient.bridging(to: DownloadManager.shared)
  /// ```
  static func bridging(to manager: DownloadManager) -> Self {
    // DownloadManager predates Sendable, so the closures cannot capture it as it is.
    // nonisolated(unsafe): the bridge is exactly as thread-safe as DownloadManager, no more.
    nonisolated(unsafe) let manager = manager
    var client = Self(
      request: { manager.request(for: $0) }
    )
    #if os(iOS)
      client.pauseAll = { manager.pauseAll() }
    #endif
    #if !(os(iOS)) && DEBUG
      client.logQueue = { manager.logQueue(verbose: $0) }
    #endif
    return client
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.download = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    // TODO: no placeholder is known for 'URLRequest': a call reports, then stops the process. Pass
    // one ('placeholder: ...').
    request: { _ in
      Dependencies.reportIssue("Unimplemented: 'DownloadClient.request' was called.")
      fatalError("Unimplemented: DownloadClient.request")
    }
  )
}

/// Registers ``DownloadClient`` as a dependency: its live value forwards to
/// `DownloadManager.shared`, its test value reports every call.
private enum DownloadKey: DependencyKey {
  static let liveValue = DownloadClient.bridging(to: DownloadManager.shared)
  static let testValue = DownloadClient.unimplemented
}

extension DependencyValues {
  /// `DownloadManager.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.download) var download
  /// ```
  var download: DownloadClient {
    get { self[DownloadKey.self] }
    set { self[DownloadKey.self] = newValue }
  }
}
