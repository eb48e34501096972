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

  /// A sink that passes each piece of text to `write`.
  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
    self.writeBytes = { write(String(decoding: $0, as: UTF8.self)) }
  }

  private init(descriptor: Int32) {
    self.write = { text in
      var text = text
      text.withUTF8 { Self.writeAll($0, to: descriptor) }
    }
    self.writeBytes = { Self.writeAll($0, to: descriptor) }
  }

  /// The process's standard output.
  public static let standardOutput = OutputSink(descriptor: 1)

  /// The process's standard error.
  public static let standardError = OutputSink(descriptor: 2)

  private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    var written = 0
    while written < buffer.count {
      let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      if result < 0 {
        if errno == EINTR { continue }
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
