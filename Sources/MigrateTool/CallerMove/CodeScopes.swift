import SwiftDeclarations
import SwiftScanning

/// The brace blocks of one file and what each is the body of, so `move` knows, for any token,
/// which function it is in and which type holds that function.
///
/// What opens a block is read from the header before its `{`: the tokens since the last `{`,
/// `}`, `;` or `#if` line, attributes and modifiers skipped. It is as much of Swift's grammar
/// as placing a declaration needs.
package struct CodeScopes {
  /// What a `{ ... }` is the body of.
  package enum Kind: Equatable, Sendable {
    /// A class, struct, enum, actor, protocol or extension body.
    case type(TypeHeader)
    /// A `func`, `init`, `deinit` or `subscript` body; `isStatic` for `static`/`class` ones.
    case function(keyword: String, isStatic: Bool, returnsValue: Bool)
    /// A property's getter or accessor block (`var x: Int { ... }`, `get { }`, `didSet { }`);
    /// `returnsValue` for a getter.
    case accessor(isStatic: Bool, returnsValue: Bool)
    /// A closure.
    case closure
    /// An `if`, `for`, `switch`, `do`, ... body.
    case statement
  }

  /// A type's header: `final class Model: ObservableObject`.
  package struct TypeHeader: Equatable, Sendable {
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    package var keyword: String
    package var name: String
    /// The names in the inheritance clause.
    package var inherited: [String]
  }

  /// One block: the index of its `{` and `}` tokens, what it is, and the block around it.
  package struct Block: Sendable {
    package var open: Int
    package var close: Int
    package var kind: Kind
    /// Index in `blocks` of the enclosing block, nil at file level.
    package var parent: Int?
    /// The first token of its header (the `func`, its attributes included).
    package var headerStart: Int
  }

  package let source: SourceTokens
  package private(set) var blocks: [Block] = []
  /// For each token, the index in `blocks` of the innermost block that holds it.
  private var innermost: [Int?]

  package init(_ source: SourceTokens) {
    self.source = source
    innermost = Array(repeating: nil, count: source.count)
    var stack: [Int] = []
    var index = 0
    while index < source.count {
      innermost[index] = stack.last
      switch source.kind(index) {
      case .leftBrace:
        let (kind, headerStart) = classify(index)
        blocks.append(
          Block(
            open: index, close: source.count - 1, kind: kind, parent: stack.last,
            headerStart: headerStart))
        stack.append(blocks.count - 1)
      case .rightBrace:
        if let block = stack.popLast() {
          blocks[block].close = index
          innermost[index] = block
        }
      default:
        break
      }
      index += 1
    }
  }

  /// The innermost block that holds the token at `index`.
  package func block(holding index: Int) -> Int? {
    index < innermost.count ? innermost[index] : nil
  }

  /// The block whose `{` is the token at `index`, if it is one.
  package func block(openingAt index: Int) -> Int? {
    // Blocks are appended as their `{` is met, so they are in the order of their `{`.
    var low = 0
    var high = blocks.count
    while low < high {
      let middle = (low + high) / 2
      if blocks[middle].open < index { low = middle + 1 } else { high = middle }
    }
    return low < blocks.count && blocks[low].open == index ? low : nil
  }

  /// The blocks that hold the token at `index`, innermost first.
  package func enclosingBlocks(of index: Int) -> [Int] {
    var result: [Int] = []
    var current = block(holding: index)
    while let block = current {
      result.append(block)
      current = blocks[block].parent
    }
    return result
  }

  /// What the `{` at `index` opens, and where its header starts.
  private func classify(_ index: Int) -> (Kind, Int) {
    let previous = index - 1
    guard previous >= 0 else { return (.closure, index) }
    // A `{` after what expects an operand is a closure: `= {`, `({`, `, {`, `return {`, `in {`.
    switch source.kind(previous) {
    case .leftParen, .leftBracket, .comma, .colon, .interpolationOpen:
      return (.closure, index)
    case .operator:
      // Not after `->` or a postfix operator: a type's `?`, `!` or generic `>` (`-> String? {`,
      // `-> Box<Int> {`).
      if !source.is(previous, "->") && !source.isPostfixOperator(previous) {
        return (.closure, index)
      }
    default:
      break
    }
    var start = previous
    scan: while start >= 0 {
      switch source.kind(start) {
      case .leftBrace, .rightBrace, .semicolon:
        break scan
      case .rightParen, .rightBracket:
        start = source.groupStart(closingAt: start) - 1
      case .poundWord where isDirective(start):
        break scan
      default:
        start -= 1
      }
    }
    var first = start + 1
    // A `#if` line's condition is not part of the header after it.
    if start >= 0, source.kind(start) == .poundWord {
      while first < index, !source.lineBreak(between: first - 1, first) { first += 1 }
    }
    // The header is the last statement that begins before the brace: a line that starts with
    // neither a continuation (`.x`, `&& y`, `where`) nor after one (`a,`, `f(`, `x =`).
    var current = first + 1
    while current < index {
      if source.lineBreak(between: current - 1, current), !continues(current) {
        first = current
      }
      current = source.opensGroup(current) ? source.skipGroup(current).next : current + 1
    }
    return (kind(ofHeader: first, brace: index), first)
  }

  private func kind(ofHeader start: Int, brace: Int) -> Kind {
    var index = start
    var isStatic = false
    while index < brace {
      if source.kind(index) == .at {
        index += 2
        if index < brace, source.kind(index) == .leftParen, source.tokens[index].isLeftBound {
          index = source.skipGroup(index).next
        }
        continue
      }
      guard source.kind(index) == .identifier else { break }
      let word = source.text(index)
      if word == "class" {
        // `class func` and `class var` are static members; `class Name` is a type.
        guard index + 1 < brace, source.kind(index + 1) == .identifier,
          Keyword.declarationWords.contains(source.text(index + 1))
        else { break }
        isStatic = true
        index += 1
        continue
      }
      guard let keyword = Keyword(rawValue: word),
        keyword.isModifier || keyword.isContextualModifier
      else { break }
      if keyword == .static { isStatic = true }
      index += 1
      if index < brace, source.kind(index) == .leftParen, source.tokens[index].isLeftBound {
        index = source.skipGroup(index).next
      }
    }
    guard index < brace, source.kind(index) == .identifier else {
      return index == brace ? .statement : .closure
    }
    let word = source.text(index)
    switch word {
    case "class", "struct", "enum", "actor", "protocol", "extension":
      return .type(typeHeader(keyword: word, from: index + 1, brace: brace))
    case "func", "init", "deinit", "subscript":
      return .function(
        keyword: word, isStatic: isStatic, returnsValue: returnsValue(from: index, brace: brace))
    case "get", "_read":
      return .accessor(isStatic: isStatic, returnsValue: true)
    case "set", "willSet", "didSet", "_modify":
      return .accessor(isStatic: isStatic, returnsValue: false)
    case "var", "let":
      // `var x: Int {` is a computed property; `let x = y.map {` a closure in an initializer.
      let assigns = (index..<brace).contains {
        source.kind($0) == .operator && source.text($0) == "="
      }
      return assigns ? .closure : .accessor(isStatic: isStatic, returnsValue: true)
    case "if", "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer", "case",
      "default":
      return .statement
    default:
      return .closure
    }
  }

  /// Whether the header from `start` to `brace` declares a result other than `Void`: a `->`
  /// outside its parameter list (a parameter's own function type does not count).
  private func returnsValue(from start: Int, brace: Int) -> Bool {
    var index = start
    while index < brace {
      if source.opensGroup(index) {
        index = source.skipGroup(index).next
        continue
      }
      if source.is(index, "->") {
        let result = source.text(index + 1)
        let isVoid =
          result == "Void"
          || (source.kind(index + 1) == .leftParen && source.kind(index + 2) == .rightParen)
        return !isVoid
      }
      index += 1
    }
    return false
  }

  private func typeHeader(keyword: String, from start: Int, brace: Int) -> TypeHeader {
    var index = start
    var name = ""
    while index < brace, source.kind(index) == .identifier || source.kind(index) == .dot {
      name += source.text(index)
      index += 1
    }
    var inherited: [String] = []
    if let colon = (index..<brace).first(where: { source.kind($0) == .colon }) {
      var position = colon + 1
      while position < brace, !source.is(position, "where") {
        if source.kind(position) == .identifier { inherited.append(source.text(position)) }
        position += 1
      }
    }
    return TypeHeader(keyword: keyword, name: name, inherited: inherited)
  }

  /// Whether the token at `index`, first on its line, continues the statement of the line before.
  private func continues(_ index: Int) -> Bool {
    switch source.kind(index) {
    case .dot, .operator, .rightParen, .rightBracket, .colon, .comma: return true
    case .identifier where ["where", "throws", "rethrows", "async"].contains(source.text(index)):
      return true
    default: break
    }
    switch source.kind(index - 1) {
    case .comma, .leftParen, .leftBracket, .colon, .dot: return true
    // `a +` continues on the next line; a postfix `var x: Int?` or `Box<Int>` ends its line.
    case .operator: return !source.isPostfixOperator(index - 1)
    default: return false
    }
  }

  private func isDirective(_ index: Int) -> Bool {
    ["#if", "#elseif", "#else", "#endif"].contains(source.text(index))
  }
}
