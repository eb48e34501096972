/// The exit codes in Docs/Output.md.
enum ExitCode {
  static let success: Int32 = 0
  static let runtimeError: Int32 = 1
  static let gateFailed: Int32 = 2
  static let unreadableFiles: Int32 = 3
  static let usage: Int32 = 64
}
