import SwiftScanning

/// A file's code tokens (comments and stray bytes dropped) with their text, for the declaration
/// reader: random access and look-ahead, which the streaming lexer does not give.
package struct SourceTokens {
  package let bytes: [UInt8]
  package let tokens: [Token]
  /// The byte offset where each line starts, for 1-based line numbers. A line ends at LF, CR or
  /// CRLF, as the compiler counts them.
  package let lineStarts: [Int]
  /// The file's own line ending (its first one's: `\n`, `\r\n` or `\r`), for inserted lines.
  package let lineEnding: String

  package init(bytes: [UInt8]) {
    self.bytes = bytes
    tokens = bytes.withUnsafeBufferPointer { SwiftLexer.codeTokens(in: $0) }
    var starts = [0]
    var ending: String?
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x0A || byte == 0x0D {
        let isCRLF = byte == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A
        if ending == nil { ending = isCRLF ? "\r\n" : byte == 0x0D ? "\r" : "\n" }
        if isCRLF { offset += 1 }
        starts.append(offset + 1)
      }
      offset += 1
    }
    lineStarts = starts
    lineEnding = ending ?? "\n"
  }

  package var count: Int { tokens.count }

  /// The token at `index`, or the end of file before the first one and past the last one.
  package func kind(_ index: Int) -> TokenKind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .endOfFile
  }

  /// The source text of the token at `index` ("" outside the file).
  package func text(_ index: Int) -> String {
    guard index >= 0, index < tokens.count else { return "" }
    let token = tokens[index]
    return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// Whether the token at `index` is the identifier or operator `word`.
  package func `is`(_ index: Int, _ word: String) -> Bool {
    let kind = self.kind(index)
    guard kind == .identifier || kind == .operator else { return false }
    // Compared as bytes: most tokens differ in length, and none needs a String made for it.
    let token = tokens[index]
    let count = token.end - token.start
    guard count == word.utf8.count else { return false }
    var word = word
    return word.withUTF8 { expected in
      bytes.withUnsafeBufferPointer { source in
        for offset in 0..<count where source[token.start + offset] != expected[offset] {
          return false
        }
        return true
      }
    }
  }

  /// Tokens `start..<end` as one line of text: one space where the source had whitespace or a
  /// comment, none where it had none.
  package func joined(_ start: Int, _ end: Int) -> String {
    var text = ""
    guard start < min(end, tokens.count) else { return text }
    for index in start..<min(end, tokens.count) where tokens[index].kind != .endOfFile {
      if index > start && !tokens[index].isLeftBound { text += " " }
      text += self.text(index)
    }
    return text
  }

  /// The 1-based line of the token at `index`.
  package func line(_ index: Int) -> Int {
    line(ofOffset: index < tokens.count ? tokens[index].start : bytes.count)
  }

  /// The first byte of the line that holds the byte at `offset`.
  package func lineStart(ofOffset offset: Int) -> Int {
    lineStarts[line(ofOffset: offset) - 1]
  }

  /// The 1-based line of the byte at `offset`.
  package func line(ofOffset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }

  /// Whether a line break separates the tokens at `first` and `second`.
  package func lineBreak(between first: Int, _ second: Int) -> Bool {
    guard first >= 0, first < second, second < tokens.count else { return true }
    return bytes[tokens[first].end..<tokens[second].start].contains { $0 == 0x0A || $0 == 0x0D }
  }

  /// Whether the operator at `index` is postfix, as Swift reads one: nothing between it and the
  /// token before, space or a line break after (`Int?` and `Box<Int>` at the end of a line).
  package func isPostfixOperator(_ index: Int) -> Bool {
    guard kind(index) == .operator, tokens[index].isLeftBound else { return false }
    return index + 1 >= tokens.count || !tokens[index + 1].isLeftBound
  }

  /// Whether the token opens a group that `skipGroup` skips.
  package func opensGroup(_ index: Int) -> Bool {
    switch kind(index) {
    case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: return true
    default: return false
    }
  }

  /// The index after the group that opens at `index`; the end of file when it never closes
  /// (`closed` is then false). Mismatched closers count as closers: malformed input only ever
  /// ends a group early.
  package func skipGroup(_ index: Int) -> (next: Int, closed: Bool) {
    var depth = 0
    var current = index
    while current < tokens.count {
      switch tokens[current].kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
        depth -= 1
        if depth == 0 { return (current + 1, true) }
      case .endOfFile: return (current, false)
      default: break
      }
      current += 1
    }
    return (tokens.count - 1, false)
  }

  /// The index of the `(`, `[` or `{` that the closer at `index` closes (0 when none does):
  /// `skipGroup` backwards.
  package func groupStart(closingAt index: Int) -> Int {
    var depth = 0
    var current = index
    while current >= 0 {
      switch kind(current) {
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth += 1
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
        depth -= 1
        if depth == 0 { return current }
      default: break
      }
      current -= 1
    }
    return 0
  }

  /// The index after a generic clause that opens at `index` (an operator starting with `<`):
  /// angle brackets counted in operator tokens, `->` excluded; groups skipped whole.
  package func skipAngles(_ index: Int) -> Int {
    var depth = 0
    var current = index
    while current < tokens.count - 1 {
      if opensGroup(current) {
        current = skipGroup(current).next
        continue
      }
      if kind(current) == .operator {
        depth += angleBalance(text(current))
        if depth <= 0 { return current + 1 }
      } else if kind(current) == .leftBrace || kind(current) == .endOfFile {
        return current
      }
      current += 1
    }
    return current
  }

  /// How many angle brackets an operator opens (positive) or closes (negative); `->` is neither.
  package func angleBalance(_ operatorText: String) -> Int {
    var balance = 0
    var previous: Character = " "
    for character in operatorText {
      if character == "<" { balance += 1 }
      if character == ">" && previous != "-" { balance -= 1 }
      previous = character
    }
    return balance
  }
}

extension SourceTokens {
  /// The first token of each argument of the call whose `(` is at `open` and `)` at `close`.
  package func argumentStarts(open: Int, close: Int) -> [Int] {
    guard open + 1 < close else { return [] }
    var starts = [open + 1]
    var index = open + 1
    while index < close {
      if opensGroup(index) {
        index = skipGroup(index).next
        continue
      }
      if kind(index) == .comma { starts.append(index + 1) }
      index += 1
    }
    return starts
  }

  /// The labels of that call's arguments, nil for one without: `(forKey: k)` gives `["forKey"]`.
  package func callLabels(open: Int, close: Int) -> [String?] {
    argumentStarts(open: open, close: close).map { start in
      kind(start) == .identifier && kind(start + 1) == .colon ? text(start) : nil
    }
  }
}
