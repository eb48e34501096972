#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Whether the closure that sets values (`withDependencies { $0.x.field = v }`) is running, in
/// which case no issue is reported: setting is never a use. Setting a field reads the value to
/// change it, and a key-path write (`\.date.now`, as the `.dependency` trait does) calls the
/// getter of every property on its path, which on a test value may be an unimplemented endpoint.
///
/// A synchronous closure runs on one thread from start to end, so a thread's flag marks it, at
/// the cost of two thread-specific writes; an async closure may hop threads, so it is marked with
/// a task-local, which costs a binding. Both are only read when an issue is reported.
enum SettingScope {
  @TaskLocal private static var isSettingAsync = false

  /// Whether a closure that sets values is running on this thread or in this task.
  static var isSetting: Bool { isSettingOnThisThread || isSettingAsync }

  /// Runs the async `body` with the flag set.
  static func setting<R>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
  ) async rethrows -> R {
    try await $isSettingAsync.withValue(true, operation: body)
  }

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    /// Set (to any non-nil value) on a thread while a synchronous closure sets values.
    private static let threadKey = makeThreadKey(destructor: nil)

    private static var isSettingOnThisThread: Bool { pthread_getspecific(threadKey) != nil }

    /// Runs the synchronous `body` with the flag set.
    static func setting<R>(_ body: () throws -> R) rethrows -> R {
      let outer = pthread_getspecific(threadKey)
      // The flag is the value's presence; the key's value is never dereferenced.
      pthread_setspecific(threadKey, UnsafeRawPointer(bitPattern: 1))
      defer { pthread_setspecific(threadKey, outer) }
      return try body()
    }
  #else
    private static var isSettingOnThisThread: Bool { false }

    /// Runs the synchronous `body` with the flag set.
    static func setting<R>(_ body: () throws -> R) rethrows -> R {
      try $isSettingAsync.withValue(true, operation: body)
    }
  #endif
}
