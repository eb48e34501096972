import Testing

@testable import AuditReporters
@testable import SingletonAudit
@testable import SwiftScanning

/// The sixteen-bytes-a-turn searches agree with their byte-by-byte definitions, at every offset
/// and across chunk boundaries.
@Suite("Byte scanning")
struct ByteScanningTests {
  @Test("LaneMask reads the first set lane, and pops them all in order")
  func laneMask() {
    for lanes in [[0], [15], [7, 8], [3, 9, 12], Array(0..<16), [1, 2, 3, 14]] {
      var chunk = SIMD16<UInt8>(repeating: 0)
      for lane in lanes { chunk[lane] = 1 }
      var mask = LaneMask(chunk .== SIMD16(repeating: 1))
      #expect(mask.first == lanes.first)
      var popped: [Int] = []
      while let lane = mask.popFirst() { popped.append(lane) }
      #expect(popped == lanes)
      #expect(mask.popFirst() == nil)
    }
    var none = LaneMask(SIMD16<UInt8>(repeating: 0) .== SIMD16(repeating: 1))
    #expect(none.popFirst() == nil)
  }

  @Test("the skim's search stops exactly at the bytes the table marks, at every offset")
  func skimStopSearch() {
    var generator = SwiftSourceGenerator(seed: 42)
    for value in 0...255 {
      let byte = UInt8(value)
      let isStop = ByteTable.entries[value].contains(.skimStop)
      for _ in 0..<4 {
        // The byte at every distance from the chunk edges, in plain bytes.
        let length = 1 + generator.below(48)
        let at = generator.below(length)
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[at] = byte
        bytes.withUnsafeBufferPointer { buffer in
          let found = ByteTable.nextSkimStop(from: 0, in: buffer)
          #expect(found == (isStop ? at : length), "\(value)")
        }
      }
    }
  }

  @Test("every byte that starts a token a skim cannot see past is a skim stop")
  func skimStopsCoverTheLexer() {
    for value in 0...255 {
      // A skim passes a byte that is no stop as if it began no token that could hide a brace or
      // change the lexer's state: so lexed before `{}`, such a byte's token must end before the
      // brace, and leave the lexer in code with no interpolation open.
      let bytes: [UInt8] = [UInt8(ascii: "x"), UInt8(ascii: " "), UInt8(value), UInt8(ascii: "{")]
      bytes.withUnsafeBufferPointer { buffer in
        var lexer = SwiftLexer(bytes: buffer)
        _ = lexer.next()
        let token = lexer.next()
        guard !ByteTable.entries[value].contains(.skimStop), token.start == 2 else { return }
        #expect(token.end <= 3, "\(value)")
        #expect(lexer.interpolations.isEmpty, "\(value)")
        if case .inString = lexer.state { Issue.record("\(value) left the lexer in a string") }
      }
    }
  }

  @Test("the table's classes are their definitions, byte by byte")
  func classes() {
    for value in 0...255 {
      let byte = UInt8(value)
      let letter = (65...90).contains(value) || (97...122).contains(value)
      let nameStart = letter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
      #expect(ByteTable.isIdentifierStart(byte) == (nameStart || byte >= 0x80))
      #expect(ByteTable.isDigit(byte) == (48...57).contains(value))
      #expect(ByteTable.isOperator(byte) == "/=-+!*%<>&|^~?".utf8.contains(byte))
    }
  }

