/// String, raw string and regex literals, and `#` words.
extension SwiftLexer {
  /// Scans from a `"` or `#`: a (raw) string, an extended regex `#/.../#`, or a word like `#if`.
  mutating func scanPoundOrString(start: Int, _ isLeftBound: Bool) -> Token {
    var index = start
    while index < bytes.count && bytes[index] == UInt8(ascii: "#") { index += 1 }
    let hashCount = index - start
    if index < bytes.count && bytes[index] == UInt8(ascii: "\"") {
      let isMultiline =
        index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
        && bytes[index + 2] == UInt8(ascii: "\"")
        && !closesOnItsLine(from: index + 3, hashCount: hashCount)
      let delimiter = StringDelimiter(isMultiline: isMultiline, hashCount: hashCount)
      return scanStringBody(delimiter, start: start, bodyStart: index + (isMultiline ? 3 : 1))
    }
    if hashCount > 0 && index < bytes.count && bytes[index] == UInt8(ascii: "/") {
      position = extendedRegexEnd(bodyStart: index + 1, hashCount: hashCount)
      return Token(kind: .literal, start: start, end: position, isLeftBound: isLeftBound)
    }
    if hashCount == 1 {
      while index < bytes.count && classes(of: bytes[index]).contains(.identifierBody) {
        index += 1
      }
    }
    position = index
    return Token(kind: .poundWord, start: start, end: index, isLeftBound: isLeftBound)
  }

  /// Scans string content up to the closing delimiter (a `.literal` token) or up to an
  /// interpolation (an `.interpolationOpen` token; the string resumes when it closes). Each
  /// token covers its stretch of the string from `start`, so a string's tokens tile it: the
  /// head and `\(` are the `.interpolationOpen`'s bytes, the tail the `.literal`'s.
  /// A single-line string that is not closed ends at the end of its line (`\n` or `\r`).
  mutating func scanStringBody(
    _ delimiter: StringDelimiter, start: Int, bodyStart: Int? = nil
  ) -> Token {
    let count = bytes.count
    let hashCount = delimiter.hashCount
    var index = bodyStart ?? start
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") && hashesFollow(index + 1, count: hashCount) {
        let escaped = index + 1 + hashCount
        if escaped < count && bytes[escaped] == UInt8(ascii: "(") {
          position = escaped + 1
          interpolations.append(Interpolation(string: delimiter, parenDepth: 0))
          return Token(
            kind: .interpolationOpen, start: start, end: position, isLeftBound: true)
        }
        // Skip the escaped byte so `\"` or `\\` never ends the string early; a newline after a
        // backslash is a line continuation in a multi-line string.
        index = escaped + 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        if !delimiter.isMultiline {
          if hashesFollow(index + 1, count: hashCount) {
            return literal(start: start, end: index + 1 + hashCount)
          }
        } else if index + 2 < count && bytes[index + 1] == UInt8(ascii: "\"")
          && bytes[index + 2] == UInt8(ascii: "\"") && hashesFollow(index + 3, count: hashCount)
        {
          return literal(start: start, end: index + 3 + hashCount)
        }
      } else if (byte == 0x0A || byte == 0x0D) && !delimiter.isMultiline {
        return literal(start: start, end: index)
      }
      index += 1
    }
    return literal(start: start, end: count)
  }

  /// Whether a raw string that opens with `#"""` (`hashCount` > 0) closes on its own line, from
  /// `start` (after the three quotes): then it is a single-line string whose text starts with two
  /// quotes (`#"""a"#`), as in Swift.
  private func closesOnItsLine(from start: Int, hashCount: Int) -> Bool {
    guard hashCount > 0 else { return false }
    if hashesFollow(start, count: hashCount) { return true }
    var index = start
    while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D {
      if bytes[index] == UInt8(ascii: "\"") && hashesFollow(index + 1, count: hashCount) {
        return true
      }
      index += 1
    }
    return false
  }

  private mutating func literal(start: Int, end: Int) -> Token {
    position = min(end, bytes.count)
    return Token(kind: .literal, start: start, end: position, isLeftBound: true)
  }

  @inline(__always)
  private func hashesFollow(_ index: Int, count hashCount: Int) -> Bool {
    if hashCount == 0 { return true }
    guard index + hashCount <= bytes.count else { return false }
    for offset in 0..<hashCount where bytes[index + offset] != UInt8(ascii: "#") { return false }
    return true
  }

  /// The end of `#/.../#` (any number of `#`). It may span lines only when the opening
  /// delimiter ends its line, as in Swift; otherwise it ends at the end of the line at the latest.
  private func extendedRegexEnd(bodyStart: Int, hashCount: Int) -> Int {
    let count = bytes.count
    let lineEnd = ByteSearch.lineEnd(in: bytes, from: bodyStart)
    let isMultiline =
      bodyStart < count
      && (bytes[bodyStart] == 0x0A || bytes[bodyStart] == 0x0D || isBlankToEndOfLine(bodyStart))
    let limit = isMultiline ? count : lineEnd
    var index = bodyStart
    while index < limit {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == UInt8(ascii: "/") && hashesFollow(index + 1, count: hashCount) {
        return index + 1 + hashCount
      }
      index += 1
    }
    return min(limit, count)
  }

  private func isBlankToEndOfLine(_ start: Int) -> Bool {
    var index = start
    while index < bytes.count && ByteTable.isHorizontalSpace(bytes[index]) { index += 1 }
    return index >= bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D
  }
}
