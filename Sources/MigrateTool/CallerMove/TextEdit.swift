/// A change to a file's bytes: `range` replaced by `bytes`.
package struct TextEdit: Sendable, Equatable {
  package var range: Range<Int>
  /// What replaces the range: text the tool writes, or bytes copied from the file as they are
  /// (never decoded, so an invalid UTF-8 byte stays what it was).
  package var bytes: [UInt8]

  package init(_ range: Range<Int>, _ text: String) {
    self.range = range
    self.bytes = Array(text.utf8)
  }

  package init(_ range: Range<Int>, bytes: [UInt8]) {
    self.range = range
    self.bytes = bytes
  }

  /// The replacement as text (invalid UTF-8 shown as U+FFFD): for messages and tests.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The edit with each line feed that is not already part of a CRLF written as `ending`
  /// (`\r\n`, `\r`): bytes copied from a CRLF file keep their own.
  package func withLineEnding(_ ending: String) -> TextEdit {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for (offset, byte) in bytes.enumerated() {
      if byte == 0x0A && (offset == 0 || bytes[offset - 1] != 0x0D) {
        result += ending.utf8
      } else {
        result.append(byte)
      }
    }
    return TextEdit(range, bytes: result)
  }

  /// `edits` in the order they apply: by offset, an insertion before a replacement that starts
  /// where it is (`()` after a name, then the spaces before a `}` replaced), insertions at one
  /// offset in the order given.
  package static func ordered(_ edits: [TextEdit]) -> [TextEdit] {
    edits.enumerated().sorted {
      let first = ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
      let second = ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
      return first < second
    }.map(\.element)
  }

  /// `bytes` with `edits` applied; of edits that overlap (a bug, which `RewriteCheck` reports),
  /// the later is left out.
  package static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    let ordered = ordered(edits)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.bytes.count })
    var position = 0
    for edit in ordered {
      guard edit.range.lowerBound >= position else { continue }
      result += bytes[position..<edit.range.lowerBound]
      result += edit.bytes
      position = edit.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}
