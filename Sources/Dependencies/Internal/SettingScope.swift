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
/// which case reading a value to change one of its fields is not a use of it and reports nothing.
///
/// The synchronous closure runs on one thread from start to end, so a thread-specific flag marks
/// it: two `pthread_setspecific` calls, where a task-local would allocate a record on every
/// `withDependencies`. The async closure may hop threads, so it uses a task-local.
enum SettingScope {
  @TaskLocal static var isSettingAsync = false

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    private static let key = makeThreadKey(destructor: nil)
    /// Runs the synchronous `body` with the flag set on this thread.
    static func setting<R>(_ body: () throws -> R) rethrows -> R {
      let previous = pthread_getspecific(key)
      // Any non-nil pointer marks the flag as set; it is never dereferenced.
      pthread_setspecific(key, UnsafeMutableRawPointer(bitPattern: 1))
      defer { pthread_setspecific(key, previous) }
      return try body()
    }

    /// True while a setting closure runs on this thread or in this task.
    static var isSetting: Bool { pthread_getspecific(key) != nil || isSettingAsync }
  #else
    static func setting<R>(_ body: () throws -> R) rethrows -> R {
      try $isSettingAsync.withValue(true, operation: body)
    }

    static var isSetting: Bool { isSettingAsync }
  #endif
}
