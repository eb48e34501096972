import SwiftDeclarations
import SwiftScanning

/// Reading a call at a site: its labels, its arguments, which client member takes it, where an
/// assigned expression ends.
extension FileMove {
  /// The argument labels of the call whose parentheses are at `open` and `close` (nil for none).
  func callLabels(open: Int, close: Int) -> [String?] {
    argumentStarts(open: open, close: close).map { start in
      source.kind(start) == .identifier && source.kind(start + 1) == .colon
        ? source.text(start) : nil
    }
  }

  /// The first token of each argument.
  func argumentStarts(open: Int, close: Int) -> [Int] {
    guard open + 1 < close else { return [] }
    var starts = [open + 1]
    var index = open + 1
    while index < close {
      if source.opensGroup(index) {
        index = source.skipGroup(index).next
        continue
      }
      if source.kind(index) == .comma { starts.append(index + 1) }
      index += 1
    }
    return starts
  }

  /// `(_:forKey:)` for a call's labels, nothing for a property.
  func signature(labels: [String?]?) -> String {
    labels.map { "(\($0.map { ($0 ?? "_") + ":" }.joined()))" } ?? ""
  }

  /// Each argument's expression as written, without its label.
  func argumentTexts(open: Int, close: Int) -> [String] {
    let starts = argumentStarts(open: open, close: close)
    return starts.enumerated().map { position, start in
      var first = start
      if source.kind(start) == .identifier, source.kind(start + 1) == .colon { first = start + 2 }
      let last = position + 1 < starts.count ? starts[position + 1] - 2 : close - 1
      guard first <= last else { return "" }
      return String(
        decoding: bytes[source.tokens[first].start..<source.tokens[last].end], as: UTF8.self)
    }
  }

  /// Edits that remove each argument's label: a closure takes none.
  func labelRemovals(open: Int, close: Int) -> [TextEdit] {
    argumentStarts(open: open, close: close).compactMap { start in
      guard source.kind(start) == .identifier, source.kind(start + 1) == .colon else { return nil }
      return TextEdit(source.tokens[start].start..<source.tokens[start + 2].start, "")
    }
  }

  /// Whether one of the client's methods named `name` takes these labels, in order, leaving out
  /// only parameters that have default values.
  func acceptsCall(method name: String, labels: [String?], trailingClosure: Bool) -> Bool {
    (client.methods[name] ?? []).contains { parameters in
      var remaining = labels[...]
      var unmatched: [DeclaredParameter] = []
      for parameter in parameters {
        if let label = remaining.first, label == parameter.label {
          remaining = remaining.dropFirst()
        } else {
          unmatched.append(parameter)
        }
      }
      guard remaining.isEmpty else { return false }
      let required = unmatched.filter { $0.defaultValue == nil }
      if trailingClosure { return required.count <= 1 }
      return required.isEmpty
    }
  }

  /// The last token of the expression that starts at `start`: up to the end of its statement
  /// (a `;`, the block's `}`, or a line that starts a new statement); nil when it is empty.
  func expressionEnd(from start: Int) -> Int? {
    var index = start
    var last: Int?
    while index < source.count {
      switch source.kind(index) {
      case .semicolon, .rightBrace, .rightParen, .rightBracket, .comma, .endOfFile:
        return last
      default:
        break
      }
      if let last, source.lineBreak(between: last, index), startsStatement(index) { return last }
      if source.opensGroup(index) {
        let next = source.skipGroup(index).next
        last = next - 1
        index = next
      } else {
        last = index
        index += 1
      }
    }
    return last
  }
}
