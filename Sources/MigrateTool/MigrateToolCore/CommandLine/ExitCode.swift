/// The exit codes in Docs/Output.md.
enum ExitCode {
  static let success: Int32 = 0
  static let runtimeError: Int32 = 1
  static let gateFailed: Int32 = 2
  static let unreadableFiles: Int32 = 3
  /// `move`: some files' rewrites failed their check and were not kept (the tool's bug); the
  /// others were written.
  static let rewritesRejected: Int32 = 4
  /// `migrate --verify`: the team's command failed after the write, and every file migrate
  /// wrote was put back.
  static let verificationFailed: Int32 = 5
  static let usage: Int32 = 64
}
