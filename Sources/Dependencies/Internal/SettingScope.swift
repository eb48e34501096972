/// Whether the closure that sets values (`withDependencies { $0.x.field = v }`) is running, in
/// which case no issue is reported: setting is never a use. Setting a field reads the value to
/// change it, and a key-path write (`\.date.now`, as the `.dependency` trait does) calls the
/// getter of every property on its path, which on a test value may be an unimplemented endpoint.
enum SettingScope {
  @TaskLocal private static var isSettingValues = false

  /// Whether a closure that sets values is running in this task (or on this thread).
  static var isSetting: Bool { isSettingValues }

  /// Runs the synchronous `body` with the flag set.
  static func setting<R>(_ body: () throws -> R) rethrows -> R {
    try $isSettingValues.withValue(true, operation: body)
  }

  /// Runs the async `body` with the flag set.
  static func setting<R>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
  ) async rethrows -> R {
    try await $isSettingValues.withValue(true, operation: body)
  }
}
