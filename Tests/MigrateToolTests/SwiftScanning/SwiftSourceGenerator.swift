import Foundation

/// Writes random Swift-like source from a seed (SplitMix64), so a failure names its seed.
struct SwiftSourceGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func pick(_ choices: [String]) -> String { choices[below(choices.count)] }

  /// A file of types, extensions and functions whose bodies mix every construct, with accesses
  /// in a few places only (so most blocks are quiet).
  mutating func file() -> String {
    var text = ""
    for _ in 0..<(1 + below(5)) {
      switch below(4) {
      case 0:
        text +=
          "struct Client\(below(9)): \(pick(["DependencyKey", "Sendable", "TestDependencyKey"])) "
        text += "{\n  static let \(pick(["liveValue", "live", "testValue", "shared"])) = "
        text += "Client(load: { \(statement(depth: 2)) })\n\(members(depth: 1))}\n"
      case 1:
        text += "extension \(pick(["A", "A.B", "UIApplication"])) {\n\(members(depth: 1))}\n"
      case 2:
        text += "\(pick(["final class", "enum", "actor", "protocol"])) T\(below(9)) "
        text += "{\n\(members(depth: 1))}\n"
      default:
        text += statement(depth: 0) + "\n"
      }
    }
    return text
  }

  private mutating func members(depth: Int) -> String {
    var text = ""
    for _ in 0..<(1 + below(4)) {
      switch below(5) {
      case 0:
        text += "  \(pick(["static", "class", "public static"])) \(pick(["let", "var"])) "
        text +=
          "\(pick(["shared", "sharedState", "live", "other"])) = \(expression(depth: depth))\n"
      case 1:
        text += "  #if DEBUG\n  func d() \(body(depth: depth + 1))\n  #else\n"
        text += "  func d() \(body(depth: depth + 1))\n  #endif\n"
      default: text += "  func f\(below(99))() \(body(depth: depth + 1))\n"
      }
    }
    return text
  }

  private mutating func body(depth: Int) -> String {
    var text = "{\n"
    for _ in 0..<(below(5)) { text += "    " + statement(depth: depth) + "\n" }
    return text + "  }"
  }

  private mutating func statement(depth: Int) -> String {
    switch below(depth > 4 ? 6 : 12) {
    case 0: return "let v = \(expression(depth: depth))"
    case 1: return "// \(pick(["Foo.shared", "a { b", "\"", "*/"]))"
    case 2: return "/* \(pick(["Foo.shared", "/* nested */", "}", "\""])) */"
    case 3:
      // Regex literals that hold braces and quotes, and divisions that look like them.
      let slashes = [
        "a / b / c", "/a+b/", "#/Foo\\.shared/#", "a/b/c", "x! / y", "/[{(\"]/", "#/[}]/#",
        "a /{/ b", "(a)/[{]/", "return /[{]/",
      ]
      return "x = " + pick(slashes)
    case 4: return "let s = \(string(depth: depth))"
    case 5:
      return pick([
        "return .shared", "case .shared: break", "_ = \\Foo.shared", "y = z", "_ = \\.a?.shared",
        "_ = \\.items[Foo.shared].b", "_ = t.0.1.shared", "let w: Foo.shared = x as? Foo.shared",
        "_ = #\"\"\"a\"#", "if c {\n}\n.shared", "x\n#if DEBUG\n.shared\n#endif",
      ])
    case 6: return "if c \(body(depth: depth + 1)) else \(body(depth: depth + 1))"
    case 7: return "items.map { item in \(statement(depth: depth + 1)) }"
    case 8:
      return
        "#if os(iOS)\n\(statement(depth: depth + 1))\n#else\n\(statement(depth: depth + 1))\n#endif"
    case 9:
      return
        "struct Inner: DependencyKey { static let liveValue = \(expression(depth: depth + 1)) }"
    case 10: return "let `shared` = \(expression(depth: depth))"
    default: return "call(\(expression(depth: depth)), [\(expression(depth: depth))])"
    }
  }

  private mutating func expression(depth: Int) -> String {
    switch below(depth > 4 ? 4 : 8) {
    case 0: return pick(["Foo.shared", "A.B.shared", "Self.shared", "self.shared", "f().shared"])
    case 1: return pick(["1", "1.5", "x", "$0", "a ?? b", "0..<n", "`class`"])
    case 2: return "Foo\n      .shared"
    case 3: return "value"
    case 4: return string(depth: depth)
    case 5: return "{ \(statement(depth: depth + 1)) }()"
    case 6: return "(\(expression(depth: depth + 1)))"
    default: return "[\(expression(depth: depth + 1)): \(expression(depth: depth + 1))]"
    }
  }

  private mutating func string(depth: Int) -> String {
    let inside = depth > 4 ? "x" : expression(depth: depth + 1)
    switch below(6) {
    case 0: return "\"text \\(\(inside)) Foo.shared { \""
    case 1: return "#\"raw \\(x) \\#(\(inside)) }\"#"
    case 2: return "\"\"\"\n  multi \\(\(inside)) \"\n  \"\"\""
    case 3: return "\"\\\\\" + \"\\\"{\""
    // A lone carriage return ends a single-line string: the rest of the line is code.
    case 4: return "\"open \r Foo.shared { } \"\""
    default: return "\"\""
    }
  }

  /// A random run of fragments that each mean something to the lexer, balanced or not.
  mutating func soup() -> String {
    let fragments = [
      "{", "}", "{", "}", "(", ")", "[", "]", " ", " ", "\n", "\n  ", ".", "Foo", "self", "Self",
      "x", "\"", "\"\"\"", "\"\"\"\n", "#\"",
      "\"#", "\\(", "\\#(", "#", "//", "/*", "*/", "/", " / ", "#/", "/#", "`", "\\", "#if A\n",
      "#else\n", "#elseif B\n", "#endif\n", "struct", "class", "enum", "extension", "protocol",
      "static", "let", "var", "func", "liveValue", "live", "DependencyKey", ":", " = ", ";", ",",
      "return", "case", "..<", "...", "?", "!", "@", "1", "1.5", "$0", "in", "é", "\r\n", "\r",
      "\t",
      "+", "*", "=", "a", "b", "c",
    ]
    // Accesses are rare and the runs sit in braces, so that blocks before the last access get
    // skimmed (when the run's own braces and strings leave them balanced).
    var text = ""
    for _ in 0..<(1 + below(6)) {
      text += "func f() { "
      for _ in 0..<(5 + below(40)) {
        text += below(40) == 0 ? pick(["shared", "Foo.shared", "sharedState"]) : pick(fragments)
        if below(3) == 0 { text += " " }
      }
      text += " }\n"
    }
    return text + pick([" Foo.shared", " .shared", "\nstatic let shared = 1", ""])
  }

  /// Cuts out, duplicates or swaps a few byte ranges.
  mutating func mutate(_ bytes: inout [UInt8]) {
    for _ in 0..<(1 + below(3)) where bytes.count > 2 {
      let start = below(bytes.count - 1)
      let end = min(bytes.count, start + 1 + below(40))
      let piece = Array(bytes[start..<end])
      switch below(3) {
      case 0: bytes.removeSubrange(start..<end)
      case 1: bytes.insert(contentsOf: piece, at: below(bytes.count))
      default:
        bytes.removeSubrange(start..<end)
        bytes.insert(contentsOf: piece, at: below(bytes.count + 1))
      }
    }
  }
}
