/// The Swift keywords (and contextual keywords) that decide how tokens read: declarations,
/// modifiers, and the words after which an operand is expected. Everything else is a plain
/// identifier. The one table of Swift's words: the access scanner and the declaration reader both
/// read it.
package enum Keyword: String, CaseIterable, Sendable {
  case `static`, `class`, `let`, `var`, `struct`, `enum`, actor, `extension`, `protocol`
  case `public`, `private`, `fileprivate`, `internal`, open, package, final, override
  case nonisolated, lazy, dynamic, weak, unowned, required, convenience, mutating, nonmutating
  case indirect
  case optional, distributed, prefix, postfix, infix, consuming, borrowing, isolated
  case `func`
  case initializer = "init"
  case `deinit`, `subscript`, `case`, `typealias`, `import`
  case `associatedtype`, macro
  case `return`, `in`, `try`, await, `throw`, `where`, `if`, `guard`, `while`, `switch`, `else`
  case yield, `repeat`, `is`, `as`, `do`, `for`, `catch`, `defer`
  case `break`, `continue`, `default`, `fallthrough`, `inout`, `operator`, `precedencegroup`
  case `rethrows`, `throws`, `Any`, `true`, `false`, `nil`, `self`, `Self`, `super`
  /// `some P` and `any P` (named apart from `Optional.some`).
  case opaque = "some"
  case existential = "any"
  case unsafe

  /// Modifiers that may stand between `static` and `let`/`var`, or before a declaration, and are
  /// read as modifiers wherever they stand.
  package var isModifier: Bool {
    switch self {
    case .public, .private, .fileprivate, .internal, .open, .package, .final, .override,
      .nonisolated, .lazy, .dynamic, .weak, .unowned, .required, .convenience, .mutating,
      .nonmutating, .indirect, .static, .class:
      return true
    default:
      return false
    }
  }

  /// Modifiers only where a declaration is expected (`optional func`, `prefix func`,
  /// `consuming func`); anywhere else they are ordinary names (`optional.shared`), so the access
  /// scanner reads them as names.
  package var isContextualModifier: Bool {
    switch self {
    case .optional, .distributed, .prefix, .postfix, .infix, .consuming, .borrowing, .isolated:
      return true
    default:
      return false
    }
  }

  /// The access levels: `public`, `private`, ...
  package var isAccessLevel: Bool {
    switch self {
    case .public, .private, .fileprivate, .internal, .open, .package: return true
    default: return false
    }
  }

  /// What the declaration reader takes for a modifier: every modifier, contextual ones too.
  package static let declarationModifiers = Set(
    allCases.filter { $0.isModifier || $0.isContextualModifier }.map(\.rawValue))

  /// What the declaration reader takes to start a declaration at the start of a line.
  package static let declarationWords = declarationModifiers.union(
    allCases.filter { $0.startsDeclaration || $0 == .associatedtype || $0 == .macro }
      .map(\.rawValue))

  /// Words that begin a new declaration, ending the initializer of the one before.
  var startsDeclaration: Bool {
    switch self {
    case .let, .var, .struct, .enum, .actor, .extension, .protocol, .func, .initializer, .deinit,
      .subscript, .case, .typealias, .import:
      return true
    default:
      return isModifier
    }
  }

  /// Words whose statement or declaration has a body in braces: the `{` that follows at the
  /// same level is that body, not a closure.
  var opensBody: Bool {
    switch self {
    case .if, .guard, .while, .for, .switch, .do, .else, .repeat, .catch, .defer, .func,
      .initializer, .deinit, .subscript:
      return true
    default:
      return false
    }
  }

  /// Declarations whose parameter clause follows (`func f(x: T)`, `init(x: T)`, `subscript`).
  var hasParameters: Bool {
    switch self {
    case .func, .initializer, .subscript: return true
    default: return false
    }
  }

  /// Words after which an operand is expected: `.x` after them is an implicit member, and a `/`
  /// after them opens a regex literal.
  var expectsOperand: Bool {
    switch self {
    case .return, .case, .in, .try, .await, .unsafe, .throw, .where, .if, .guard, .while, .switch,
      .else,
      .yield, .repeat, .is, .as, .do, .let, .var:
      return true
    default:
      return false
    }
  }

  /// Whether the compiler's lexer reads the word as a keyword rather than an identifier
  /// (swift-syntax's `isLexerClassified`): what a `/` after it is depends on it.
  var isLexerClassified: Bool {
    switch self {
    case .actor, .open, .package, .final, .override, .nonisolated, .lazy, .dynamic, .weak,
      .unowned, .required, .convenience, .mutating, .nonmutating, .indirect, .optional,
      .distributed, .prefix, .postfix, .infix, .consuming, .borrowing, .isolated, .macro, .await,
      .yield, .opaque, .existential, .unsafe:
      return false
    default:
      return true
    }
  }

  /// Whether a lexer-classified keyword is itself an expression (`true`, `self`, `nil`, ...), so
  /// that what follows it is not an operand.
  var isExpression: Bool {
    switch self {
    case .true, .false, .Any, .nil, .self, .Self, .super: return true
    default: return false
    }
  }

  /// A keyword's spelling packed into two words, so look-up compares integers: no strings, no
  /// reference counting in the hot loop.
  struct PackedSpelling: Sendable {
    var head: UInt64
    var tail: UInt64
    var length: Int
    var keyword: Keyword
  }

  /// Every spelling in a small open-addressing hash table of packed spellings, so a look-up is a
  /// hash and (almost always) one comparison, touching no nested array or reference count.
  struct SpellingTable: Sendable {
    /// `slotCount` slots; an empty one has length 0.
    var slots: [PackedSpelling]
    static let slotCount = 256

    /// The slot where a search for this packed spelling starts.
    @inline(__always)
    static func slot(_ head: UInt64, _ tail: UInt64) -> Int {
      Int(truncatingIfNeeded: ((head ^ (tail &* 0x1F)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
  }

  static let spellingTable: SpellingTable = {
    let empty = PackedSpelling(head: 0, tail: 0, length: 0, keyword: .static)
    var table = SpellingTable(slots: Array(repeating: empty, count: SpellingTable.slotCount))
    for keyword in Keyword.allCases {
      let spelling = Array(keyword.rawValue.utf8)
      let (head, tail) = spelling.withUnsafeBufferPointer { pack($0, 0, $0.count) }
      var slot = SpellingTable.slot(head, tail)
      while table.slots[slot].length != 0 { slot = (slot + 1) % SpellingTable.slotCount }
      table.slots[slot] = PackedSpelling(
        head: head, tail: tail, length: spelling.count, keyword: keyword)
    }
    return table
  }()

  /// The first 8 bytes and the next 8 of `bytes[start..<end]`, little-endian, zero-padded; bytes
  /// past 16 are ignored (no keyword is longer).
  @inline(__always)
  static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> (UInt64, UInt64)
  {
    // Fast path: two unaligned 8-byte loads, masked to the word's length.
    if start + 16 <= bytes.count, let base = bytes.baseAddress {
      let word = UnsafeRawPointer(base + start)
      let length = end - start
      var head = UInt64(littleEndian: word.loadUnaligned(as: UInt64.self))
      var tail = UInt64(littleEndian: word.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      if length < 8 {
        head &= (1 << UInt64(8 * length)) &- 1
        tail = 0
      } else if length < 16 {
        tail &= (1 << UInt64(8 * (length - 8))) &- 1
      }
      return (head, tail)
    }
    var head: UInt64 = 0
    var tail: UInt64 = 0
    var index = start
    var shift: UInt64 = 0
    while index < end && index < start + 8 {
      head |= UInt64(bytes[index]) << shift
      shift += 8
      index += 1
    }
    shift = 0
    while index < end && index < start + 16 {
      tail |= UInt64(bytes[index]) << shift
      shift += 8
      index += 1
    }
    return (head, tail)
  }
}

extension Keyword.SpellingTable {
  /// The keyword spelled by `bytes[start..<end]`, if any. A method, so that the table is
  /// borrowed rather than copied (and its arrays retained) on every identifier.
  @inline(__always)
  func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
    let length = end - start
    guard length >= 2 && length <= 16 else { return nil }
    let first = bytes[start]
    // Every keyword starts with a lower-case letter, `S` or `A`.
    guard first >= UInt8(ascii: "a") || first == UInt8(ascii: "S") || first == UInt8(ascii: "A")
    else { return nil }
    let (head, tail) = Keyword.pack(bytes, start, end)
    return slots.withUnsafeBufferPointer { slots -> Keyword? in
      var slot = Self.slot(head, tail)
      while slots[slot].length != 0 {
        let candidate = slots[slot]
        if candidate.head == head && candidate.tail == tail && candidate.length == length {
          return candidate.keyword
        }
        slot = (slot + 1) & (Self.slotCount - 1)
      }
      return nil
    }
  }
}
