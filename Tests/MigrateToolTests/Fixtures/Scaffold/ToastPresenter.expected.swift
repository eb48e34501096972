// Step 1 of MIGRATION.md for `ToastPresenter`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `ToastPresenter.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.toastPresenter) var toastPresenter
/// ```
public struct ToastPresenterClient: Sendable {
  /// `ToastPresenter.messages`.
  public var messages: @MainActor @Sendable () -> [String]
  /// `ToastPresenter.isEnabled`.
  public var isEnabled: @MainActor @Sendable () -> Bool
  /// Sets `ToastPresenter.isEnabled`.
  public var setIsEnabled: @MainActor @Sendable (_ newValue: Bool) -> Void
  /// `ToastPresenter.show(_:duration:)`.
  public var show: @MainActor @Sendable (_ message: String, _ duration: Double) -> Void
  /// `ToastPresenter.dismissAll()`.
  public var dismissAll: @MainActor @Sendable () async -> Void
  /// `ToastPresenter.pendingCount()`.
  var pendingCount: @MainActor @Sendable () -> Int
  /// `ToastPresenter.version()`.
  public var version: @MainActor @Sendable () -> String

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var toastPresenter = ToastPresenterClient.unimplemented
  /// toastPresenter.messages = { [] }
  /// ```
  init(
    messages: @escaping @MainActor @Sendable () -> [String],
    isEnabled: @escaping @MainActor @Sendable () -> Bool,
    setIsEnabled: @escaping @MainActor @Sendable (_ newValue: Bool) -> Void,
    show: @escaping @MainActor @Sendable (_ message: String, _ duration: Double) -> Void,
    dismissAll: @escaping @MainActor @Sendable () async -> Void,
    pendingCount: @escaping @MainActor @Sendable () -> Int,
    version: @escaping @MainActor @Sendable () -> String
  ) {
    self.messages = messages
    self.isEnabled = isEnabled
    self.setIsEnabled = setIsEnabled
    self.show = show
    self.dismissAll = dismissAll
    self.pendingCount = pendingCount
    self.version = version
  }
}

extension ToastPresenterClient {
  /// `ToastPresenter.show(_:duration:)`, with its default arguments:
  ///
  /// ```swift
  /// toastPresenter.show(message)
  /// ```
  @MainActor
  public func show(_ message: String, duration: Double = 2) {
    self.show(message, duration)
  }
}

extension ToastPresenterClient {
  /// A client that forwards every call to the presenter `presenter` returns, which it asks
  /// for on the main actor: the live value while the migration is at step 1.
  ///
  /// ```swift
  /// static let liveValue = ToastPresenterClient.bridging(to: { ToastPresenter.shared })
  /// ```
  public static func bridging(
    to presenter: @escaping @MainActor @Sendable () -> ToastPresenter
  ) -> Self {
    return Self(
      messages: { presenter().messages },
      isEnabled: { presenter().isEnabled },
      setIsEnabled: { presenter().isEnabled = $0 },
      show: { presenter().show($0, duration: $1) },
      dismissAll: { await presenter().dismissAll() },
      pendingCount: { presenter().pendingCount() },
      version: { presenter().version() }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.toastPresenter = .unimplemented } operation: { ... }
  /// ```
  public static let unimplemented = Self(
    messages: Dependencies.unimplemented("ToastPresenterClient.messages", placeholder: []),
    isEnabled: Dependencies.unimplemented("ToastPresenterClient.isEnabled", placeholder: false),
    setIsEnabled: Dependencies.unimplemented("ToastPresenterClient.setIsEnabled"),
    show: Dependencies.unimplemented("ToastPresenterClient.show"),
    dismissAll: Dependencies.unimplemented("ToastPresenterClient.dismissAll"),
    pendingCount: Dependencies.unimplemented("ToastPresenterClient.pendingCount", placeholder: 0),
    version: Dependencies.unimplemented("ToastPresenterClient.version", placeholder: "")
  )
}

/// Registers ``ToastPresenterClient`` as a dependency: its live value forwards to
/// `ToastPresenter.shared`, its test value reports every call.
private enum ToastPresenterKey: DependencyKey {
  static let liveValue = ToastPresenterClient.bridging(to: { ToastPresenter.shared })
  static let testValue = ToastPresenterClient.unimplemented
}

extension DependencyValues {
  /// `ToastPresenter.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.toastPresenter) var toastPresenter
  /// ```
  public var toastPresenter: ToastPresenterClient {
    get { self[ToastPresenterKey.self] }
    set { self[ToastPresenterKey.self] = newValue }
  }
}
