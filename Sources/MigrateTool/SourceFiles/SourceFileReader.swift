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
package final class SourceFileReader {
  /// The largest file read: far above any real source file, low enough that a file that keeps
  /// growing (or a device behind a link) cannot take all memory.
  package static let maximumSize = 256 << 20

  private var buffer: UnsafeMutableBufferPointer<UInt8>
  private let maximumSize: Int

  package init(capacity: Int = 1 << 16, maximumSize: Int = SourceFileReader.maximumSize) {
    buffer = .allocate(capacity: max(capacity, 1))
    self.maximumSize = maximumSize
  }

  deinit { buffer.deallocate() }

  /// Passes the file's bytes to `body`, or returns a short lower-case reason
  /// (`permission denied`, `is a directory`) when the file cannot be read.
  @inlinable
  package func withContents<Result>(
    ofFile path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Swift.Result<Result, FileFailure> {
    contents(ofFile: path, in: AT_FDCWD, nameOffset: 0).map(body)
  }

  /// `withContents(ofFile:_:)` for the file named by `path`'s UTF-8 from `nameOffset` on,
  /// relative to the open directory `directory` (or to the working directory, `AT_FDCWD`).
  @inlinable
  package func withContents<Result>(
    ofFile path: String, in directory: Int32, nameOffset: Int,
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Swift.Result<Result, FileFailure> {
    contents(ofFile: path, in: directory, nameOffset: nameOffset).map(body)
  }

  /// `withContents(ofFile:_:)` for a path given as bytes, which need not be valid UTF-8.
  @inlinable
  package func withContents<Result>(
    ofRawPath path: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Swift.Result<Result, FileFailure> {
    contents(ofRawPath: path).map(body)
  }

  // The generic `withContents` are inlined into their callers (a per-file call from another
  // module would otherwise be unspecialized); what they share, reading, is not generic.

  /// The bytes of the file at `path`'s UTF-8 from `nameOffset` on, valid until the next read.
  @usableFromInline
  func contents(
    ofFile path: String, in directory: Int32, nameOffset: Int
  ) -> Swift.Result<UnsafeBufferPointer<UInt8>, FileFailure> {
    // `withCString` lends a native string's own bytes; passing `path` to a C function directly
    // would copy them into a fresh array first.
    let descriptor = path.withCString {
      openat(directory, $0 + nameOffset, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    }
    return read(descriptor: descriptor)
  }

  /// The bytes of the file at the raw path `path`, valid until the next read.
  @usableFromInline
  func contents(ofRawPath path: [UInt8]) -> Swift.Result<UnsafeBufferPointer<UInt8>, FileFailure> {
    let descriptor = (path + [0]).withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        open($0.baseAddress!, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      }
    }
    return read(descriptor: descriptor)
  }

  // O_NONBLOCK: opening a FIFO that replaced a file between the walk and the read must not wait
  // for a writer; it changes nothing for regular files.
  private func read(descriptor: Int32) -> Swift.Result<UnsafeBufferPointer<UInt8>, FileFailure> {
    guard descriptor >= 0 else { return .failure(FileFailure(errorNumber: errno)) }
    defer { close(descriptor) }
    // Read until end of file rather than trusting a size: the file may change while it is read.
    var received = 0
    while true {
      if received == buffer.count {
        guard received < maximumSize else {
          return .failure(
            FileFailure(message: "larger than \(maximumSize) bytes, the limit for a source file"))
        }
        grow()
      }
      let result = systemRead(descriptor, buffer.baseAddress! + received, buffer.count - received)
      if result < 0 {
        if errno == EINTR { continue }
        return .failure(FileFailure(errorNumber: errno))
      }
      if result == 0 { break }
      received += result
    }
    return .success(UnsafeBufferPointer(rebasing: buffer[..<received]))
  }

  private func grow() {
    let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
    _ = larger.initialize(fromContentsOf: buffer)
    buffer.deallocate()
    buffer = larger
  }
}

/// POSIX `read`, which `SourceFileReader.read` shadows inside the type.
private func systemRead(
  _ descriptor: Int32, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int
) -> Int {
  read(descriptor, bytes, count)
}
