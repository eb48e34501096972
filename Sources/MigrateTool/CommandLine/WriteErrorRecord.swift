#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The first error that writing to a file descriptor met, so that a report that could not be
/// written (a full disk, a closed standard output) ends the command with exit 1 instead of a
/// silent success.
// @unchecked Sendable: `code` is only read and written with `mutex` locked.
final class WriteErrorRecord: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var code: Int32?

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// The `errno` of the first failed write, if any.
  var firstError: Int32? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return code
  }

  /// Keeps `error` unless an earlier one is kept.
  func record(_ error: Int32) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if code == nil { code = error }
  }
}
