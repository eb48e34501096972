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
/// The synchronous closure runs on one thread from start to end, so a thread's own counter marks
/// it: found with one `pthread_getspecific` and changed in place, where a task-local would
/// allocate a record on every `withDependencies` (and `pthread_setspecific` costs twice as much).
/// The async closure may hop threads, so it uses a task-local.
enum SettingScope {
  @TaskLocal static var isSettingAsync = false

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    /// Each thread's count of setting closures running on it, allocated on its first.
    private static let key = makeThreadKey(destructor: deallocateThreadValue)

    /// Runs the synchronous `body` with the flag set on this thread.
    static func setting<R>(_ body: () throws -> R) rethrows -> R {
      guard let depth = threadDepth() else {
        return try $isSettingAsync.withValue(true, operation: body)
      }
      // Wrapping: a thread cannot nest 2^63 closures.
      depth.pointee &+= 1
      defer { depth.pointee &-= 1 }
      return try body()
    }

    /// True while a setting closure runs on this thread or in this task.
    static var isSetting: Bool {
      let depth = pthread_getspecific(key)?.assumingMemoryBound(to: Int.self).pointee ?? 0
      return depth > 0 || isSettingAsync
    }

    /// This thread's counter; nil only if there is no memory for a thread-specific value.
    private static func threadDepth() -> UnsafeMutablePointer<Int>? {
      if let depth = pthread_getspecific(key) { return depth.assumingMemoryBound(to: Int.self) }
      let depth = UnsafeMutablePointer<Int>.allocate(capacity: 1)
      depth.initialize(to: 0)
      guard pthread_setspecific(key, depth) == 0 else {
        depth.deallocate()
        return nil
      }
      return depth
    }
  #else
    static func setting<R>(_ body: () throws -> R) rethrows -> R {
      try $isSettingAsync.withValue(true, operation: body)
    }

    static var isSetting: Bool { isSettingAsync }
  #endif
}
