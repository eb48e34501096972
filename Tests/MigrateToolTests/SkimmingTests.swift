import Foundation
import Testing

@testable import MigrateToolCore

/// The skimming scanner must report exactly what the exhaustive one reports, on every input:
/// the fixtures, generated Swift, and generated or mutated near-Swift (unbalanced braces,
/// unterminated strings and comments, directives that pair across blocks).
@Suite("Skimming agrees with the exhaustive scan")
struct SkimmingTests {
  static let exhaustive = AccessScanner(accessors: ["shared"], strategy: .exhaustive)
  /// Every skim tried, so that small sources exercise them all.
  static let skimming = AccessScanner(
    accessors: ["shared"], strategy: .skimming, skimThresholds: .eager)
  /// The audit's own scanner, which declines skims that would stop at a nearby accessor.
  static let auditScanner = AccessScanner(accessors: ["shared"])

  /// The scans of `source`, and what the eager skimming one saved: they agree when both
  /// skimming scans report what the exhaustive one does.
  static func compare(_ source: [UInt8]) -> (
    agree: Bool, statistics: AccessScanner.Statistics
  ) {
    source.withUnsafeBufferPointer { bytes in
      let reference = exhaustive.scan(bytes)
      let (scan, statistics) = skimming.scanWithStatistics(bytes)
      return (scan == reference && auditScanner.scan(bytes) == reference, statistics)
    }
  }

