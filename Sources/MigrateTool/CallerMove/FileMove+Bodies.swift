import SwiftDeclarations
import SwiftScanning

/// The shape of a body a declaration goes into: where a closure's statements start, whether
/// its one expression gains `return`, where a statement starts.
extension FileMove {
  /// The first token of a block's body: after a closure's signature (`[weak self] a, b in`, up
  /// to its `in`), else after the `{`.
  func bodyStart(of block: Int) -> Int {
    let open = scopes.blocks[block].open
    guard case .closure = scopes.blocks[block].kind else { return open + 1 }
    let close = scopes.blocks[block].close
    var index = open + 1
    while index < close {
      switch source.kind(index) {
      case .leftParen, .leftBracket:
        index = source.skipGroup(index).next
        continue
      case .identifier:
        if source.is(index, "in") { return index + 1 }
        // A signature holds names and types, `async`, `throws`; a statement word means a body.
        if let keyword = Keyword(rawValue: source.text(index)),
          ![.throws, .rethrows, .inout, .opaque, .existential].contains(keyword)
        {
          return open + 1
        }
      case .comma, .colon, .dot, .at:
        break
      case .operator
      where ["->", "...", "&"].contains(source.text(index))
        // Generic arguments and optionals, lexed as one operator: `<`, `>?`, `>>!`.
        || source.text(index).allSatisfy({ "<>?!".contains($0) }):
        break
      default:
        return open + 1
      }
      index += 1
    }
    return open + 1
  }

  /// Whether a closure whose body is one expression gives that expression's value (a `map`'s,
  /// a `Task`'s, one called where it is written), which gains `return` once a declaration stands
  /// before it; not one the callee takes as `() -> Void` (`async`, `forEach`, `sink`), nor an
  /// assignment.
  func returnsItsExpression(closure block: Int) -> Bool {
    let open = scopes.blocks[block].open
    let close = scopes.blocks[block].close
    var index = bodyStart(of: block)
    while index < close {
      if source.kind(index) == .operator, source.text(index).hasSuffix("="),
        !["==", "!=", "<=", ">=", "===", "!=="].contains(source.text(index))
      {
        return false
      }
      index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
    }
    // The callee's name: before the `{` (a trailing closure) or before the call's `(`.
    var callee = open - 1
    if source.kind(callee) == .rightParen {
      callee = source.groupStart(closingAt: callee) - 1
    } else if source.kind(callee) == .leftParen || source.kind(callee) == .colon
      || source.kind(callee) == .comma
    {
      var depth = 0
      while callee > 0 {
        if source.kind(callee) == .rightParen { depth += 1 }
        if source.kind(callee) == .leftParen {
          if depth == 0 { break }
          depth -= 1
        }
        callee -= 1
      }
      callee -= 1
    }
    let voidTaking: Set = [
      "async", "asyncAfter", "sync", "forEach", "sink", "onAppear", "onDisappear", "onReceive",
      "onChange", "onTapGesture", "addAction", "perform", "then", "defer", "execute",
      "scheduledTimer", "addObserver", "onComplete", "completion",
    ]
    return !voidTaking.contains(source.text(callee))
  }

  /// Whether the block's body is one expression (an implicit return), which gains `return` once
  /// a declaration stands before it.
  func isSingleExpression(_ block: Int) -> Bool {
    let close = scopes.blocks[block].close
    let first = bodyStart(of: block)
    guard first < close else { return false }
    // A statement keyword starts no expression, but `try`, `await`, and `if`/`switch`, which are
    // expressions when they are a body's only statement.
    if source.kind(first) == .identifier, let keyword = Keyword(rawValue: source.text(first)),
      ![.try, .await, .if, .switch].contains(keyword)
    {
      return false
    }
    if source.is(first, "_") || source.is(first, "fatalError") { return false }
    // An `if` or `switch` whose branches `return` is a statement, not an expression.
    if source.is(first, "if") || source.is(first, "switch"),
      (first..<close).contains(where: { source.is($0, "return") })
    {
      return false
    }
    var index = first + 1
    while index < close {
      if source.kind(index) == .semicolon { return false }
      if source.lineBreak(between: index - 1, index), startsStatement(index) { return false }
      index = source.opensGroup(index) ? source.skipGroup(index).next : index + 1
    }
    return true
  }

  /// Whether the token at `index`, first on its line, starts a statement of its own.
  func startsStatement(_ index: Int) -> Bool {
    switch source.kind(index) {
    case .dot, .operator, .rightParen, .rightBracket, .rightBrace, .colon, .comma: return false
    default: break
    }
    switch source.kind(index - 1) {
    case .comma, .leftParen, .leftBracket, .colon, .dot: return false
    case .operator: return source.isPostfixOperator(index - 1)
    default: return true
    }
  }
}
