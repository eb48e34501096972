// MARK: - Step 3: the live implementation moves into the client; nothing shared, all Sendable

extension LoggerClient {
  // snippet: step3-live
  /// The live logger: writes `[LEVEL] message` lines at or above `minimumLevel` to `sink`.
  ///
  /// It replaces `LogManager.shared` entirely: it keeps no state (so there is nothing to lock and
  /// nothing two tests could share), and what used to be the manager's mutable settings are
  /// arguments fixed when the client is made.
  ///
  /// ```swift
  /// let logger = LoggerClient.live(minimumLevel: .info)
  /// logger.info("Settings saved")  // "[INFO] Settings saved" on standard error
  /// ```
  public static func live(minimumLevel: Level = .debug, sink: LogSink = .standardError) -> Self {
    Self { level, message in
      guard level >= minimumLevel else { return }
      sink.write(line(level, message) + "\n")
    }
  }
  // snippet-end
}
