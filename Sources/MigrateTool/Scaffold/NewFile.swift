#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file that must not exist yet, all at once: the text goes to a temporary file beside
/// it, which is then linked to its name (`link` fails rather than replace a file that appeared
/// meanwhile). A reader never sees half a file, and a failure leaves nothing behind.
enum NewFile {
  static func write(_ text: String, to path: String) throws(ScaffoldError) {
    var status = stat()
    if lstat(path, &status) == 0 { throw .outputExists(path) }
    let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    var template = Array((directory + ".scaffold-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw failure(path, errno) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer { unlink(temporary) }
    var problem: Int32 = 0
    var text = text
    text.withUTF8 { bytes in
      var written = 0
      while written < bytes.count && problem == 0 {
        let result = Glue.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result < 0 {
          if errno != EINTR { problem = errno }
        } else {
          written += result
        }
      }
    }
    if fchmod(descriptor, 0o644) != 0 && problem == 0 { problem = errno }
    if close(descriptor) != 0 && problem == 0 { problem = errno }
    if problem != 0 { throw failure(path, problem) }
    guard link(temporary, path) == 0 else {
      if errno == EEXIST { throw .outputExists(path) }
      throw failure(path, errno)
    }
  }

  private static func failure(_ path: String, _ number: Int32) -> ScaffoldError {
    .unwritableOutput(path: path, reason: String(cString: strerror(number)))
  }

  /// POSIX calls whose names the enum's own members would shadow.
  private enum Glue {
    static func write(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
      #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
      #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
      #else
        Darwin.write(descriptor, bytes, count)
      #endif
    }
  }
}
