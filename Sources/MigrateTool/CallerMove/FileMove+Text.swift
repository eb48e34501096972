import SwiftDeclarations
import SwiftScanning

/// The file as bytes and lines: the import, the TODO marks, lines, columns, indentation and
/// `#if` branches.
extension FileMove {
  /// The `#if` conditions whose branch holds the token at `index`, outermost first: a branch's
  /// own condition, or for `#else` that none of the ones before it held.
  func conditions(at index: Int) -> [String] {
    var stack: [(earlier: [String], current: String)] = []
    for position in directives {
      guard position < index else { break }
      var end = position + 1
      while end < source.count, !source.lineBreak(between: end - 1, end) { end += 1 }
      let condition = source.joined(position + 1, end)
      switch source.text(position) {
      case "#if":
        stack.append(([], condition))
      case "#elseif" where !stack.isEmpty:
        stack[stack.count - 1].earlier.append(stack[stack.count - 1].current)
        stack[stack.count - 1].current = condition
      case "#else" where !stack.isEmpty:
        let earlier = stack[stack.count - 1].earlier + [stack[stack.count - 1].current]
        stack[stack.count - 1] = (earlier, "!(\(earlier.joined(separator: " || ")))")
      case "#endif":
        _ = stack.popLast()
      default:
        break
      }
    }
    return stack.map(\.current)
  }

  mutating func addImport() {
    var lastImport: Int?
    for index in imports where scopes.block(holding: index) == nil {
      // One in an `#if` branch may not be compiled: a file has it only where its own is.
      let isConditional = !conditions(at: index).isEmpty
      if source.is(index + 1, "Dependencies") && !isConditional { return }
      if !isConditional { lastImport = index }
    }
    if let lastImport {
      let lineEnd = endOfLine(from: source.tokens[lastImport].end)
      edits.append(TextEdit(lineEnd..<lineEnd, "\nimport Dependencies"))
    } else {
      let start = startOfLine(at: source.tokens[0].start)
      edits.append(TextEdit(start..<start, "import Dependencies\n\n"))
    }
  }

  /// Marks the site with a TODO on its own line above the statement that holds it (once: a
  /// second run finds it there), never inside the statement (`} else if`, a condition's second
  /// line).
  mutating func mark(_ index: Int, _ reason: String) -> Outcome {
    let start = startOfLine(at: source.tokens[statementStart(of: index)].start)
    let comment = "// TODO(migrate-tool): \(reason)"
    // The TODO lines already above the statement: one statement may hold several marked uses.
    var lineStart = start
    while lineStart > 0 {
      let previous = startOfLine(at: lineStart - 1)
      var (first, end) = (previous, lineStart)
      while first < end, [0x20, 0x09].contains(bytes[first]) { first += 1 }
      while end > first, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
      let line = String(decoding: bytes[first..<end], as: UTF8.self)
      guard line.hasPrefix("// TODO(migrate-tool): ") else { break }
      if line == comment { return .marked(reason) }
      lineStart = previous
    }
    let line = TextEdit(start..<start, "\(indentation(ofLineAt: start))\(comment)\n")
    if !edits.contains(line) { edits.append(line) }
    return .marked(reason)
  }

  /// The first token of the statement that holds the token at `index`, in its innermost block:
  /// the last token before it, outside groups, that begins a line and a statement (an `else` or
  /// `catch` after a block's `}` continues its `if` or `do`), or follows a `;` or the `{`.
  func statementStart(of index: Int) -> Int {
    let block = scopes.block(holding: index)
    var position = block.map { bodyStart(of: $0) } ?? 0
    let end = block.map { scopes.blocks[$0].close } ?? source.count
    var start = position
    while position < index, position < end {
      if position > start, source.kind(position - 1) == .semicolon {
        start = position
      } else if position > 0, source.lineBreak(between: position - 1, position),
        startsStatement(position), !source.is(position, "else"), !source.is(position, "catch")
      {
        start = position
      }
      guard source.opensGroup(position) else {
        position += 1
        continue
      }
      let next = source.skipGroup(position).next
      if next > index { break }
      position = next
    }
    return start
  }

  /// The first byte of the receiver chain that ends with the `.` before `index`.
  func receiverStart(before index: Int) -> Int {
    source.tokens[receiverStartIndex(before: index)].start
  }

  /// The first token of the receiver chain that ends with the `.` before `index`.
  func receiverStartIndex(before index: Int) -> Int {
    var first = index - 1  // the dot
    while first - 1 >= 0, source.kind(first - 1) == .identifier {
      first -= 1
      guard first - 1 >= 0, source.kind(first - 1) == .dot,
        first - 2 >= 0, source.kind(first - 2) == .identifier
      else { break }
      first -= 1
    }
    return first
  }

  func tokenIndex(at offset: Int) -> Int? {
    var low = 0
    var high = source.count
    while low < high {
      let middle = (low + high) / 2
      if source.tokens[middle].start < offset { low = middle + 1 } else { high = middle }
    }
    return low < source.count && source.tokens[low].start == offset ? low : nil
  }

  /// Line and column as the audit gives them (a byte order mark counts on line 1).
  func location(of offset: Int, token index: Int) -> (line: Int, column: Int) {
    (source.line(index), offset - source.lineStart(ofOffset: offset) + 1)
  }

  /// Where the line that holds `offset` starts: after a UTF-8 byte order mark on the first line,
  /// which must stay the file's first bytes.
  func startOfLine(at offset: Int) -> Int {
    let start = source.lineStart(ofOffset: min(offset, bytes.count))
    if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), offset >= 3 { return 3 }
    return start
  }

  func endOfLine(from offset: Int) -> Int {
    var index = offset
    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    return index
  }

  func indentation(ofLineAt offset: Int) -> String {
    let start = startOfLine(at: offset)
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The file's indentation step: a tab, or the smallest indentation of its indented lines.
  func indentUnit() -> String {
    var smallest = Int.max
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] == 0x20 { end += 1 }
      if end < bytes.count, bytes[end] == 0x09, end == start { return "\t" }
      if end > start, end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D {
        smallest = min(smallest, end - start)
      }
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      start = end + 1
    }
    return String(repeating: " ", count: smallest == .max ? 2 : smallest)
  }
}
