import Testing

@testable import MigrateToolCore

@Suite("JSON object reader")
struct JSONObjectReaderTests {
  func reader(_ text: String) throws(JSONReadError) -> JSONObjectReader {
    try JSONObjectReader(document: Array(text.utf8))
  }

  @Test("reads each type, and a missing key or null as nil for the IfPresent reads")
  func reads() throws {
    let file = try reader(
      #"{"s": "x", "n": 1e3, "list": ["a", "b"], "none": null, "items": [{"k": "v"}]}"#)
    #expect(try file.string("s") == "x")
    #expect(try file.wholeNumber("n") == 1000)
    #expect(try file.stringsIfPresent("list") == ["a", "b"])
    #expect(try file.stringIfPresent("none") == nil)
    #expect(try file.wholeNumberIfPresent("absent") == nil)
    #expect(try file.objects("items").map { try $0.string("k") } == ["v"])
  }

  @Test(
    "each problem names the key path and reads as the decoder-based messages did",
    arguments: [
      (#"{"items": [{}, {"k": 1}]}"#, "'items[0].k' is missing"),
      (#"{"items": [{"k": "v"}, {"k": 1}]}"#, "'items[1].k' must be a string"),
      (#"{"items": [{"k": "v"}, {"k": null}]}"#, "'items[1].k' must be a string, not null"),
      (#"{"items": [null]}"#, "'items[0]' must be an object, not null"),
      (#"{"items": [[]]}"#, "'items[0]' must be an object"),
      (#"{"items": {}}"#, "'items' must be an array of strings"),
      (#"{"items": null}"#, "'items' must be an array of strings, not null"),
      (#"{}"#, "'items' is missing"),
      (#"{"items": [], "count": "3"}"#, "'count' must be a whole number"),
      (#"{"items": [], "count": 2.5}"#, "'count' must be a whole number"),
      (#"{"items": [], "list": ["a", 2]}"#, "'list[1]' must be a string"),
      (#"{"items": [], "list": [null]}"#, "'list[0]' must be a string, not null"),
      (#"{"items": [], "list": "a"}"#, "'list' must be an array of strings"),
      ("[]", "the top level must be an object"),
      ("null", "the top level must be an object, not null"),
      ("{", "it is not valid JSON"),
    ])
  func problems(json: String, problem: String) {
    let error = #expect(throws: JSONReadError.self) {
      let file = try reader(json)
      for item in try file.objects("items") { _ = try item.string("k") }
      _ = try file.wholeNumberIfPresent("count")
      _ = try file.stringsIfPresent("list")
    }
    #expect(error?.problem == problem)
  }

  @Test("unknown keys: the first in sorted order")
  func unknownKeys() throws {
    let file = try reader(#"{"zeta": 1, "known": 2, "Alpha": 3}"#)
    #expect(throws: JSONReadError.unknownKey("Alpha")) {
      try file.rejectUnknownKeys(known: ["known"])
    }
    #expect(JSONReadError.unknownKey("Alpha").problem == "unknown key 'Alpha'")
    try reader(#"{"known": 1}"#).rejectUnknownKeys(known: ["known"])
  }
}
