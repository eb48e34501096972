#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and writes for the small files the tool keeps and makes (config, baseline,
/// step summary, a scaffolded client), with POSIX calls and `errno` reasons.
///
/// The two writes that replace or create a file go through a temporary file beside it, so a reader
/// never sees half a file and a failure leaves the old one as it was.
package enum PlainFile {
  /// The file's bytes, or why it cannot be read.
  package static func read(_ path: String) -> Result<[UInt8], FileFailure> {
    SourceFileReader(capacity: 1 << 12).withContents(ofFile: path) { Array($0) }
  }

  /// Whether something (a file, a directory) exists at `path`, following symbolic links.
  package static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// Whether `path` is a regular file, following symbolic links.
  package static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// Appends `text` to the file at `path`, creating it if it does not exist.
  package static func append(_ text: String, to path: String) throws(FileFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_APPEND, 0o644)
    guard descriptor >= 0 else { throw FileFailure(errorNumber: errno) }
    try finish(descriptor, writing: Array(text.utf8))
  }

  /// Replaces the file at `path` with `text` (or creates it), by a rename of a temporary file
  /// written beside it. A symbolic link is followed (its target is replaced, the link kept); a
  /// path that is neither a regular file nor new (a directory, a device) is refused.
  package static func replace(_ path: String, with text: String) throws(FileFailure) {
    try replace(path, withBytes: Array(text.utf8))
  }

  /// Replaces the file at `path` with `bytes` exactly, as `replace(_:with:)` does; an existing
  /// file keeps its permission bits (a new one is 0644).
  package static func replace(_ path: String, withBytes bytes: [UInt8]) throws(FileFailure) {
    let target = try regularFileOrNew(path)
    var status = stat()
    let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o644
    let temporary = try temporaryFile(beside: target, writing: bytes, mode: mode)
    defer { unlink(temporary) }
    guard rename(temporary, target) == 0 else { throw FileFailure(errorNumber: errno) }
  }

  /// Removes the file `path` (what `migrate` created, when it puts the tree back).
  package static func remove(_ path: String) throws(FileFailure) {
    guard unlink(path) == 0 else { throw FileFailure(errorNumber: errno) }
  }

  /// Creates the file `path` with `text`; fails with `isAlreadyExisting` rather than replace
  /// anything, also a file that appears meanwhile (`link` refuses an existing name).
  package static func create(_ path: String, with text: String) throws(FileFailure) {
    var status = stat()
    if lstat(path, &status) == 0 { throw FileFailure(errorNumber: EEXIST) }
    let temporary = try temporaryFile(beside: path, writing: Array(text.utf8), mode: 0o644)
    defer { unlink(temporary) }
    guard link(temporary, path) == 0 else { throw FileFailure(errorNumber: errno) }
  }

  /// A new file in `path`'s directory holding `bytes`, with permission bits `mode` (`mkstemp`
  /// makes it 0600).
  private static func temporaryFile(
    beside path: String, writing bytes: [UInt8], mode: mode_t
  ) throws(FileFailure) -> String {
    let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    var template = Array((directory + ".migrate-tool-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw FileFailure(errorNumber: errno) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    do throws(FileFailure) {
      guard fchmod(descriptor, mode) == 0 else {
        let failure = FileFailure(errorNumber: errno)
        close(descriptor)
        throw failure
      }
      try finish(descriptor, writing: bytes)
    } catch {
      unlink(temporary)
      throw error
    }
    return temporary
  }

  /// Writes all of `bytes` to `descriptor` and closes it.
  private static func finish(_ descriptor: Int32, writing bytes: [UInt8]) throws(FileFailure) {
    var failure: Int32 = 0
    bytes.withUnsafeBufferPointer { bytes in
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
    if failure != 0 { throw FileFailure(errorNumber: failure) }
  }

  /// Where writing `path` must go: `path` itself, or what its chain of symbolic links leads to;
  /// refused unless that is a regular file or does not exist yet.
  private static func regularFileOrNew(_ path: String) throws(FileFailure) -> String {
    var path = path
    for _ in 0..<40 {  // Linux's own limit on links followed in one lookup.
      var status = stat()
      guard lstat(path, &status) == 0 else {
        if errno == ENOENT { return path }
        throw FileFailure(errorNumber: errno)
      }
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        return path
      case S_IFLNK:
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { throw FileFailure(errorNumber: errno) }
        let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        path = link.hasPrefix("/") ? link : directory + link
      default:
        throw FileFailure(
          message: "it is not a regular file (a directory, device, FIFO or socket)")
      }
    }
    throw FileFailure(message: "too many levels of symbolic links")
  }
}
