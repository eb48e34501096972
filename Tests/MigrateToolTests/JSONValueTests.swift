import Testing

@testable import MigrateToolCore

/// Parses `text` strictly (RFC 8259, no trailing commas).
private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
  try parse(Array(text.utf8))
}

private func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
  try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
    try JSONParser.parse(buffer)
  }
}

private func number(_ text: String) -> JSONValue { .number(JSONNumber(text: text)) }

@Suite("JSON parser")
struct JSONValueTests {
  @Test("a document with every kind of value parses to the same structure")
  func everyKind() throws {
    let value = try parse(
      #" { "s": "text", "n": -12.5e3, "t": true, "f": false, "z": null, "#
        + #""a": [1, "two", [], {}], "o": {"inner": [null]} } "#)
    #expect(
      value
        == .object(
          JSONObject([
            ("s", .string("text")), ("n", number("-12.5e3")), ("t", .bool(true)),
            ("f", .bool(false)), ("z", .null),
            ("a", .array([number("1"), .string("two"), .array([]), .object(JSONObject())])),
            ("o", .object(JSONObject([("inner", .array([.null]))]))),
          ])))
  }

  @Test("any value may be the top level, with RFC 8259 whitespace around it")
  func topLevelScalars() throws {
    #expect(try parse(" \t\r\n\"x\" \n") == .string("x"))
    #expect(try parse("42") == number("42"))
    #expect(try parse("null") == .null)
    #expect(try parse("[]") == .array([]))
    #expect(try parse("{ }") == .object(JSONObject()))
  }

