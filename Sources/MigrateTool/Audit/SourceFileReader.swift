#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file into one buffer with POSIX `open`/`read`: one allocation, one pass, no
/// Foundation.
enum SourceFileReader {
  /// The file's bytes, or a short lower-case reason (`permission denied`) when it cannot be read.
  static func contents(ofFile path: String) -> Result<[UInt8], ReadFailure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadFailure(errorNumber: errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(errorNumber: errno)) }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(ReadFailure(errorNumber: EISDIR)) }
    // The size is a hint (the file may change while it is read): read until end of file, into one
    // buffer one byte larger than the size so a file that did not grow needs no second buffer.
    let expected = max(Int(status.st_size), 0) + 1
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
      (initialized, failure) = readFully(descriptor, into: buffer)
    }
    var grew = bytes.count == expected
    var chunk = [UInt8](repeating: 0, count: grew ? 1 << 16 : 0)
    while failure == 0 && grew {
      let (received, error) = chunk.withUnsafeMutableBufferPointer {
        readFully(descriptor, into: $0)
      }
      failure = error
      bytes.append(contentsOf: chunk[..<received])
      grew = received == chunk.count
    }
    if failure != 0 { return .failure(ReadFailure(errorNumber: failure)) }
    return .success(bytes)
  }

  /// Reads until `buffer` is full or the file ends; returns the bytes read and `errno` or 0.
  private static func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> (Int, Int32) {
    var received = 0
    while received < buffer.count {
      let result = read(descriptor, buffer.baseAddress! + received, buffer.count - received)
      if result < 0 {
        if errno == EINTR { continue }
        return (received, errno)
      }
      if result == 0 { break }
      received += result
    }
    return (received, 0)
  }
}

/// Why a file could not be read.
struct ReadFailure: Error, Sendable, Equatable {
  var message: String

  init(message: String) { self.message = message }

  init(errorNumber: Int32) {
    var text = String(cString: strerror(errorNumber))
    // `Permission denied` reads better mid-sentence as `permission denied`.
    if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
      text = first.lowercased() + text.dropFirst()
    }
    message = text
  }
}

