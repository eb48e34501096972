/// Logs messages: the dependency that replaces `LogManager.shared`.
///
/// A struct with one closure, so each test, preview or scope can give it an implementation of its
/// own. Reach it with `@Dependency(\.logger)`:
///
/// ```swift
/// final class SettingsModel {
///   @Dependency(\.logger) var logger
///
///   func save() { logger.info("Settings saved") }
/// }
/// ```
///
/// Implementations: ``live(minimumLevel:sink:)`` (the live value: lines written to standard
/// error or another ``LogSink``), ``recording(into:)`` (kept in a ``LogRecorder`` a test reads)
/// and ``unimplemented`` (the test value, which reports each call).
public struct LoggerClient: Sendable {
  /// How serious a message is, from `debug` (least) to `error`.
  ///
  /// ```swift
  /// let logger = LoggerClient.live(minimumLevel: .warning)
  /// ```
  public enum Level: Int, Sendable, Comparable, CaseIterable {
    /// `logger.log(.debug, "Launch #3")`, and so on up to `.error`.
    case debug, info, warning, error

    /// Orders levels from `debug` to `error`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Logs a message at a level: `logger.log(.info, "Saved")`.
  public var log: @Sendable (_ level: Level, _ message: String) -> Void

  /// Creates a logger from its one endpoint.
  ///
  /// ```swift
  /// let silent = LoggerClient(log: { _, _ in })
  /// ```
  public init(log: @escaping @Sendable (_ level: Level, _ message: String) -> Void) {
    self.log = log
  }

  /// Logs `message` at `debug` level: `logger.debug("Launch #3")`.
  public func debug(_ message: String) { log(.debug, message) }

  /// Logs `message` at `info` level: `logger.info("User name changed")`.
  public func info(_ message: String) { log(.info, message) }

  /// Logs `message` at `warning` level: `logger.warning("Rejected a blank user name")`.
  public func warning(_ message: String) { log(.warning, message) }

  /// Logs `message` at `error` level: `logger.error("Could not save")`.
  public func error(_ message: String) { log(.error, message) }
}

extension LoggerClient.Level {
  /// The tag a line starts with: `[WARNING]`.
  ///
  /// ```swift
  /// LoggerClient.Level.info.tag  // "INFO"
  /// ```
  public var tag: String { String(describing: self).uppercased() }
}

extension LoggerClient {
  /// One line of log output: `"[INFO] User name changed"`, with no line break.
  ///
  /// ```swift
  /// LoggerClient.line(.info, "Saved")  // "[INFO] Saved"
  /// ```
  public static func line(_ level: Level, _ message: String) -> String {
    "[\(level.tag)] \(message)"
  }
}
