import SingletonAudit
import SourceFiles

/// Writes a report as UTF-8 bytes into a buffer that is handed to the output in chunks, so a report
/// of hundreds of thousands of findings is never held whole in memory, and costs no `String`
/// growth per piece.
package struct ReportWriter {
  fileprivate private(set) var buffer = ByteBuffer()
  private let flushThreshold: Int
  private let sink: (UnsafeBufferPointer<UInt8>) -> Void

  /// A writer that hands `sink` a chunk whenever `flushThreshold` bytes have gathered, and the
  /// rest on `flush()`.
  package init(flushThreshold: Int = 1 << 16, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void)
  {
    self.flushThreshold = flushThreshold
    self.sink = sink
    if flushThreshold != .max { buffer.reserve(flushThreshold + 1024) }
  }

  /// A writer that keeps everything it is given in `buffer`.
  fileprivate init(collectingInto buffer: ByteBuffer) {
    self.buffer = buffer
    flushThreshold = .max
    sink = { _ in }
  }

  /// A writer that keeps everything it is given, for ``takeBytes()``.
  package static func collecting(capacity: Int = 256) -> ReportWriter {
    let writer = ReportWriter(flushThreshold: .max) { _ in }
    writer.buffer.reserve(capacity)
    return writer
  }

  /// What a ``collecting()`` writer holds, leaving it empty.
  package mutating func takeBytes() -> [UInt8] {
    defer { buffer.removeAll() }
    return Array(buffer.bytes)
  }

  /// Appends what a ``collecting()`` writer holds, leaving it as it is: a piece rendered once
  /// and written many times.
  // Inlined: a finding's line writes two such pieces, and the call cost as much as the copy.
  @inline(__always)
  package mutating func write(contentsOf piece: ReportWriter) {
    buffer.append(piece.buffer.bytes)
    flushIfFull()
  }

  /// Empties a ``collecting()`` writer, keeping its memory for what comes next.
  package mutating func removeAll() {
    // A writer with a sink would lose what it has not handed over yet.
    assert(flushThreshold == .max, "removeAll() is for collecting writers")
    buffer.removeAll()
  }

  /// Writes items `0..<count` in order, `render` writing a range of them at a time: rendered on
  /// all cores, a window of items at a time, so a large report takes the cores it can and
  /// bounded memory.
  package mutating func writeConcurrently(
    count: Int, render: @escaping @Sendable (Range<Int>, inout ReportWriter) -> Void
  ) {
    // A window of a few chunks per core, whose buffers are reused from one window to the next:
    // fresh memory costs a page fault per page, so the buffers are no larger than a chunk of
    // findings needs (a finding's line is about 200 bytes). A chunk of longer items grows its
    // buffer once.
    let chunk = 128
    let chunks = max(8, 4 * onlineProcessorCount)
    let window = ChunkBuffers(count: min(chunks, (count + chunk - 1) / chunk), capacity: 1 << 15)
    var start = 0
    while start < count {
      let end = min(start + window.buffers.count * chunk, count)
      let chunkCount = (end - start + chunk - 1) / chunk
      _ = concurrentMap(chunkCount) { [start] index in
        let buffer = window.buffers[index]
        buffer.removeAll()
        var writer = ReportWriter(collectingInto: buffer)
        render((start + index * chunk)..<min(start + (index + 1) * chunk, end), &writer)
      }
      for buffer in window.buffers.prefix(chunkCount) { write(buffer.bytes) }
      start = end
    }
  }

  /// Appends a chunk rendered elsewhere. A writer with a sink hands it over as it is, after what
  /// is buffered: a chunk is already a sizeable piece, and copying it into the buffer first would
  /// touch every byte of the report once more.
  private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    if flushThreshold == .max {
      buffer.append(bytes)
    } else {
      flush()
      sink(bytes)
    }
  }

  /// Hands what is buffered to the sink.
  package mutating func flush() {
    guard buffer.count > 0 else { return }
    sink(buffer.bytes)
    buffer.removeAll()
  }

  @inline(__always)
  private mutating func flushIfFull() {
    if buffer.count >= flushThreshold { flush() }
  }

  /// Appends `text`'s UTF-8 bytes.
  // Disfavoured, so that a literal goes to the `StaticString` overload: a plain copy.
  @_disfavoredOverload
  package mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer.append($0) }
    flushIfFull()
  }

  /// Appends a static piece of text (no copy of a `String` on the way).
  // Inlined, so that the literal's length is a constant and its copy a few instructions.
  @inline(__always)
  package mutating func write(_ text: StaticString) {
    // A literal of more than one scalar is stored as UTF-8 bytes; `withUTF8Buffer` covers both.
    if text.hasPointerRepresentation {
      buffer.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    } else {
      text.withUTF8Buffer { buffer.append($0) }
    }
    flushIfFull()
  }

  /// Appends one ASCII byte.
  package mutating func write(byte: UInt8) {
    buffer.append(byte)
  }

  /// Appends `value` in decimal.
  // Inlined: a finding's line writes two numbers, and a call to this wrapper cost about a
  // quarter of writing one.
  @inline(__always)
  package mutating func write(_ value: Int) {
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    buffer.appendDecimal(value.magnitude)
  }

  /// Appends `text` as a JSON string literal, quotes included, escaped as RFC 8259 requires.
  package mutating func writeJSONQuoted(_ text: String) {
    appendJSONQuoted(text)
    flushIfFull()
  }

  private mutating func appendJSONQuoted(_ text: String) {
    // A native string lends its UTF-8 in place; another (bridged) one is made native first.
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendJSONQuoted(utf8: $0) }
    if done == nil {
      var text = text
      text.withUTF8 { appendJSONQuoted(utf8: $0) }
    }
  }

  private mutating func appendJSONQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    // Almost every text (a path, a type name) needs no escape: then it is one copy.
    if !JSONEscape.isNeeded(forAnyOf: bytes) {
      buffer.appendQuoted(bytes)
      return
    }
    buffer.append(UInt8(ascii: "\""))
    var start = 0
    for index in 0..<bytes.count {
      let byte = bytes[index]
      guard JSONEscape.isNeeded(for: byte) else { continue }
      buffer.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      appendEscape(for: byte)
      start = index + 1
    }
    buffer.append(UnsafeBufferPointer(rebasing: bytes[start...]))
    buffer.append(UInt8(ascii: "\""))
  }

  private mutating func appendEscape(for byte: UInt8) {
    JSONEscape.spelling(of: byte).withUnsafeBufferPointer { buffer.append($0) }
  }
}

/// The buffers one window of `writeConcurrently` renders into, one per chunk.
private struct ChunkBuffers: @unchecked Sendable {
  // Safe: each `concurrentMap` iteration touches only the buffer of its own chunk, and the
  // buffers are read only after `concurrentMap` has returned (which orders the writes first).
  let buffers: [ByteBuffer]

  init(count: Int, capacity: Int) {
    buffers = (0..<count).map { _ in ByteBuffer(capacity: capacity) }
  }
}
