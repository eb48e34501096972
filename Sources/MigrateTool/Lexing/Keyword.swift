#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The words the audit gives a meaning to. Everything else is a plain identifier.
enum Keyword: String, CaseIterable, Sendable {
  case `static`, `class`, `let`, `var`, `struct`, `enum`, actor, `extension`, `protocol`
  case liveValue, live, DependencyKey, TestDependencyKey
  case `public`, `private`, `fileprivate`, `internal`, open, package, final, override
  case nonisolated, lazy, dynamic, weak, unowned, required, convenience, mutating, nonmutating
  case indirect
  case `func`, initializer = "init", `deinit`, `subscript`, `case`, `typealias`, `import`
  case `return`, `in`, `try`, await, `throw`, `where`, `if`, `guard`, `while`, `switch`, `else`
  case yield, `repeat`, `is`, `as`, `do`
  case selfValue = "self", selfType = "Self", `super`

  /// Modifiers that may stand between `static` and `let`/`var`, or before a declaration.
  var isModifier: Bool {
    switch self {
    case .public, .private, .fileprivate, .internal, .open, .package, .final, .override,
      .nonisolated, .lazy, .dynamic, .weak, .unowned, .required, .convenience, .mutating,
      .nonmutating, .indirect, .static, .class:
      return true
    default:
      return false
    }
  }

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

  /// Words after which an operand is expected: `.x` after them is an implicit member, and a `/`
  /// after them opens a regex literal.
  var expectsOperand: Bool {
    switch self {
    case .return, .case, .in, .try, .await, .throw, .where, .if, .guard, .while, .switch, .else,
      .yield, .repeat, .is, .as, .do, .let, .var:
      return true
    default:
      return false
    }
  }

  /// The spelling of each keyword, indexed by length, for look-up without building strings.
  private static let spellingsByLength: [[(Keyword, [UInt8])]] = {
    var table = [[(Keyword, [UInt8])]](repeating: [], count: 18)
    for keyword in Keyword.allCases {
      let spelling = Array(keyword.rawValue.utf8)
      table[spelling.count].append((keyword, spelling))
    }
    return table
  }()

  /// The keyword spelled by `bytes[start..<end]`, if any.
  static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
    let length = end - start
    guard length >= 2 && length < 18, let base = bytes.baseAddress else { return nil }
    let first = bytes[start]
    for (keyword, spelling) in spellingsByLength[length] where spelling[0] == first {
      let equal = spelling.withUnsafeBufferPointer {
        memcmp($0.baseAddress!, base + start, length) == 0
      }
      if equal { return keyword }
    }
    return nil
  }

  /// Whether the identifier `bytes[start..<end]` is a keyword after which an operand is expected.
  static func expectsOperand(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    classify(bytes, start, end)?.expectsOperand ?? false
  }
}
