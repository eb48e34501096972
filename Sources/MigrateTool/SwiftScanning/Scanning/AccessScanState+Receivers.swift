#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Receivers: the dotted chain before an accessor, and what kind of base it is.
extension AccessScanState {
  /// Tracks the dotted identifier chain that ends at `token`.
  @inline(__always)
  mutating func extendChain(_ token: Token, keyword: Keyword?) {
    let range = token.start..<token.end
    if previous.kind == .dot {
      if beforeDot.kind == .identifier && !chainIsOperandKeyword {
        if chainTailCount < chainTail.count {
          chainTail[chainTailCount] = range
        } else {
          chainTail.append(range)
        }
        chainTailCount += 1
        return
      }
      chainBase = .other
    } else {
      chainBase = .plain
    }
    chainHead = range
    chainTailCount = 0
    chainIsOperandKeyword = keyword?.expectsOperand ?? false
  }

  /// Records an access to `names[accessor]` at `token`, which follows a `.`; runs before the
  /// chain is extended, so `chain` still ends just before the dot.
  mutating func recordAccess(_ token: Token, accessor: Int) {
    // A key path's component is no access, nor a type's name (`let x: [A.shared]`).
    if context.keyPaths.last == level || token.start < context.typeEnd { return }
    let receiver: String
    let kind: ReceiverKind
    var typeName: String?
    if beforeDot.kind == .identifier && !chainIsOperandKeyword {
      switch chainBase {
      case .other:
        (receiver, kind) = ("(expr)", .expression)
      case .plain:
        (receiver, kind, typeName) = plainReceiver()
      }
    } else if dotFollowsExpression() {
      (receiver, kind) = ("(expr)", .expression)
    } else {
      (receiver, kind) = ("", .implicit)
      if case .assigned(let name) = annotation { typeName = writtenType(name) }
    }
    let role: Role = scopes.isBridge || liveProperty != nil ? .bridge : .use
    let site = site
    result.accesses.append(
      FileScan.Access(
        offset: token.start, accessor: names[accessor], receiver: receiver, receiverKind: kind,
        role: role, typeName: typeName, site: site))
  }

  /// The receiver the chain spells, its kind, and for a type the type's name (`Self` names the
  /// enclosing type).
  // Inlined, as is `dotFollowsExpression`: as a call it copies the whole scanner state to pass
  // it, which costs more than the receiver.
  @_transparent
  private func plainReceiver() -> (String, ReceiverKind, typeName: String?) {
    let receiver: String
    let head = UnsafeBufferPointer(rebasing: bytes[chainHead])
    // `super.x` is a member of the superclass's part of `self`, `true.x` one of a literal: an
    // expression.
    if Self.spells(head, "super") || Self.spells(head, "true") || Self.spells(head, "false")
      || Self.spells(head, "nil")
    {
      return ("(expr)", .expression, nil)
    }
    if chainTailCount == 0 {
      // Most receivers are one name: the special ones told apart by their bytes, any other
      // decoded in place (short names need no allocation).
      if Self.spells(head, "self") { return ("self", .self, nil) }
      if Self.spells(head, "Self") { return ("Self", .type, scopes.typeName) }
      receiver = String(decoding: head, as: UTF8.self)
    } else {
      var text = Array(bytes[chainHead])
      for part in chainTail[..<chainTailCount] {
        // Each finding of a long chain (`Foo.shared.shared...`) holds its own receiver: the cap
        // keeps the report's memory linear in the number of findings.
        guard text.count + 1 + part.count <= Self.receiverByteLimit else {
          text.append(contentsOf: "...".utf8)
          break
        }
        text.append(UInt8(ascii: "."))
        text.append(contentsOf: bytes[part])
      }
      receiver = String(decoding: text, as: UTF8.self)
    }
    let first = bytes[(chainTailCount > 0 ? chainTail[chainTailCount - 1] : chainHead).lowerBound]
    let isUpperCase = first &- UInt8(ascii: "A") < 26
    return isUpperCase ? (receiver, .type, receiver) : (receiver, .instance, nil)
  }

  /// The type spelled in `range` (`Module.Theme`, `Self` resolved), without the spaces or
  /// line breaks a dotted name may hold.
  private func writtenType(_ range: Range<Int>) -> String? {
    let name = UnsafeBufferPointer(rebasing: bytes[range])
    if Self.spells(name, "Self") { return scopes.typeName }
    let spaced = name.contains { ByteTable.isHorizontalSpace($0) || $0 == 0x0A || $0 == 0x0D }
    guard spaced else { return String(decoding: name, as: UTF8.self) }
    return String(
      decoding: name.filter { !ByteTable.isHorizontalSpace($0) && $0 != 0x0A && $0 != 0x0D },
      as: UTF8.self)
  }

  /// Whether `dot`, right after a `}`, makes that `}` a trailing closure's in a condition: on
  /// the `}`'s line (swift-syntax's `atValidTrailingClosure`).
  func followsTrailingClosure(_ dot: Token) -> Bool {
    beforeDot.kind == .rightBrace && beforeDot.start == context.trailingClosureEnd
      && !ByteSearch.containsLineBreak(in: bytes, beforeDot.start..<dot.start)
  }

  /// The most bytes a receiver of more than one part spells: a longer chain keeps its first
  /// whole parts that fit and ends in `...` (its kind still follows its last part).
  static let receiverByteLimit = 1_024

  /// Whether the bytes just before `index` are the whole word `word` (`try` in `try?`).
  private static func follows(
    _ bytes: UnsafeBufferPointer<UInt8>, word: StaticString, at index: Int
  ) -> Bool {
    let start = index - word.utf8CodeUnitCount
    guard start >= 0,
      memcmp(bytes.baseAddress! + start, word.utf8Start, word.utf8CodeUnitCount) == 0
    else { return false }
    return start == 0 || !ByteTable.isIdentifierBody(bytes[start - 1])
  }

  /// Whether `name` is exactly `word`.
  @inline(__always)
  private static func spells(_ name: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    name.count == word.utf8CodeUnitCount
      && memcmp(name.baseAddress!, word.utf8Start, name.count) == 0
  }

  /// Whether the token before the dot ends an expression (`f().x`, `a[0].x`, `a?.x`,
  /// `Array<Int>.x`), as opposed to leaving an operand expected (`= .x`, `case .x`, `(.x`).
  @inline(__always)
  private func dotFollowsExpression() -> Bool {
    switch beforeDot.kind {
    case .rightParen, .rightBracket, .literal:
      return true
    case .rightBrace:
      // After a statement's or declaration's body, a new statement starts; after a trailing
      // closure in a condition, the condition goes on.
      return beforeDot.start != context.statementEnd || followsTrailingClosure(previous)
    case .poundWord:
      // After a conditional directive, a member of the expression before it (a postfix `#if`).
      return ConditionalDirective(bytes, beforeDot) == nil
    case .operator:
      // An operator bound on its left only is postfix (`x!.a`, `x?!.a`, `a+.b`, `B<Int>?.a`), and
      // the dot a member of its expression; except `try?` and `try!`, after which an operand
      // is expected (`try? .shared()`). After `(`, `[`, `{`, `,`, `;` or `:` an operator is
      // prefix (`f(-.a)`).
      guard beforeDot.isLeftBound, beforeDot.start > 0 else { return false }
      switch bytes[beforeDot.start - 1] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
        UInt8(ascii: ";"), UInt8(ascii: ":"):
        return false
      default:
        break
      }
      return !Self.follows(bytes, word: "try", at: beforeDot.start)
    default:
      return false
    }
  }
}
