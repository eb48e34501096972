#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs another program to its end, with POSIX calls: what the tool asks of the toolchain
/// (`swiftc -frontend -parse`).
package enum Subprocess {
  /// What a finished program left: its exit status (nil when a signal ended it) and what it
  /// wrote to standard error.
  package struct Outcome: Sendable, Equatable {
    package var status: Int32?
    package var standardError: [UInt8]
  }

  /// Runs `executable` (a path) with `arguments`, standard input and output from and to
  /// /dev/null, standard error into a temporary file that is read and removed; nil when it
  /// cannot be started.
  package static func run(_ executable: String, _ arguments: [String]) -> Outcome? {
    var template = Array("/tmp/migrate-tool-stderr-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    let errorPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer { unlink(errorPath) }
    close(descriptor)

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_TRUNC, 0o600)

    let argv = ([executable] + arguments).map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    var process = pid_t()
    var started: Int32 = 0
    // ETXTBSY: a program written a moment ago may still be open in a child that another thread
    // forked meanwhile; it is free once that child execs.
    for attempt in 0..<20 {
      if attempt > 0 { usleep(10_000) }
      started = (argv + [nil]).withUnsafeBufferPointer { pointers in
        posix_spawn(
          &process, executable, &actions, nil,
          UnsafeMutablePointer(mutating: pointers.baseAddress!), environ)
      }
      if started != ETXTBSY { break }
    }
    guard started == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import as macros.
    let exitStatus: Int32? = status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    let standardError = (try? PlainFile.read(errorPath).get()) ?? []
    return Outcome(status: exitStatus, standardError: standardError)
  }

  /// The first executable file named `name` in the directories of `searchPath` (`PATH`'s
  /// value), or nil.
  package static func find(_ name: String, searchPath: String) -> String? {
    for directory in searchPath.split(separator: ":") where !directory.isEmpty {
      let candidate = directory.hasSuffix("/") ? "\(directory)\(name)" : "\(directory)/\(name)"
      if access(candidate, X_OK) == 0, PlainFile.isRegularFile(candidate) { return candidate }
    }
    return nil
  }
}