  @Test("ByteSearch.lineEnd finds the first line feed or carriage return, byte by byte's answer")
  func lineEnds() {
    var generator = SwiftSourceGenerator(seed: 11)
    for _ in 0..<200 {
      let length = generator.below(60)
      // Mostly plain bytes, so line ends sit at every distance from each other and from chunks.
      let special: [UInt8] = [0x0A, 0x0D, UInt8(ascii: "/"), 0x80]
      let bytes = (0..<length).map { _ -> UInt8 in
        generator.below(5) == 0 ? special[generator.below(special.count)] : UInt8(ascii: "a")
      }
      bytes.withUnsafeBufferPointer { buffer in
        for start in 0...length {
          let expected = (start..<length).first { buffer[$0] == 0x0A || buffer[$0] == 0x0D }
          #expect(
            ByteSearch.lineEnd(in: buffer, from: start) == expected ?? length,
            "\(bytes) from \(start)")
        }
      }
    }
  }

  @Test("ByteSearch compares a needle's two rarest bytes in Swift source first")
  func searchProbes() {
    func probes(_ word: String) -> [Int] {
      let bytes = Array(word.utf8)
      return bytes.withUnsafeBufferPointer {
        let (first, second) = ByteSearch.probes(of: $0)
        return [first, second]
      }
    }
    #expect(probes("shared") == [1, 5])  // `h` and `d`, not the common `s` and `e`
    #expect(probes("liveValue") == [2, 4])  // `v` and `V`
    #expect(probes("ab") == [0, 1])
    #expect(probes("a") == [0, 0])
    #expect(probes("") == [0, 0])
  }

  @Test("ByteSearch finds every occurrence of a needle, and the first from any start")
  func needleSearch() {
    var generator = SwiftSourceGenerator(seed: 5)
    // Needles that overlap themselves, of lengths 1 to 6, in a haystack of few letters, so that
    // occurrences and near misses sit at every distance from chunk edges. Their rarest bytes
    // (compared first) are at either end, in the middle, or the same byte.
    let words: [[UInt8]] = [
      "aab", "ab", "b", "abaab", "baaba", "live", "aaaaaa", "shared", "hash", "dash",
    ].map { Array($0.utf8) }
    let letters = Array("abab".utf8) + Array("live".utf8) + Array("shared".utf8) + [0x0A]
    // Up to 200 bytes: the search tests 64, then 16 bytes a turn, then one at a time.
    for _ in 0..<1_000 {
      let length = generator.below(200)
      let bytes = (0..<length).map { _ in letters[generator.below(letters.count)] }
      let needle = words[generator.below(words.count)]
      func occurs(at index: Int) -> Bool {
        index + needle.count <= length && Array(bytes[index..<index + needle.count]) == needle
      }
      let search = ByteSearch.Needle(needle)
      bytes.withUnsafeBufferPointer { buffer in
        var found: [Int] = []
        ByteSearch.occurrences(of: search, in: buffer, into: &found)
        #expect(found == (0..<length).filter { occurs(at: $0) }, "\(bytes) \(needle)")
        #expect(ByteSearch.contains(search, in: buffer) == !found.isEmpty)
        let start = generator.below(length + 1)
        #expect(
          ByteSearch.firstOccurrence(of: search, in: buffer, from: start)
            == (start..<length).first { occurs(at: $0) })
      }
    }
  }

  @Test("SourceLocator gives each offset's line and column, over short and long steps")
  func sourceLocator() {
    var generator = SwiftSourceGenerator(seed: 7)
    for withBOM in [false, true] {
      // Lines of every length ending in LF, CRLF or a lone CR; more than 255 sixteen-byte turns
      // between some offsets, so the lane counts are summed more than once.
      var bytes: [UInt8] = withBOM ? [0xEF, 0xBB, 0xBF] : []
      while bytes.count < 12_000 {
        bytes += Array(repeating: UInt8(ascii: "x"), count: generator.below(90))
        bytes += [[0x0A], [0x0D, 0x0A], [0x0D], [0x0A], [0x0A]][generator.below(5)]
      }
      var offsets: [Int] = []
      var offset = 0
      while offset < bytes.count {
        offsets.append(offset)
        offset += [1, 40, 255, 256, 300, 5_000][generator.below(6)]
      }
      offsets.append(bytes.count)
      bytes.withUnsafeBufferPointer { buffer in
        var locator = SourceLocator(bytes: buffer)
        for offset in offsets {
          // Swift's line breaks: LF, and CR unless an LF follows it (then the LF ends the line).
          var line = 1
          // A byte order mark counts in the first line's columns, as in swiftc's diagnostics.
          var lineStart = 0
          for index in 0..<offset {
            let isBreak =
              buffer[index] == 0x0A
              || (buffer[index] == 0x0D && (index + 1 == buffer.count || buffer[index + 1] != 0x0A))
            if isBreak {
              line += 1
              lineStart = index + 1
            }
          }
          let located = locator.locate(offset)
          #expect(located.line == line, "line at \(offset)")
          #expect(located.column == offset - lineStart + 1, "column at \(offset)")
        }
      }
    }
  }

  @Test("LineReader reads the lines SourceLocator counts, without their line breaks")
  func lineReader() {
    let bytes = Array("a\rb\r\nc\nd\r\re".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var lines = LineReader(bytes: buffer)
      #expect((1...7).map { lines.text(ofLine: $0) } == ["a", "b", "c", "d", "", "e", ""])
      var locator = SourceLocator(bytes: buffer)
      #expect(locator.locate(bytes.count - 1) == (6, 1))  // the `e`
    }
  }

  @Test("ByteBuffer appends pieces of every length exactly, across growth")
  func byteBufferAppends() {
    let buffer = ByteBuffer(capacity: 16)
    var expected: [UInt8] = []
    // Up to past 64 bytes: the longest piece copied inline, without a `memmove` call.
    for length in 0...80 {
      let piece = (0..<length).map { UInt8(truncatingIfNeeded: length &* 31 &+ $0) }
      piece.withUnsafeBufferPointer { buffer.append($0) }
      buffer.append(UInt8(ascii: "|"))
      expected += piece + [UInt8(ascii: "|")]
      #expect(Array(buffer.bytes) == expected, "after a piece of \(length) bytes")
    }
  }

  @Test("precedesInByteOrder is the order of the UTF-8 bytes, for small and large strings")
  func byteOrder() {
    let long = String(repeating: "Sources/Feature/", count: 3)
    let texts = [
      "", "a", "ab", "b", "z", "é", "e\u{301}", "Z", "Manager10", "Manager9",
      long, long + "a", long + "é", long + "z", "Sources/Feature", "Sources/Feature/Model.swift",
    ]
    for left in texts {
      for right in texts {
        let expected = Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
        #expect(left.precedesInByteOrder(right) == expected, "\(left) < \(right)")
      }
    }
  }
}
