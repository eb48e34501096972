#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command writes text: standard output, standard error, or a test's recorder.
///
/// ```swift
/// let code = MigrateTool.run(
///   arguments: ["audit", "Sources"],
///   output: OutputSink { print($0, terminator: "") },
///   errorOutput: .standardError)
/// ```
public struct OutputSink: Sendable {
  /// Writes `text` as is; the command adds its own newlines.
  public let write: @Sendable (String) -> Void
  /// Writes UTF-8 bytes as they are: how large reports reach the output, in chunks.
  let writeBytes: @Sendable (UnsafeBufferPointer<UInt8>) -> Void
  /// Where a sink over a file descriptor keeps the first write error; nil for other sinks.
  let errors: WriteErrorRecord?
  /// The file descriptor it writes to; nil for other sinks.
  let descriptor: Int32?

  /// Whether it writes to a terminal, where a command may show its progress.
  var isTerminal: Bool { descriptor.map { isatty($0) == 1 } ?? false }

  /// A sink that passes each piece of text to `write`.
  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
    self.writeBytes = { write(String(decoding: $0, as: UTF8.self)) }
    self.errors = nil
    self.descriptor = nil
  }

  private init(descriptor: Int32) {
    let errors = WriteErrorRecord()
    self.write = { text in
      var text = text
      text.withUTF8 { Self.writeAll($0, to: descriptor, errors: errors) }
    }
    self.writeBytes = { Self.writeAll($0, to: descriptor, errors: errors) }
    self.errors = errors
    self.descriptor = descriptor
  }

  /// A description of the first write that failed (`"No space left on device"`), if any did;
  /// nil too when the only failure is that the reader of a pipe left (`| head`), which is
  /// how a reader says it has read enough, not an error.
  var firstWriteError: String? {
    guard let error = errors?.firstError, error != EPIPE else { return nil }
    return String(cString: strerror(error))
  }

  /// The process's standard output.
  public static let standardOutput = OutputSink(descriptor: 1)

  /// The process's standard error.
  public static let standardError = OutputSink(descriptor: 2)

  /// Writes all of `buffer`, unless a write already failed: the rest of a report is of no use
  /// once a part of it is lost.
  private static func writeAll(
    _ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32, errors: WriteErrorRecord
  ) {
    guard errors.firstError == nil else { return }
    var written = 0
    while written < buffer.count {
      let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        errors.record(errno)
        return
      }
      written += result
    }
  }
}

/// POSIX `write`, which `OutputSink.write` shadows inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
