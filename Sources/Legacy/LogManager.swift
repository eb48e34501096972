import Foundation

/// The app's logger, reached from anywhere as `LogManager.shared`: prints each message and keeps
/// it in an in-memory buffer (for a "send logs" screen).
///
/// The buffer is a plain array with no lock, as in much real legacy code: logging from two
/// threads at once is a data race. Swift 6 mode rejects this type's `shared`, which is why the
/// Legacy target stays in Swift 5 mode.
///
/// ```swift
/// LogManager.shared.log(.info, "Settings saved")
/// LogManager.shared.entries.last?.message  // "Settings saved"
/// ```
public final class LogManager {
  /// How serious a message is; messages below ``minimumLevel`` are dropped.
  ///
  /// ```swift
  /// LogManager.shared.minimumLevel = .warning
  /// ```
  public enum Level: Int, Comparable, CaseIterable {
    /// `LogManager.shared.log(.debug, "Launch #3")`, and so on up to `.error`.
    case debug, info, warning, error

    /// Orders levels from `debug` (least serious) to `error`.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The tag printed before a message: `[WARNING]`.
    public var tag: String {
      switch self {
      case .debug: return "DEBUG"
      case .info: return "INFO"
      case .warning: return "WARNING"
      case .error: return "ERROR"
      }
    }
  }

  /// One logged message, as kept in ``entries``.
  ///
  /// ```swift
  /// LogManager.shared.entries.filter { $0.level == .error }
  /// ```
  public struct Entry: Equatable {
    /// How serious it is: `.info`.
    public var level: Level
    /// What was logged: `"Saved"`.
    public var message: String

    /// Creates an entry: `LogManager.Entry(level: .info, message: "Saved")`.
    public init(level: Level, message: String) {
      self.level = level
      self.message = message
    }
  }

  /// The logger the whole app uses.
  ///
  /// ```swift
  /// LogManager.shared.log(.error, "Could not save settings")
  /// ```
  public static let shared = LogManager()

  /// Messages below this level are dropped: `LogManager.shared.minimumLevel = .info`.
  public var minimumLevel: Level = .debug
  /// Whether messages are also printed to standard output:
  /// `LogManager.shared.printsToConsole = false`.
  public var printsToConsole = true
  /// Everything logged since launch (or since ``clear()``), oldest first. Not thread-safe.
  public private(set) var entries: [Entry] = []

  /// Creates a logger. The app only uses ``shared``.
  ///
  /// ```swift
  /// let logger = LogManager()
  /// ```
  public init() {}

  /// Logs `message` at `level`: `LogManager.shared.log(.info, "Saved")`.
  public func log(_ level: Level, _ message: String) {
    guard level >= minimumLevel else { return }
    entries.append(Entry(level: level, message: message))
    if printsToConsole { print("[\(level.tag)] \(message)") }
  }

  /// Empties ``entries``: `LogManager.shared.clear()`.
  public func clear() { entries.removeAll() }
}
