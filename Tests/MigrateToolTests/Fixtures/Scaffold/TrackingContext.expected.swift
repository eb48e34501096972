// Step 1 of MIGRATION.md for `TrackingContext`, written by `migrate-tool scaffold`.
import Dependencies

/// The dependency that replaces `TrackingContext.shared`: one closure per member, so each
/// test, preview or scope can give it an implementation of its own.
///
/// ```swift
/// @Dependency(\.trackingContext) var trackingContext
/// ```
struct TrackingContextClient: Sendable {
  /// `TrackingContext.keys`.
  var keys: @Sendable () -> [String]
  /// `TrackingContext.value(for:)`.
  var value: @Sendable (_ `for`: String) -> Any?
  /// `TrackingContext.string(for:)`.
  var string: @Sendable (_ `for`: String) -> String?

  /// Creates a client from its endpoints. Most code starts from ``unimplemented`` and sets
  /// the endpoints it uses.
  ///
  /// ```swift
  /// var trackingContext = TrackingContextClient.unimplemented
  /// trackingContext.keys = { [] }
  /// ```
  init(
    keys: @escaping @Sendable () -> [String],
    value: @escaping @Sendable (_ `for`: String) -> Any?,
    string: @escaping @Sendable (_ `for`: String) -> String?
  ) {
    self.keys = keys
    self.value = value
    self.string = string
  }
}

extension TrackingContextClient {
  /// A client that forwards every call to `context`: the live value while the migration
  /// is at step 1, so that callers can move to `@Dependency(\.trackingContext)` first.
  ///
  /// ```swift
  /// static let liveValue = TrackingContextClient.bridging(to: TrackingContext.shared)
  /// ```
  static func bridging(to context: TrackingContext) -> Self {
    // TrackingContext does not say it is Sendable, and may hold what is not, so the closures
    // capture it wrapped: the bridge is exactly as thread-safe as TrackingContext, no more.
    let context = UncheckedSendable(context)
    return Self(
      keys: { context.value.keys },
      value: { context.value.value(for: $0) },
      string: { context.value.string(for: $0) }
    )
  }

  /// A client whose every endpoint reports an issue when called (failing the test that
  /// called it, under the `.dependencies` trait): the test value.
  ///
  /// ```swift
  /// withDependencies { $0.trackingContext = .unimplemented } operation: { ... }
  /// ```
  static let unimplemented = Self(
    keys: Dependencies.unimplemented("TrackingContextClient.keys", placeholder: []),
    value: Dependencies.unimplemented("TrackingContextClient.value", placeholder: nil),
    string: Dependencies.unimplemented("TrackingContextClient.string", placeholder: nil)
  )
}

/// Registers ``TrackingContextClient`` as a dependency: its live value forwards to
/// `TrackingContext.shared`, its test value reports every call.
private enum TrackingContextKey: DependencyKey {
  static let liveValue = TrackingContextClient.bridging(to: TrackingContext.shared)
  static let testValue = TrackingContextClient.unimplemented
}

extension DependencyValues {
  /// `TrackingContext.shared`, as a dependency:
  ///
  /// ```swift
  /// @Dependency(\.trackingContext) var trackingContext
  /// ```
  var trackingContext: TrackingContextClient {
    get { self[TrackingContextKey.self] }
    set { self[TrackingContextKey.self] = newValue }
  }
}
