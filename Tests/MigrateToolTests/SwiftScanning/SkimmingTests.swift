import Foundation
import Testing

@testable import SwiftScanning

/// The skimming scanner must report exactly what the exhaustive one reports, on every input:
/// the fixtures, generated Swift, and generated or mutated near-Swift (unbalanced braces,
/// unterminated strings and comments, directives that pair across blocks).
@Suite("Skimming agrees with the exhaustive scan")
struct SkimmingTests {
  static let exhaustive = AccessScanner(accessors: ["shared"], strategy: .exhaustive)
  /// The audit's own scanner.
  static let skimming = AccessScanner(accessors: ["shared"])
  /// One that tries every block, however close the next accessor, so that small sources
  /// exercise the skim too.
  static let eager = AccessScanner(accessors: ["shared"], strategy: .skimming(reach: 0))

  /// Whether the skimming scans of `source` report what the exhaustive one does.
  static func agree(_ source: [UInt8]) -> Bool {
    source.withUnsafeBufferPointer {
      let reference = exhaustive.scan($0)
      return skimming.scan($0) == reference && eager.scan($0) == reference
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
        #expect(Self.agree(Array(bytes[..<length])), "\(name), first \(length) bytes")
      }
    }
  }

  @Test("generated Swift, with the accesses anywhere in the file", arguments: 0..<8)
  func generatedSwift(batch: UInt64) {
    for seed in batch * 100..<(batch + 1) * 100 {
      var generator = SwiftSourceGenerator(seed: seed)
      let source = Array(generator.file().utf8)
      #expect(Self.agree(source), "seed \(seed):\n\(String(decoding: source, as: UTF8.self))")
    }
  }

  @Test("generated Swift with bytes cut out, duplicated or swapped", arguments: 0..<8)
  func mutatedSwift(batch: UInt64) {
    for seed in batch * 150..<(batch + 1) * 150 {
      var generator = SwiftSourceGenerator(seed: seed &+ 1_000_003)
      var source = Array(generator.file().utf8)
      generator.mutate(&source)
      #expect(
        Self.agree(source), "seed \(seed):\n\(String(decoding: source, as: UTF8.self))")
    }
  }

  @Test("random sequences of the constructs the lexer treats specially", arguments: 0..<8)
  func fragmentSoup(batch: UInt64) {
    for seed in batch * 500..<(batch + 1) * 500 {
      var generator = SwiftSourceGenerator(seed: seed &+ 7_000_001)
      let source = Array(generator.soup().utf8)
      #expect(Self.agree(source), "seed \(seed):\n\(String(decoding: source, as: UTF8.self))")
    }
  }
}

/// The block skim's contract, on the lexer alone: from a `{`, it stops at the `}` a full lex
/// matches with it, unless a conditional directive stands between or the block never closes.
@Suite("The block skim")
struct BlockSkimTests {
  @Test("it finds the brace a full lex matches, or declines", arguments: 0..<4)
  func matchingBrace(batch: UInt64) {
    for seed in batch * 100..<(batch + 1) * 100 {
      var generator = SwiftSourceGenerator(seed: seed &+ 3_000_017)
      let source = Array(generator.file().utf8)
      source.withUnsafeBufferPointer { bytes in
        // A full lex: each `{` with the lexer just after it, its matching `}`, and directives.
        var lexer = SwiftLexer(bytes: bytes)
        var opens: [(offset: Int, lexer: SwiftLexer)] = []
        var stack: [Int] = []
        var closes: [Int: Int] = [:]
        var directives: [Int] = []
        while true {
          let token = lexer.next()
          if token.kind == .endOfFile { break }
          switch token.kind {
          case .leftBrace:
            opens.append((token.start, lexer))
            stack.append(token.start)
          case .rightBrace:
            if let open = stack.popLast() { closes[open] = token.start }
          case .poundWord where ConditionalDirective(bytes, token) != nil:
            directives.append(token.start)
          default:
            break
          }
        }
        for (offset, atOpen) in opens {
          var skim = atOpen
          var stretch = SwiftLexer.SkimmedStretch()
          let skimmed = skim.skimBlock(barriers: [], from: 0, stretch: &stretch)
          let close = closes[offset]
          let crossesDirective = directives.contains { $0 > offset && $0 < (close ?? Int.max) }
          if let close, !crossesDirective {
            #expect(skimmed && skim.position == close, "seed \(seed), { at \(offset)")
          } else {
            #expect(!skimmed, "seed \(seed), { at \(offset)")
          }
        }
      }
    }
  }
}
