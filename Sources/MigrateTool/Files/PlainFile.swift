#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and writes for the small files the tool keeps (config, baseline, step
/// summary), with POSIX calls and `errno` reasons.
enum PlainFile {
  /// The file's bytes, or why it cannot be read.
  static func read(_ path: String) -> Result<[UInt8], ReadFailure> {
    SourceFileReader(capacity: 1 << 12).withContents(ofFile: path) { Array($0) }
  }

  /// Whether something (a file, a directory) exists at `path`, following symbolic links.
  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// Writes `text` to `path` (creating it), replacing its contents or appending to them.
  static func save(_ text: String, to path: String, appending: Bool = false) throws(ReadFailure) {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC)
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else { throw ReadFailure(errorNumber: errno) }
    var failure: Int32 = 0
    var text = text
    text.withUTF8 { bytes in
      var written = 0
      while written < bytes.count && failure == 0 {
        let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result < 0 {
          if errno != EINTR { failure = errno }
        } else {
          written += result
        }
      }
    }
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    if failure != 0 { throw ReadFailure(errorNumber: failure) }
  }
}
