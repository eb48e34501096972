/// Whether the closure that sets values (`withDependencies { $0.x.field = v }`) is running, in
/// which case no issue is reported: setting is never a use. Setting a field reads the value to
/// change it, and a key-path write (`\.date.now`, as the `.dependency` trait does) calls the
/// getter of every property on its path, which on a test value may be an unimplemented endpoint.
///
/// A task-local, as the async closure may hop threads; it is only read when an issue is reported.
enum SettingScope {
  @TaskLocal static var isSetting = false

  /// Runs the synchronous `body` with the flag set.
  static func setting<R>(_ body: () throws -> R) rethrows -> R {
    try $isSetting.withValue(true, operation: body)
  }

  /// Runs the async `body` with the flag set.
  static func setting<R>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
  ) async rethrows -> R {
    try await $isSetting.withValue(true, operation: body)
  }
}
