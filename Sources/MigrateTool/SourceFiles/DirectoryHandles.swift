#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Directories a walk keeps open for the scan that follows, so that each file is opened relative
/// to its directory (`openat`): the kernel then looks up one name instead of every component of
/// the file's path. Closes them when the last reference goes.
///
/// A file whose directory is not kept (the walk keeps no more than `budget()`) is opened by its
/// path, which finds the same file.
package final class DirectoryHandles: Sendable {
  /// Open descriptors, each owned by this object.
  package let descriptors: [Int32]

  package init(_ descriptors: [Int32] = []) {
    self.descriptors = descriptors
  }

  deinit {
    for descriptor in descriptors { close(descriptor) }
  }

  /// How many directories a walk may keep open: half of the process's limit on open files
  /// beyond 64 left for everything else (the standard streams, the files being read, the output,
  /// and libdispatch, which stops the process when it cannot open one), at most 4,096. None under
  /// a limit of 64 or less.
  package static func budget() -> Int {
    #if canImport(Glibc)
      let resource = Int32(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return 0 }
    let descriptors = Int(min(limit.rlim_cur, 1 << 14))
    return min(max(0, (descriptors - 64) / 2), 4_096)
  }
}
