import Testing

@testable import AuditReporters
@testable import SingletonAudit

@Suite("ReportWriter")
struct ReportWriterTests {
  /// Counts around the chunk size (256) and a window of chunks (8 or more), and well past both.
  static let counts = [0, 1, 255, 256, 257, 2_047, 2_048, 2_049, 4_097, 10_000]

  @Test(
    "writeConcurrently writes every item once, in order, across chunks and windows",
    arguments: counts)
  func concurrentOrder(count: Int) {
    let expected = (0..<count).map { "item \($0)\n" }.joined()
    // A collecting writer, and one that hands small chunks to its sink as it goes.
    var collecting = ReportWriter.collecting()
    collecting.writeConcurrently(count: count) { range, out in
      for index in range { out.write("item \(index)\n") }
    }
    #expect(String(decoding: collecting.takeBytes(), as: UTF8.self) == expected)

    let sunk = Collected()
    var streaming = ReportWriter(flushThreshold: 1_000) { sunk.append($0) }
    streaming.writeConcurrently(count: count) { range, out in
      for index in range { out.write("item \(index)\n") }
    }
    streaming.flush()
    #expect(sunk.text == expected)
  }

  @Test("integers are written in decimal, as String(describing:) writes them")
  func integers() {
    var values = [0, 1, 9, 10, 99, 100, 999, 1_000, -1, -10, Int.max, Int.min, Int.max - 1]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, -power]
    }
    var generator = SystemRandomNumberGenerator()
    values += (0..<200).map { _ in Int.random(in: Int.min...Int.max, using: &generator) }
    var writer = ReportWriter.collecting(capacity: 16)
    for value in values {
      writer.write(value)
      writer.write(byte: UInt8(ascii: " "))
    }
    let expected = values.map { "\($0) " }.joined()
    #expect(String(decoding: writer.takeBytes(), as: UTF8.self) == expected)
  }

  @Test(
    "a JSON string escapes each byte that needs it, and only those, wherever it stands",
    arguments: 1...40)
  func jsonEscapesAtEveryPosition(length: Int) {
    // Texts from shorter than one 16-byte block to more than two (the last block overlapping the
    // one before), with one byte at each position: one that needs an escape, or one just beside
    // the rule (a space, `!`, `~`, the first byte of `é`) that must be copied as it is.
    let spellings: [UInt8: String] = [
      0x00: #"\u0000"#, 0x1F: #"\u001f"#, 0x0A: #"\n"#, 0x09: #"\t"#, 0x22: #"\""#,
      0x5C: #"\\"#, 0x7F: #"\u007f"#, 0x20: " ", 0x21: "!", 0x7E: "~", 0x23: "#", 0x5B: "[",
    ]
    for position in 0..<length {
      for (byte, spelling) in spellings {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[position] = byte
        let text = String(decoding: bytes, as: UTF8.self)
        let expected =
          "\"" + text.prefix(position) + spelling + text.dropFirst(position + 1) + "\""
        #expect(JSONText.quoted(text) == expected, "byte \(byte) at \(position) of \(length)")
      }
      let accented =
        String(repeating: "a", count: position) + "é" + String(repeating: "b", count: length)
      #expect(JSONText.quoted(accented) == "\"" + accented + "\"")
    }
  }

  @Test("text and xcode reports name each file once, when a chunk starts inside a file or at one")
  func fileHeadersAcrossChunks() {
    // 300 findings in a, then 212 in b (b's first one starts the third chunk), then 1 in c.
    func findings(_ file: String, _ count: Int) -> [Finding] {
      (1...count).map {
        Finding(
          file: file, line: $0, column: 1, accessor: "shared", receiver: "Foo",
          receiverKind: .type, role: .use, declared: false)
      }
    }
    let files = [findings("a", 300), findings("b", 212), findings("c", 1)]
    let sample = AuditReport(
      accessors: ["shared"], filesScanned: 3, bytesScanned: 0, findings: FindingList(files: files),
      singletons: [], errors: [])
    let text = TextReporter().render(sample)
    let expected = files.map { file in
      file[0].file + "\n"
        + file.map { "  \($0.line):1  Foo.shared  (type, use, undeclared)\n" }.joined()
    }.joined()
    #expect(text.hasSuffix("Findings (513):\n" + expected))

    let xcode = XcodeReporter().render(sample).split(separator: "\n")
    #expect(xcode.count == 513)
    #expect(xcode[300].hasPrefix("b:1:1: warning:"))
    #expect(xcode[512].hasPrefix("c:1:1: warning:"))
  }
}

/// What a sink was handed, in order.
private final class Collected: @unchecked Sendable {
  // Safe: `ReportWriter` calls its sink from the writing thread only, one call at a time.
  private var bytes: [UInt8] = []

  func append(_ chunk: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: chunk) }

  var text: String { String(decoding: bytes, as: UTF8.self) }
}
