import Foundation
import Testing

@testable import CallerMove
@testable import SwiftScanning

/// The compiler's parser as referee: every audit fixture and generated corpus file that parses
/// still parses after its `Foo` and `Bar` callers move, and no use is left but the ones move
/// marked or listed.
@Suite("move: the compiler's parser agrees")
struct MoveRefereeTests {
  /// The audit's fixtures, and the generated files of the parser corpus (as paths relative to
  /// the fixtures' folder).
  static let fixtures: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory)) ?? []
    let corpus = fixturesDirectory + "/../ParserCorpus"
    let generated = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
      + generated.filter { $0.hasSuffix(".swift") }.sorted().map { "../ParserCorpus/" + $0 }
  }()

  @Test("each fixture that parses parses after the move", arguments: fixtures)
  func parsesAfterMove(name: String) throws {
    let original = try Array(Data(contentsOf: URL(fileURLWithPath: fixturesDirectory + "/" + name)))
    guard try parses(original) else { return }  // Some fixtures are malformed on purpose.
    var bytes = original
    for type in ["Foo", "Bar"] {
      let request = MoveRequest(
        typeName: type, accessor: "shared", keyPath: type.lowercased(), propertyName: nil)
      // A client with every member the file reaches through the singleton, as a value.
      let client = ClientEndpoints(
        typeName: type + "Client", location: "", values: members(in: bytes, after: type))
      let scanner = AccessScanner(accessors: ["shared"])
      let move = FileMove(bytes: bytes, request: request, client: client, scanner: scanner)
      bytes = move.result
      let left = bytes.withUnsafeBufferPointer { scanner.scan($0) }.accesses.filter {
        $0.typeName == type && $0.role == .use && $0.receiverKind == .type
      }
      let unmoved = move.sites.filter { if case .moved = $0.outcome { false } else { true } }
      #expect(left.count == unmoved.count, "\(name): \(type)")
    }
    #expect(try parses(bytes), "\(name) after the move:\n\(String(decoding: bytes, as: UTF8.self))")
  }

  /// The member names that follow `type.shared.` in `bytes`.
  private func members(in bytes: [UInt8], after type: String) -> Set<String> {
    let text = String(decoding: bytes, as: UTF8.self)
    var names = Set<String>()
    for part in text.components(separatedBy: type + ".shared.").dropFirst() {
      let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.insert(String(name)) }
    }
    return names
  }

  /// Whether `swiftc -parse` accepts the file.
  private func parses(_ bytes: [UInt8]) throws -> Bool {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/Moved.swift"
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-parse", file]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
