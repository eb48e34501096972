import SwiftDeclarations
import SwiftScanning

/// Reading a call at a site: its labels, its arguments, which client member takes it, where an
/// assigned expression ends.
extension FileMove {
  /// Each argument's expression as the file holds it, without its label: the bytes from after
  /// its `(`, `,` or label's `:` to its `,` or `)`, with the spaces and line breaks at both ends
  /// left out.
  func argumentTexts(open: Int, close: Int) -> [ArraySlice<UInt8>] {
    let starts = source.argumentStarts(open: open, close: close)
    return starts.enumerated().map { position, start in
      var first = source.tokens[start - 1].end
      if source.kind(start) == .identifier, source.kind(start + 1) == .colon {
        first = source.tokens[start + 1].end
      }
      let separator = position + 1 < starts.count ? starts[position + 1] - 1 : close
      var last = source.tokens[separator].start
      func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      }
      while first < last, isSpace(bytes[first]) { first += 1 }
      while last > first, isSpace(bytes[last - 1]) { last -= 1 }
      return bytes[first..<last]
    }
  }

  /// Edits that remove each argument's label: a closure takes none.
  func labelRemovals(open: Int, close: Int) -> [TextEdit] {
    source.argumentStarts(open: open, close: close).compactMap { start in
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

  /// What writes through the property read ending before `next`, if anything does: an
  /// assignment at the end of its postfix chain (`.table["k"] = 1`, `.count += 1` past a member)
  /// or a mutating method of the standard library's collections (`.items.append(x)`).
  func writeThroughProperty(from next: Int) -> String? {
    var index = next
    var lastMember: String?
    while index < source.count {
      switch source.kind(index) {
      case .leftBracket where source.tokens[index].isLeftBound:
        lastMember = nil
        index = source.skipGroup(index).next
      case .leftParen where source.tokens[index].isLeftBound:
        if let member = lastMember, Self.mutatingMethods.contains(member) {
          return "a call of '\(member)'"
        }
        lastMember = nil
        index = source.skipGroup(index).next
      case .dot where source.kind(index + 1) == .identifier:
        lastMember = source.text(index + 1)
        index += 2
      case .operator
      where source.isPostfixOperator(index)
        || source.tokens[index].isLeftBound
          && (source.is(index, "?") || source.is(index, "!")) && source.kind(index + 1) == .dot:
        index += 1
      case .operator:
        let text = source.text(index)
        let isAssignment =
          text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        // A plain `Foo.shared.name = v` is a setter's work, handled before.
        return isAssignment && index != next ? "a write" : nil
      default:
        if let member = lastMember, Self.mutatingMethods.contains(member),
          source.kind(index) == .leftBrace
        {
          return "a call of '\(member)'"
        }
        return nil
      }
    }
    return nil
  }

  /// Whether the chain that starts at `start` is an inout argument (`&Foo.shared.count`).
  func isInOutArgument(_ start: Int) -> Bool {
    start > 0 && source.is(start - 1, "&") && source.tokens[start].isLeftBound
  }

  /// The standard library's mutating methods of collections, strings and numbers: called on a
  /// copy, their change is lost.
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue",
    "removeSubrange", "popFirst", "popLast", "updateValue", "merge", "sort", "reverse",
    "shuffle", "toggle", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
    "replaceSubrange", "reserveCapacity", "swapAt", "negate", "update",
  ]
}
