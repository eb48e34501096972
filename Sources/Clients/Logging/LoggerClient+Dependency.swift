import Dependencies

// MARK: - Step 3: the key's live value is the client's own, and Clients needs no LogManager

// snippet: step3-key
/// Registers ``LoggerClient`` as a dependency. Its live value is the client's own
/// ``LoggerClient/live(minimumLevel:sink:)``: `LogManager.shared` is no longer involved.
private enum LoggerKey: DependencyKey {
  static let liveValue = LoggerClient.live()
  static let testValue = LoggerClient.unimplemented
  // Previews log to standard error like the app: harmless, and handy while designing.
  static let previewValue = LoggerClient.live()
}

extension DependencyValues {
  /// The app's logger.
  ///
  /// ```swift
  /// @Dependency(\.logger) var logger
  /// ```
  public var logger: LoggerClient {
    get { self[LoggerKey.self] }
    set { self[LoggerKey.self] = newValue }
  }
}
// snippet-end

extension LoggerClient {
  /// A logger that reports an issue each time it is called (failing the test that called it,
  /// under the `.dependencies` trait): the test value, so that a test says how it expects
  /// logging to be handled.
  ///
  /// ```swift
  /// @Test(.dependencies { $0.logger = .recording(into: recorder) })
  /// ```
  public static let unimplemented = Self(log: Dependencies.unimplemented("LoggerClient.log"))
}
