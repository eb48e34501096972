#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with POSIX `open`/`read` into one buffer, reused from file to file: no
/// allocation, no page faults and no `stat` per file, and no Foundation.
///
/// One reader per thread: it is not `Sendable`, and the bytes it returns stay valid only until
/// its next read.
final class SourceFileReader {
  private var buffer: UnsafeMutableBufferPointer<UInt8>

  init(capacity: Int = 1 << 16) {
    buffer = .allocate(capacity: max(capacity, 1))
  }

  deinit { buffer.deallocate() }

  /// Passes the file's bytes to `body`, or returns a short lower-case reason
  /// (`permission denied`, `is a directory`) when the file cannot be read.
  func withContents<Result>(
    ofFile path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Swift.Result<Result, ReadFailure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadFailure(errorNumber: errno)) }
    defer { close(descriptor) }
    // Read until end of file rather than trusting a size: the file may change while it is read.
    var received = 0
    while true {
      if received == buffer.count { grow() }
      let result = read(descriptor, buffer.baseAddress! + received, buffer.count - received)
      if result < 0 {
        if errno == EINTR { continue }
        return .failure(ReadFailure(errorNumber: errno))
      }
      if result == 0 { break }
      received += result
    }
    return .success(body(UnsafeBufferPointer(rebasing: buffer[..<received])))
  }

  private func grow() {
    let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
    _ = larger.initialize(fromContentsOf: buffer)
    buffer.deallocate()
    buffer = larger
  }
}
