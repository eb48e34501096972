#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
  #if canImport(Darwin)
    /// What a thread's value of a key is given to when the thread exits.
    typealias ThreadKeyDestructor = @convention(c) (UnsafeMutableRawPointer) -> Void
  #else
    /// What a thread's value of a key is given to when the thread exits.
    typealias ThreadKeyDestructor = @convention(c) (UnsafeMutableRawPointer?) -> Void
  #endif

  /// A new POSIX thread-specific key, kept for the life of the process. Only running out of keys
  /// makes this fail, and the library cannot work without its few.
  func makeThreadKey(destructor: ThreadKeyDestructor?) -> pthread_key_t {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, destructor)
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
  }
#endif

/// Frees a thread's value that is plain memory (integers and unretained references, nothing to
/// deinitialize) when the thread exits.
#if canImport(Darwin)
  func deallocateThreadValue(_ value: UnsafeMutableRawPointer) {
    value.deallocate()
  }
#elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
  func deallocateThreadValue(_ value: UnsafeMutableRawPointer?) {
    value?.deallocate()
  }
#endif