  @Test("keys keep document order, and a repeated key keeps its first value, as JSONDecoder")
  func repeatedKeys() throws {
    let object = try #require(try parse(#"{"b": 1, "a": 2, "b": 3}"#).objectValue)
    #expect(object.keys == ["b", "a"])
    #expect(object["b"] == number("1"))
    #expect(object["missing"] == nil)
    // Past the linear-search limit the object indexes its keys; the rule stays the same.
    let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 99", "\"k39\": 99"]
    let large = try #require(try parse("{" + members.joined(separator: ", ") + "}").objectValue)
    #expect(large.keys == (0..<40).map { "k\($0)" })
    #expect(large["k7"] == number("7"))
    #expect(large["k39"] == number("39"))
  }

  @Test("every escape decodes, \\u0000 included")
  func escapes() throws {
    #expect(
      try parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\u0000""#)
        == .string("\"\\/\u{08}\u{0C}\n\r\tA\u{E9}\u{20AC}\u{0}"))
    #expect(try parse(#""plain, then \n escaped""#) == .string("plain, then \n escaped"))
  }

  @Test("a surrogate pair decodes to one scalar, in either case of hex digit")
  func surrogatePairs() throws {
    #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
    #expect(try parse(#""a\uD834\uDD1Eb""#) == .string("a\u{1D11E}b"))
  }

  @Test("raw UTF-8 in strings passes through")
  func rawUTF8() throws {
    #expect(try parse("\"é😀\\t中\"") == .string("é😀\t中"))
    #expect(try parse("{\"ключ\": \"значение\"}").objectValue?["ключ"] == .string("значение"))
  }

  @Test(
    "numbers keep their text",
    arguments: [
      "0", "-0", "7", "-12", "1.5", "-0.25", "1e3", "1E+2", "2.5e-3", "0.0e0",
      "123456789012345678901234567890",
    ])
  func numbers(text: String) throws {
    #expect(try parse(text) == number(text))
    #expect(try parse("[\(text)]") == .array([number(text)]))
  }

  @Test(
    "malformed input is an error with a reason and the byte offset, never a crash",
    arguments: [
      // Truncated and unterminated.
      ("", .unexpectedEnd, 0),
      ("   ", .unexpectedEnd, 3),
      (#"{"a": "#, .unexpectedEnd, 6),
      (#"{"a""#, .unexpectedEnd, 4),
      ("[1, 2", .unexpectedEnd, 5),
      (#""abc"#, .unexpectedEnd, 4),
      (#"["a\"#, .unexpectedEnd, 4),
      (#""\u12"#, .unexpectedEnd, 5),
      ("tru", .unexpectedEnd, 3),
      // Trailing commas (strict mode) and stray separators.
      ("[1,]", .unexpectedByte, 3),
      (#"{"a": 1,}"#, .unexpectedByte, 8),
      ("[,]", .unexpectedByte, 1),
      ("{,}", .unexpectedByte, 1),
      ("[1 2]", .unexpectedByte, 3),
      (#"{"a" 1}"#, .unexpectedByte, 5),
      ("{1: 2}", .unexpectedByte, 1),
      ("{'a': 1}", .unexpectedByte, 1),
      ("nulL", .unexpectedByte, 3),
      ("True", .unexpectedByte, 0),
      ("\u{0C}{}", .unexpectedByte, 0),
      // Trailing garbage.
      ("{} x", .trailingContent, 3),
      ("1 2", .trailingContent, 2),
      ("{}}", .trailingContent, 2),
      ("[]\u{0}", .trailingContent, 2),
      // Bad escapes.
      (#""\x""#, .invalidEscape, 1),
      (#""ab\'""#, .invalidEscape, 3),
      (#""\u12G4""#, .invalidEscape, 1),
      (#""\u12""#, .invalidEscape, 1),
      // Half a surrogate pair.
      (#""\ud800""#, .unpairedSurrogate, 1),
      (#""\udc00""#, .unpairedSurrogate, 1),
      (#""x\ud800\u0041""#, .unpairedSurrogate, 2),
      (#""\ud800\ud800""#, .unpairedSurrogate, 1),
      // Raw control characters in strings.
      ("\"a\tb\"", .controlCharacter, 2),
      ("\"a\nb\"", .controlCharacter, 2),
      ("\"\\n then \u{1F}\"", .controlCharacter, 9),
      // Numbers outside the grammar.
      ("01", .invalidNumber, 1),
      ("-01", .invalidNumber, 2),
      ("1.", .invalidNumber, 2),
      ("1.e3", .invalidNumber, 2),
      ("-", .invalidNumber, 1),
      ("-a", .invalidNumber, 1),
      ("1e", .invalidNumber, 2),
      ("1e+", .invalidNumber, 3),
      ("+1", .unexpectedByte, 0),
      (".5", .unexpectedByte, 0),
    ] as [(String, JSONSyntaxError.Reason, Int)])
  func malformed(text: String, reason: JSONSyntaxError.Reason, offset: Int) {
    #expect(throws: JSONSyntaxError(reason: reason, offset: offset)) { try parse(text) }
  }

  @Test("a string that is not valid UTF-8 is an error at the string's first byte")
  func invalidUTF8() {
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0x61, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
    ] {
      #expect(throws: JSONSyntaxError(reason: .invalidEncoding, offset: 1)) { try parse(bytes) }
    }
    // After an escape too: the bytes are checked wherever they are.
    #expect(throws: JSONSyntaxError(reason: .invalidEncoding, offset: 1)) {
      try parse([0x22, 0x5C, 0x6E, 0xFF, 0x22])
    }
  }

  @Test("512 nested arrays and objects parse; one more is an error at its bracket")
  func depthLimit() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(try parse(deepest) != .null)
    let mixed = String(repeating: #"{"a":["#, count: 256) + String(repeating: "]}", count: 256)
    #expect(try parse(mixed) != .null)
    #expect(throws: JSONSyntaxError(reason: .tooDeep, offset: 512)) {
      try parse(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
    }
    // The object counts: with it open, the 512th bracket is one too many.
    #expect(throws: JSONSyntaxError(reason: .tooDeep, offset: 5 + 511)) {
      try parse("{\"a\":" + String(repeating: "[", count: 600))
    }
  }

  @Test("a million open brackets are an error, not a stack overflow")
  func hostileNesting() {
    #expect(throws: JSONSyntaxError(reason: .tooDeep, offset: 512)) {
      try parse(String(repeating: "[", count: 1_000_000))
    }
  }

  @Test("with trailing commas allowed, one comma may close a container, and no more")
  func trailingCommas() throws {
    func lenient(_ text: String) throws(JSONSyntaxError) -> JSONValue {
      try JSONValue(document: Array(text.utf8), allowsTrailingCommas: true)
    }
    #expect(try lenient("[1, ]") == .array([number("1")]))
    #expect(
      try lenient(#"{"a": [true,], }"#) == .object(JSONObject([("a", .array([.bool(true)]))])))
    #expect(throws: JSONSyntaxError(reason: .unexpectedByte, offset: 1)) { try lenient("[,]") }
    #expect(throws: JSONSyntaxError(reason: .unexpectedByte, offset: 3)) { try lenient("[1,,]") }
    #expect(throws: JSONSyntaxError(reason: .unexpectedByte, offset: 1)) { try lenient("{,}") }
    #expect(throws: JSONSyntaxError(reason: .trailingContent, offset: 1)) { try lenient("1,") }
  }
}

@Suite("JSON documents: byte order marks and encodings, as JSONDecoder reads them")
struct JSONDocumentTests {
  let object = JSONValue.object(JSONObject([("a", .number(JSONNumber(text: "1")))]))

  @Test("a UTF-8 byte order mark is skipped once, and only at the very start")
  func utf8ByteOrderMark() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(try JSONValue(document: bom + Array(#"{"a": 1}"#.utf8)) == object)
    #expect(throws: JSONSyntaxError(reason: .unexpectedByte, offset: 0)) {
      try JSONValue(document: bom + bom + Array("{}".utf8))
    }
    #expect(throws: JSONSyntaxError(reason: .unexpectedByte, offset: 1)) {
      try JSONValue(document: Array(" ".utf8) + bom + Array("{}".utf8))
    }
    #expect(throws: JSONSyntaxError(reason: .unexpectedEnd, offset: 0)) {
      try JSONValue(document: bom)
    }
  }

  @Test("UTF-16 and UTF-32, with or without a byte order mark, convert to the same value")
  func wideEncodings() throws {
    let scalars = Array(#"{"a": 1}"#.unicodeScalars)
    let utf16 = scalars.map { UInt16($0.value) }
    let utf32 = scalars.map(\.value)
    func bytes<Unit: FixedWidthInteger>(_ units: [Unit], bigEndian: Bool) -> [UInt8] {
      units.flatMap { unit in
        let ordered = bigEndian ? unit.bigEndian : unit.littleEndian
        return withUnsafeBytes(of: ordered) { Array($0) }
      }
    }
    let documents: [[UInt8]] = [
      bytes(utf16, bigEndian: false), [0xFF, 0xFE] + bytes(utf16, bigEndian: false),
      bytes(utf16, bigEndian: true), [0xFE, 0xFF] + bytes(utf16, bigEndian: true),
      bytes(utf32, bigEndian: false), bytes(utf32, bigEndian: true),
      [0, 0, 0xFE, 0xFF] + bytes(utf32, bigEndian: true),
      // JSONDecoder's UTF-32 little-endian mark is FE FF 00 00 ...
      [0xFE, 0xFF, 0, 0] + bytes(utf32, bigEndian: false),
    ]
    for document in documents {
      #expect(try JSONValue(document: document) == object)
    }
    // ... and the real one, FF FE 00 00, reads as UTF-16 with a NUL first: not JSON, there or here.
    #expect(throws: JSONSyntaxError(reason: .unexpectedByte, offset: 0)) {
      try JSONValue(document: [0xFF, 0xFE, 0, 0] + bytes(utf32, bigEndian: false))
    }
    // A one-digit UTF-16 document has only two bytes.
    #expect(try JSONValue(document: [0x35, 0]) == .number(JSONNumber(text: "5")))
    #expect(try JSONValue(document: [0, 0x35]) == .number(JSONNumber(text: "5")))
  }

  @Test("UTF-16 that does not convert (a lone surrogate, an odd byte count) is an error")
  func invalidWideEncodings() {
    let loneSurrogate: [UInt8] = [0xFF, 0xFE, 0x22, 0, 0x00, 0xD8, 0x22, 0]
    #expect(throws: JSONSyntaxError(reason: .invalidEncoding, offset: 0)) {
      try JSONValue(document: loneSurrogate)
    }
    #expect(throws: JSONSyntaxError(reason: .invalidEncoding, offset: 0)) {
      try JSONValue(document: [0xFF, 0xFE, 0x7B, 0, 0x7D])
    }
  }
}

@Suite("JSON numbers as whole numbers, as JSONDecoder decodes an Int")
struct JSONNumberTests {
  @Test(
    "which numbers are whole numbers that fit Int",
    arguments: [
      // Plain digits must fit exactly.
      ("0", 0), ("-0", 0), ("250", 250),
      ("9223372036854775807", Int.max), ("9223372036854775808", nil),
      ("-9223372036854775808", Int.min), ("-9223372036854775809", nil),
      ("99999999999999999999", nil),
      // A fraction or exponent is read through Double, as JSONDecoder does.
      ("1.0", 1), ("1e3", 1000), ("1E+2", 100), ("-1e3", -1000), ("0.1e1", 1), ("-0.0", 0),
      ("1.5", nil), ("-1.5", nil), ("1e-2", nil), ("2.5e-0", nil), ("1e400", nil),
      ("1e-400", 0), ("1.0000000000000000001", 1),
      ("1e18", 1_000_000_000_000_000_000), ("1e19", nil),
      // Past 2^53 the written digits decide, once the Double fits Int.
      ("9007199254740993.0", 9_007_199_254_740_993),
      ("9007199254740993.5", 9_007_199_254_740_993),
      ("123456789012345678.0", 123_456_789_012_345_678),
      ("1.23456789012345678e17", 123_456_789_012_345_678),
      ("100000000000000000000e-2", 1_000_000_000_000_000_000),
      ("9223372036854775807.0", nil), ("-9223372036854775808.0", nil),
    ] as [(String, Int?)])
  func wholeNumber(text: String, expected: Int?) {
    #expect(JSONNumber(text: text).wholeNumber == expected)
  }
}
