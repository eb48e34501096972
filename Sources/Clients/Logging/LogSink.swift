import Dependencies
import Foundation

/// Where the live ``LoggerClient`` writes its lines: standard error by default, or a file.
///
/// ```swift
/// let logger = LoggerClient.live(sink: .fileHandle(try FileHandle(forWritingTo: logFile)))
/// ```
public struct LogSink: Sendable {
  /// Writes text that ends with a line break: `sink.write("[INFO] Saved\n")`. It is called
  /// from any thread, possibly from several at once.
  public var write: @Sendable (_ text: String) -> Void

  /// Creates a sink from a write function.
  ///
  /// ```swift
  /// let sink = LogSink { text in crashReporter.append(text) }
  /// ```
  public init(write: @escaping @Sendable (_ text: String) -> Void) {
    self.write = write
  }

  /// Writes to the process's standard error.
  ///
  /// ```swift
  /// let logger = LoggerClient.live(sink: .standardError)
  /// ```
  public static let standardError = Self.fileHandle(.standardError)

  /// Writes to `handle`, one line at a time, so lines logged from different threads never mix
  /// (a long line can take several system calls).
  ///
  /// ```swift
  /// let sink = LogSink.fileHandle(.standardOutput)
  /// ```
  public static func fileHandle(_ handle: FileHandle) -> Self {
    let writing = LockIsolated(handle)
    return Self { text in writing.withValue { $0.write(Data(text.utf8)) } }
  }
}