  @Test("every fixture, and every prefix of it")
  func fixtures() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory)
      .filter { $0.hasSuffix(".swift") }
    #expect(names.count >= 14)
    for name in names {
      let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: fixturesDirectory + "/" + name)))
      for length in stride(from: 0, through: bytes.count, by: 7) + [bytes.count] {
        #expect(Self.compare(Array(bytes[..<length])).agree, "\(name), first \(length) bytes")
      }
    }
  }

  @Test("generated Swift, with the accesses anywhere in the file", arguments: 0..<8)
  func generatedSwift(batch: UInt64) {
    var statistics = AccessScanner.Statistics()
    for seed in batch * 100..<(batch + 1) * 100 {
      var generator = SwiftSourceGenerator(seed: seed)
      let source = Array(generator.file().utf8)
      let (agree, saved) = Self.compare(source)
      #expect(agree, "seed \(seed):\n\(String(decoding: source, as: UTF8.self))")
      statistics.skimmedBlocks += saved.skimmedBlocks
      statistics.unreadBytes += saved.unreadBytes
    }
    // The generator writes many blocks without an access: if none were skimmed, this suite
    // would compare the exhaustive scan with itself.
    #expect(statistics.skimmedBlocks > 100)
    #expect(statistics.unreadBytes > 0)
  }

  @Test("generated Swift with bytes cut out, duplicated or swapped", arguments: 0..<8)
  func mutatedSwift(batch: UInt64) {
    for seed in batch * 150..<(batch + 1) * 150 {
      var generator = SwiftSourceGenerator(seed: seed &+ 1_000_003)
      var source = Array(generator.file().utf8)
      generator.mutate(&source)
      #expect(
        Self.compare(source).agree, "seed \(seed):\n\(String(decoding: source, as: UTF8.self))")
    }
  }

  @Test("random sequences of the constructs the lexer treats specially", arguments: 0..<8)
  func fragmentSoup(batch: UInt64) {
    var skimmedBlocks = 0
    for seed in batch * 500..<(batch + 1) * 500 {
      var generator = SwiftSourceGenerator(seed: seed &+ 7_000_001)
      let source = Array(generator.soup().utf8)
      let (agree, statistics) = Self.compare(source)
      #expect(agree, "seed \(seed):\n\(String(decoding: source, as: UTF8.self))")
      skimmedBlocks += statistics.skimmedBlocks
    }
    #expect(skimmedBlocks > 100)
  }

  @Test(
    "members before the first access are passed, the rest read; quiet runs and blocks skimmed"
  )
  func whatIsSkimmed() {
    let source = """
      final class Model {
        func quiet() { let x = "{"; if x.isEmpty { print(x) } }
        func vivid() { let live = alive }
        func loud() { Foo.shared.run() }
        func after() { print(1) }
      }
      let model = Model.shared
      """
    let (agree, statistics) = Self.compare(Array(source.utf8))
    #expect(agree)
    // The skim of the class's body stops in `loud`, and the scan resumes after `vivid` (a
    // `live` inside a member's body ends with it, so it changes nothing outside). The run
    // before `loud`'s `{` is skimmed; `loud`'s body holds the access. After it, the rest of the
    // class's body is skimmed to its `}`, which the last access follows.
    let passed = [
      "\n  func quiet() { let x = \"{\"; if x.isEmpty { print(x) } }",
      "\n  func vivid() { let live = alive }",
    ]
    #expect(statistics.resumedBytes == passed.map(\.utf8.count).reduce(0, +))
    #expect(statistics.skimmedBlocks == 0)
    #expect(statistics.skimmedRuns == 1)
    #expect(statistics.skimmedTails == 1)
    let skimmed = ["\n  func loud() ", "\n  func after() { print(1) }\n"]
    #expect(statistics.skimmedBytes == skimmed.map(\.utf8.count).reduce(0, +))
  }

  @Test("a run that names a liveValue or live property is read in full", arguments: [
    "liveValue", "live",
  ])
  func liveRunsAreRead(_ name: String) {
    // The `{` of the closure ends a run that declares the property: its initializer goes on
    // past that brace, and makes the access inside it a bridge.
    let source = """
      struct Client {}
      extension Client: TestDependencyKey {
        func a() {}
        static let \(name) = Client(load: { Foo.shared.load() })
      }
      """
    let (agree, statistics) = Self.compare(Array(source.utf8))
    #expect(agree)
    // The skim of the extension's body gives up at the property; the scan resumes after `a`,
    // and reads the run that declares the property in full.
    #expect(statistics.resumedBytes == "\n  func a() {}".utf8.count)
    #expect(statistics.skimmedRuns == 0)
    #expect(findings(inSource: source) == ["4:\(36 + name.utf8.count) Foo type bridge"])
  }

  @Test("a nested type without an access is passed whole; a live initializer goes on past a block")
  func headersBeforeQuietBlocks() {
    // `Inner`'s header and body matter to nothing: the skim of the class's body passes both,
    // then gives up at `liveValue`, whose initializer goes on after its closure (a quiet block)
    // to an access that is therefore a bridge.
    let source = """
      final class Model {
        struct Inner: Codable { let x = 1 }
        static let liveValue = Model(load: { 1 }, save: Foo.shared.save)
      }
      """
    let bytes = Array(source.utf8)
    let (agree, statistics) = Self.compare(bytes)
    #expect(agree)
    #expect(statistics.resumedBytes == "\n  struct Inner: Codable { let x = 1 }".utf8.count)
    #expect(statistics.skimmedBlocks == 1)  // the closure
    #expect(findings(inSource: source) == ["3:55 Foo type bridge"])
  }

  @Test("a liveValue declared inside another's initializer leaves the outer one open")
  func nestedLiveProperties() {
    // Skimmed or not, `Inner`'s body changes nothing: the closure is still `liveValue`'s.
    let source = """
      extension Client {
        static let liveValue = Client(load: {
          struct Inner { static let liveValue = 1 }
          return Foo.shared.load()
        })
        func f() { Foo.shared.run() }
      }
      """
    #expect(Self.compare(Array(source.utf8)).agree)
    #expect(findings(inSource: source) == ["4:16 Foo type bridge", "6:18 Foo type use"])
  }

  /// Both skimming scanners report what the exhaustive one does on `source`, and resume at the
  /// end of its prefix `head`, having passed everything after its prefix `start`.
  static func expectBothResume(_ source: String, after head: String, from start: String) {
    let bytes = Array(source.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let reference = exhaustive.scan(buffer)
      for scanner in [skimming, auditScanner] {
        let (scan, statistics) = scanner.scanWithStatistics(buffer)
        #expect(scan == reference)
        #expect(statistics.resumedBytes == head.utf8.count - start.utf8.count)
      }
    }
  }

  @Test("a skim of a function body that stops at an access resumes after the last nested block")
  func resumesAfterNestedBlocks() {
    // The body's skim stops at `Foo.shared`; both scanners go on after the `}` before it
    // (which makes the receiver of the first access an expression), not from the body's `{`.
    let head =
      "func f(items: [Int]) {\n  let odds = items.filter { $0 % 2 == 1 }.count\n"
      + "  let total = items.reduce(0) { $0 + $1 }\n  let evens = items.filter { $0 % 2 == 0 }"
    let source = head + ".shared\n  Foo.shared.run()\n}\n"
    Self.expectBothResume(source, after: head, from: "func f(items: [Int]) {")
    #expect(findings(inSource: source) == ["4:44 (expr) expression use", "5:7 Foo type use"])
  }

  @Test(
    "statements in a function body that an access stops resume after the last bracket or string"
  )
  func runsResumeInCode() {
    // No nested block before the access: the body's skim resumes nowhere, and the skim of its
    // statements resumes after the `)` of `log(...)`, the last bracket before the access.
    let head = "func f(a: Int) {\n  let values = [a, 2, 3, 4, 5, 6, 7, 8]\n  log(\"a\", \"b\")"
    let source = head + "\n  Foo.shared.run()\n}\nlet x = 1\n"
    Self.expectBothResume(source, after: head, from: "func f(a: Int) {")
    #expect(findings(inSource: source) == ["4:7 Foo type use"])
  }

  @Test(
    "a skim does not resume past a type header, `static` or a conditional directive",
    arguments: [
      // Malformed, but read as a full read reads it: `static` is pending after `(set)`.
      "struct S {\n  func f() {\n    static private(set) var shared = 1\n  }\n}\n",
      "func f() {\n  let a = [1]; class B = (2)\n  Foo.shared.run()\n}\n",
      // The directive's branches, which the scanner must see.
      "func f() {\n  #if DEBUG\n  let a = { 1 }\n  #endif\n  let b = Foo.shared\n}\n",
    ])
  func noResumptionPastState(_ source: String) {
    let (agree, statistics) = Self.compare(Array(source.utf8))
    #expect(agree)
    #expect(statistics.resumedBytes == 0)
  }

  @Test("a type's body resumes with the bracket depth a full read has there")
  func typeBodyResumesWithBracketDepth() {
    // The last member's `}` before the property stands inside `[`: the scan resumes there with
    // that `[` open, and reads the property (whose initializer makes the access a bridge).
    let head = "struct S {\n  let handlers = [{ 1 }, { 2 }"
    let source = head + "\n  ]\n  static let liveValue = X(a: { 3 }, b: Foo.shared)\n}\n"
    let bytes = Array(source.utf8)
    let (agree, statistics) = Self.compare(bytes)
    #expect(agree)
    #expect(statistics.resumedBytes == head.utf8.count - "struct S {".utf8.count)
    #expect(findings(inSource: source) == ["4:45 Foo type bridge"])
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = SwiftLexer(bytes: buffer)
      while lexer.next().kind != .leftBrace {}
      var depth = 0
      var resume: SwiftLexer.BlockResumption?
      let barrier = bytes.count - "shared)\n}\n".utf8.count
      let skimmed = lexer.skimTypeBody(
        barriers: [barrier], from: 0, parenDepth: &depth, resume: &resume)
      #expect(!skimmed)
      #expect(resume?.position == head.utf8.count)
      #expect(resume?.parenDepth == 1)
      #expect(resume?.previous.kind == .rightBrace)
    }
    // Malformed code, where the depth decides: the property opens with `f(` still open, so the
    // `let` after `) (` ends it, and the access is a use, as a full read finds.
    let malformed =
      "struct S {\n  let x = f(a: { 1 }\n  static let liveValue = X ) ( let y = Foo.shared\n}\n"
    #expect(Self.compare(Array(malformed.utf8)).agree)
    #expect(findings(inSource: malformed) == ["3:44 Foo type use"])
  }

  @Test(
    "skims and resumptions do not pass a `live` property declared in interpolated code",
    arguments: [
      // Malformed, but read as a full read reads it: the property's initializer goes on past
      // the closure, and makes the access a bridge. A string the skim crosses in one go, and
      // one it reads token by token.
      "struct S {\n  let x = \"\\(static let liveValue = 1)\" + { 2 }() + Foo.shared\n}\n",
      "struct S {\n  let x = \"\\(static let liveValue = [1])\" + { 2 }() + Foo.shared\n}\n",
    ])
  func noResumptionPastInterpolatedLiveProperties(_ source: String) {
    #expect(Self.compare(Array(source.utf8)).agree)
    #expect(findings(inSource: source).last?.hasSuffix("Foo type bridge") == true)
  }

  @Test("the audit's scanner does not try a skim that an accessor close ahead would likely stop")
  func nearAccessorsDeclineSkims() {
    // `f`'s body holds an accessor, but in a comment: the eager scan skims the body; the audit's
    // scanner, seeing the accessor a few bytes on, reads it token by token. Both find the same.
    let bytes = Array("func f() {\n  let x = 1 // Foo.shared\n}\nlet y = Foo.shared\n".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let eager = Self.skimming.scanWithStatistics(buffer)
      let audit = Self.auditScanner.scanWithStatistics(buffer)
      #expect(eager.statistics.skimmedBlocks == 1)
      #expect(audit.statistics.skimmedBlocks == 0)
      #expect(eager.scan == audit.scan)
      #expect(audit.scan.accesses.map(\.receiver) == ["Foo"])
    }
  }

  @Test("a run that spells a type or extension header is read in full")
  func headersAreRead() {
    let source = """
      func a() {}
      extension Client: DependencyKey { static let liveValue = Client(Foo.shared) }
      """
    let (agree, statistics) = Self.compare(Array(source.utf8))
    #expect(agree)
    #expect(statistics.skimmedRuns == 0)
    #expect(findings(inSource: source) == ["2:69 Foo type bridge"])
  }

  @Test(
    "a string a skim crosses in one go ends where the token-by-token scan ends it",
    arguments: [
      #""plain" x"#, #""" x"#, #""esc \" \\ \n" x"#, #""a \(b) c \(d.e(f, (g))) h" x"#,
      #""x\(1 + 2)" x"#, "\"line \\\ncontinued\" x", #""shared \(a) shared" x"#,
    ])
  func quickStrings(_ source: String) {
    let bytes = Array(source.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      // The full scan: tokens up to the end of the literal that closes the string.
      var lexer = SwiftLexer(bytes: buffer)
      var end = 0
      while true {
        let token = lexer.next()
        if token.kind == .literal && lexer.interpolations.isEmpty && lexer.resumingString == nil {
          end = token.end
          break
        }
      }
      // Barriers: one in the text at offset 1 (passed over) and one after the string (kept).
      let barriers = [1, bytes.count]
      let quick = SwiftLexer(bytes: buffer).quickStringEnd(
        from: 0, barriers: barriers, barrierIndex: 0)
      #expect(quick?.end == end)
      #expect(quick?.barrierIndex == 1)
    }
  }

  @Test(
    "a string the quick crossing leaves to the token-by-token scan",
    arguments: [
      // Multi-line, unterminated, or interpolated code that is not plain.
      #"""" a """ x"#, "\"open\nx", "\"open", #""\(f { 1 })""#, #""\(a["k"])""#,
      #""\(a[0])""#, #""\(x // c\n)""#, #""\(#line)""#, #""\(`x`)""#, "\"\\(a\n)\"",
      #""\(a"#,
    ])
  func declinedStrings(_ source: String) {
    let bytes = Array(source.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(SwiftLexer(bytes: buffer).quickStringEnd(from: 0, barriers: [], barrierIndex: 0) == nil)
    }
  }

  @Test("a barrier in interpolated code stops the quick crossing")
  func barrierInInterpolation() {
    let bytes = Array(#""a \(Foo.shared) b""#.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let lexer = SwiftLexer(bytes: buffer)
      #expect(lexer.quickStringEnd(from: 0, barriers: [10], barrierIndex: 0) == nil)
      // The same offset as text, before the interpolation, is passed over.
      #expect(lexer.quickStringEnd(from: 0, barriers: [2], barrierIndex: 0)?.end == bytes.count)
    }
  }

  @Test("nothing after the token that follows the last access is read")
  func unreadTail() {
    let tail = " later() { /* long */ }\n"
    let source = Array(("let a = Foo.shared\nfunc" + tail).utf8)
    let (agree, statistics) = Self.compare(source)
    #expect(agree)
    #expect(statistics.unreadBytes == tail.utf8.count)
  }
}

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
        text += "struct Client\(below(9)): \(pick(["DependencyKey", "Sendable", "TestDependencyKey"])) "
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
      case 0: text += "  \(pick(["static", "class", "public static"])) \(pick(["let", "var"])) "
        text += "\(pick(["shared", "sharedState", "live", "other"])) = \(expression(depth: depth))\n"
      case 1: text += "  #if DEBUG\n  func d() \(body(depth: depth + 1))\n  #else\n"
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
    case 5: return pick(["return .shared", "case .shared: break", "_ = \\Foo.shared", "y = z"])
    case 6: return "if c \(body(depth: depth + 1)) else \(body(depth: depth + 1))"
    case 7: return "items.map { item in \(statement(depth: depth + 1)) }"
    case 8: return "#if os(iOS)\n\(statement(depth: depth + 1))\n#else\n\(statement(depth: depth + 1))\n#endif"
    case 9: return "struct Inner: DependencyKey { static let liveValue = \(expression(depth: depth + 1)) }"
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
      "return", "case", "..<", "...", "?", "!", "@", "1", "1.5", "$0", "in", "é", "\r\n", "\r", "\t",
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
