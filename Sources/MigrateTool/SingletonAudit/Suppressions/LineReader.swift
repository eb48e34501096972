import SwiftScanning

/// Reads the text of lines in increasing order, walking the buffer forward once. Lines end as
/// `SourceLocator` ends them: at `\n`, `\r\n` or a lone `\r`.
package struct LineReader {
  package let bytes: UnsafeBufferPointer<UInt8>
  private var line = 1
  private var lineStart: Int
  /// The line asked for last, and its text.
  private var last: (line: Int, text: String)?

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // The first line keeps a byte order mark, which its columns count (see `SourceLocator`).
    lineStart = 0
  }

  /// Line `number` (1-based, not before the last one asked for) without its line break.
  package mutating func text(ofLine number: Int) -> String {
    // The findings of one line share its text: copies would grow with findings x line length.
    if let last, last.line == number { return last.text }
    while line < number, lineStart < bytes.count {
      lineStart = lineBreak(from: lineStart).next
      line += 1
    }
    let end = lineBreak(from: lineStart).start
    let text = String(decoding: bytes[lineStart..<end], as: UTF8.self)
    last = (number, text)
    return text
  }

  /// The first line break at or after `index`: where it starts and where the next line starts
  /// (both the end of the buffer when none is left).
  private func lineBreak(from index: Int) -> (start: Int, next: Int) {
    let start = ByteSearch.lineEnd(in: bytes, from: index)
    guard start < bytes.count else { return (start, start) }
    let isCRLF = bytes[start] == 0x0D && start + 1 < bytes.count && bytes[start + 1] == 0x0A
    return (start, start + (isCRLF ? 2 : 1))
  }
}
