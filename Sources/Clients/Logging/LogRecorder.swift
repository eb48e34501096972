import Dependencies

/// Keeps what a ``LoggerClient/recording(into:)`` logger logs, for a test to read.
///
/// Each test makes its own, so parallel tests never see each other's lines:
///
/// ```swift
/// let recorder = LogRecorder()
/// let model = withDependencies { $0.logger = .recording(into: recorder) } operation: {
///   SettingsModel()
/// }
/// model.recordLaunch()
/// #expect(recorder.lines == ["[DEBUG] Launch #1"])
/// ```
public final class LogRecorder: Sendable {
  /// One recorded message.
  ///
  /// ```swift
  /// #expect(recorder.entries == [LogRecorder.Entry(level: .info, message: "Saved")])
  /// ```
  public struct Entry: Sendable, Equatable {
    /// How serious it is: `.info`.
    public var level: LoggerClient.Level
    /// What was logged: `"Saved"`.
    public var message: String

    /// Creates an entry: `LogRecorder.Entry(level: .info, message: "Saved")`.
    public init(level: LoggerClient.Level, message: String) {
      self.level = level
      self.message = message
    }
  }

  private let recorded = LockIsolated<[Entry]>([])

  /// Creates an empty recorder: `let recorder = LogRecorder()`.
  public init() {}

  /// Everything logged so far, oldest first, at every level:
  /// `recorder.entries.map(\.level)  // [.debug, .info]`.
  public var entries: [Entry] { recorded.withValue { $0 } }

  /// The entries as the live logger would write them: `["[INFO] Saved"]`.
  public var lines: [String] { entries.map { LoggerClient.line($0.level, $0.message) } }

  func append(_ entry: Entry) {
    recorded.withValue { $0.append(entry) }
  }
}

extension LoggerClient {
  /// A logger that keeps every message in `recorder` and writes nothing.
  ///
  /// ```swift
  /// @Test func logsTheLaunch() {
  ///   let recorder = LogRecorder()
  ///   withDependencies { $0.logger = .recording(into: recorder) } operation: { ... }
  ///   #expect(recorder.lines == ["[DEBUG] Launch #1"])
  /// }
  /// ```
  public static func recording(into recorder: LogRecorder) -> Self {
    Self { level, message in recorder.append(LogRecorder.Entry(level: level, message: message)) }
  }
}
