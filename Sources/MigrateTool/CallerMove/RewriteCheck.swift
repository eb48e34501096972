import SwiftScanning

/// The lexer's check of a rewritten file, made before it is written: the edits do not overlap,
/// every token outside them (comments included) is still there, the same token at the same place
/// shifted by the edits before it, and the delimiters are no less balanced than they were. A
/// rewrite that fails it would break what it touches: it is the tool's bug, never the user's.
package enum RewriteCheck {
  /// What is wrong with a rewrite, and where in the original file.
  package struct Problem: Error, Sendable, Equatable {
    /// The byte offset in the original file where it shows.
    package var offset: Int
    package var message: String
  }

  /// The first problem of `new`, which `edits` made from `old`, or nil when there is none.
  package static func problem(old: [UInt8], new: [UInt8], edits: [TextEdit]) -> Problem? {
    let ordered = TextEdit.ordered(edits)
    for (earlier, edit) in zip(ordered, ordered.dropFirst())
    where edit.range.lowerBound < earlier.range.upperBound {
      return Problem(offset: edit.range.lowerBound, message: "two of its edits overlap")
    }
    let oldTokens = old.withUnsafeBufferPointer { SwiftLexer.allTokens(in: $0) }
    let newTokens = new.withUnsafeBufferPointer { SwiftLexer.allTokens(in: $0) }
    var editIndex = 0
    var delta = 0
    var newIndex = 0
    for token in oldTokens where token.kind != .endOfFile {
      // Edits that end at or before the token shift it; an insertion at its start comes first.
      while editIndex < ordered.count, ordered[editIndex].range.upperBound <= token.start {
        delta += ordered[editIndex].bytes.count - ordered[editIndex].range.count
        editIndex += 1
      }
      if touches(token, ordered[editIndex...]) { continue }
      let shifted = token.start + delta
      while newIndex < newTokens.count, newTokens[newIndex].start < shifted { newIndex += 1 }
      guard newIndex < newTokens.count, newTokens[newIndex].start == shifted,
        newTokens[newIndex].kind == token.kind,
        newTokens[newIndex].end - shifted == token.end - token.start
      else {
        return Problem(
          offset: token.start,
          message: "a token after an edit reads differently: " + describe(token.kind))
      }
    }
    if imbalance(of: newTokens) > imbalance(of: oldTokens) {
      let offset = ordered.first?.range.lowerBound ?? 0
      return Problem(offset: offset, message: "its brackets or braces no longer balance")
    }
    return nil
  }

  /// Whether an edit changes bytes of the token: a replacement that overlaps it, or an
  /// insertion strictly inside it.
  private static func touches(_ token: Token, _ edits: ArraySlice<TextEdit>) -> Bool {
    for edit in edits {
      if edit.range.lowerBound >= token.end { return false }
      if edit.range.isEmpty {
        if edit.range.lowerBound > token.start { return true }
      } else if edit.range.upperBound > token.start {
        return true
      }
    }
    return false
  }

  /// Unclosed openers plus closers that close nothing (or the wrong kind).
  private static func imbalance(of tokens: [Token]) -> Int {
    var stack: [TokenKind] = []
    var stray = 0
    for token in tokens {
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
        stack.append(token.kind)
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
        let opener: TokenKind =
          switch token.kind {
          case .rightParen: .leftParen
          case .rightBracket: .leftBracket
          case .rightBrace: .leftBrace
          default: .interpolationOpen
          }
        if stack.last == opener { stack.removeLast() } else { stray += 1 }
      default:
        break
      }
    }
    return stack.count + stray
  }

  private static func describe(_ kind: TokenKind) -> String {
    switch kind {
    case .literal, .interpolationOpen, .interpolationClose: "a string or number literal changed"
    case .comment: "a comment changed"
    default: "the code's tokens changed"
    }
  }
}
