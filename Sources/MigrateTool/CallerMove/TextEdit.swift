/// A change to a file's bytes: `range` replaced by `text`.
package struct TextEdit: Sendable, Equatable {
  package var range: Range<Int>
  package var text: String

  package init(_ range: Range<Int>, _ text: String) {
    self.range = range
    self.text = text
  }

  /// `bytes` with `edits` applied; edits must not overlap (insertions at one offset keep their
  /// order).
  package static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }.map(\.element)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.text.utf8.count })
    var position = 0
    for edit in ordered {
      // Sites and declarations never edit the same bytes; an overlap is a bug, not input.
      assert(edit.range.lowerBound >= position, "overlapping edits at \(edit.range)")
      guard edit.range.lowerBound >= position else { continue }
      result += bytes[position..<edit.range.lowerBound]
      result += Array(edit.text.utf8)
      position = edit.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}
