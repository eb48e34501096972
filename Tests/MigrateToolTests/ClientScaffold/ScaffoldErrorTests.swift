import Foundation
import Testing

@testable import MigrateToolCore

@Suite("scaffold: errors and robustness")
struct ScaffoldErrorTests {
  @Test("a type that is not declared: exit 1, what to pass, nothing on stdout")
  func notFound() {
    let run = runTool(["scaffold", "Nope", "\(scaffoldFixtures)/MediaLibrary"])
    #expect(run.exitCode == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errorOutput
        == "Error: No class, struct, enum, actor or extension named 'Nope' is declared in "
        + "'\(scaffoldFixtures)/MediaLibrary'. Pass the type that declares the singleton's "
        + "'static let shared', and a PATH that holds its file.\n")
  }

  @Test(
    "a name in the wrong case or with a slip: the declared names it is close to",
    arguments: [
      ("logmanager", " Did you mean 'LogManager'?"), ("LogManger", " Did you mean 'LogManager'?"),
      ("UserDefaultManager", " Did you mean 'UserDefaultsManager'?"), ("Manager", ""),
    ])
  func suggestion(typed: String, suggestion: String) {
    let folder = repositoryRoot + "/Sources/Legacy"
    let run = runTool(["scaffold", typed, folder])
    #expect(run.exitCode == 1)
    #expect(
      run.errorOutput
        == "Error: No class, struct, enum, actor or extension named '\(typed)' is declared in "
        + "'\(folder)'.\(suggestion) Pass the type that declares the singleton's "
        + "'static let shared', and a PATH that holds its file.\n")
  }

  @Test("a type that is not declared, with --accessor: the message names that accessor")
  func notFoundWithAccessor() {
    let folder = "\(scaffoldFixtures)/MediaLibrary"
    let run = runTool(["scaffold", "Nope", folder, "--accessor", "api"])
    #expect(run.exitCode == 1)
    #expect(
      run.errorOutput
        == "Error: No class, struct, enum, actor or extension named 'Nope' is declared in "
        + "'\(folder)'. Pass the type that declares the singleton's 'static let api', and a "
        + "PATH that holds its file.\n")
  }

  @Test("an SDK type extended with only the accessor: a client with a TODO, and a warning")
  func extensionWithoutMembers() throws {
    let run = try scaffold(
      "URLSession",
      [
        "API.swift":
          "extension URLSession {\n  static let api = URLSession(configuration: .default)\n}\n"
      ],
      options: ["--accessor", "api"])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("struct ApiURLSessionClient: Sendable {"))
    #expect(
      run.output.contains("static let liveValue = ApiURLSessionClient.bridging(to: URLSession.api)")
    )
    #expect(
      run.output.contains(
        "  // TODO: 'URLSession' is declared outside these paths (the SDK or another module): "))
    // No caller: the one endpoint is the escape hatch, which returns the instance.
    #expect(run.output.contains("  var session: @Sendable () -> URLSession\n"))
    #expect(run.output.contains("      session: { session.value }\n"))
    #expect(run.errorOutput.hasPrefix("note: ApiURLSessionClient: 1 endpoint for URLSession "))
  }

  @Test("an SDK type's members that callers call: endpoints where known, the rest through one")
  func sdkMembersFromCallers() throws {
    let run = try scaffold(
      "URLSession",
      [
        "API.swift":
          "extension URLSession {\n  static let api = URLSession(configuration: .default)\n}\n",
        "Feed.swift": """
        func load(_ request: URLRequest, _ url: URL) async throws {
          _ = try await URLSession.api.data(for: request)
          _ = try await URLSession.api.data(for: request)
          _ = try await URLSession.api.data(from: url)
          _ = URLSession.api.delegateQueue
        }
        """,
      ],
      options: ["--accessor", "api"])
    #expect(run.exitCode == 0)
    // Two overloads that callers call, told apart by their labels.
    #expect(
      run.output.contains(
        "  var dataFor: @Sendable (_ `for`: URLRequest) async throws -> (Data, URLResponse)\n"))
    #expect(run.output.contains("      dataFor: { try await session.value.data(for: $0) },\n"))
    #expect(run.output.contains("      dataFrom: { try await session.value.data(from: $0) },\n"))
    #expect(run.output.contains("  // 'delegateQueue' through 'session()', which returns the"))
    #expect(!run.output.contains("invalidateAndCancel"))
  }

  @Test("a type declared once per target: a client of the members both declare, and a TODO")
  func twins() {
    let root = "\(scaffoldFixtures)/Twins"
    let run = runTool(["scaffold", "SessionStore", root])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(run.output.contains("  var token: @Sendable () -> String?\n"))
    // The TODO's lines, as one: its paths are long.
    let todo = run.output.split(separator: "\n").filter { $0.hasPrefix("  // ") }
      .map { $0.dropFirst(5) }.joined(separator: " ")
    #expect(
      todo.contains(
        "TODO: 'SessionStore' is declared 2 times (\(root)/App/SessionStore.swift:1, "
          + "\(root)/Widget/SessionStore.swift:1), once per target: this client has their common "
          + "members, so it compiles in each; left out: only \(root)/Widget/SessionStore.swift "
          + "declares refresh()."))
    #expect(!run.output.contains("var refresh"))
    #expect(
      run.errorOutput.contains(
        "(\(root)/App/SessionStore.swift:1 and \(root)/Widget/SessionStore.swift:1), 1 TODO."))
  }

  @Test("twins' supertypes: only what every target's declaration inherits the same")
  func twinsInheritance() throws {
    let run = try scaffold(
      "Files",
      [
        "A/Files.swift": "final class Files: Opening {\n  static let shared = Files()\n}\n",
        "A/Opening.swift":
          "protocol Opening {}\nextension Opening {\n  func open(_ path: String) {}\n"
          + "  func close(_ path: PathA) {}\n}\n",
        "B/Files.swift": "final class Files: Opening {\n  static let shared = Files()\n}\n",
        "B/Opening.swift":
          "protocol Opening {}\nextension Opening {\n  func open(_ path: String) {}\n"
          + "  func close(_ path: PathB) {}\n}\n",
      ])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(run.output.contains("  var `open`: @Sendable (_ path: String) -> Void\n"))
    #expect(!run.output.contains("var close"))
  }

  @Test("a type declared twice, as two kinds: exit 1, both places, and a PATH to pass")
  func ambiguous() {
    let root = "\(scaffoldFixtures)/Errors/DifferentKinds"
    let run = runTool(["scaffold", "SessionStore", root])
    #expect(run.exitCode == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errorOutput
        == "Error: 'SessionStore' is declared 2 times: \(root)/App/SessionStore.swift:1, "
        + "\(root)/Widget/SessionStore.swift:1. Pass a PATH that holds only one of them "
        + "('\(root)/App'), or a nested type's qualified name ('Outer.SessionStore').\n")
    // Following the advice works.
    #expect(runTool(["scaffold", "SessionStore", "\(root)/App"]).exitCode == 0)
  }

  @Test("a type with no 'shared': exit 1, and --accessor names the one it has")
  func notASingleton() {
    let folder = "\(scaffoldFixtures)/Errors/NotASingleton"
    let run = runTool(["scaffold", "PriceFormatter", folder])
    #expect(run.exitCode == 1)
    #expect(
      run.errorOutput
        == "Error: 'PriceFormatter' (\(folder)/Formatter.swift:1) is not a singleton: it "
        + "declares no 'static let shared', and no static property 'shared' of type "
        + "'PriceFormatter' is declared. Pass '--accessor NAME' with the static property that "
        + "holds its instance, or the type that declares it.\n")
    let withAccessor = runTool(["scaffold", "PriceFormatter", folder, "--accessor", "usd"])
    #expect(withAccessor.exitCode == 0)
    #expect(withAccessor.output.contains("bridging(to: PriceFormatter.usd)"))
  }

  @Test("a declaration the file ends inside: exit 1 with where and what to fix")
  func malformed() {
    let folder = "\(scaffoldFixtures)/Errors/Unclosed"
    let run = runTool(["scaffold", "Broken", folder])
    #expect(run.exitCode == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errorOutput
        == "Error: Cannot read the declaration of 'Broken' (\(folder)/Broken.swift:1): its body "
        + "has no closing '}' (the file ends inside it). Fix the file so that it compiles, then "
        + "run scaffold again.\n")
  }

  @Test("every prefix of a real singleton's file gives a client or an error, never a crash")
  func everyPrefix() throws {
    let text = try String(
      contentsOfFile: "\(scaffoldFixtures)/MediaLibrary/MediaLibrary.swift", encoding: .utf8)
    let bytes = Array(text.utf8)
    var outcomes = Set<Int32>()
    for length in Array(stride(from: 0, to: bytes.count, by: 13)) + [bytes.count] {
      let prefix = String(decoding: bytes[..<length], as: UTF8.self)
      let run = try scaffold("MediaLibrary", ["MediaLibrary.swift": prefix])
      #expect(run.exitCode == 0 || run.exitCode == 1)
      #expect(run.exitCode == 0 || run.output.isEmpty)
      outcomes.insert(run.exitCode)
    }
    #expect(outcomes == [0, 1])
  }

  @Test("binary data and unbalanced brackets are read without a crash")
  func garbage() throws {
    var noise = (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }
    noise += Array("final class Noise { static let shared = Noise(); func f(_ x: [Int) ) }".utf8)
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(noise).write(to: URL(fileURLWithPath: directory + "/Noise.swift"))
    let run = runTool(["scaffold", "Noise", directory])
    #expect(run.exitCode == 0 || run.exitCode == 1)
  }

  @Test("--output writes a new file, and never overwrites one")
  func output() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/ImageCacheClient.swift"
    let folder = "\(scaffoldFixtures)/ImageCache"
    let run = runTool(["scaffold", "ImageCache", folder, "--output", target])
    #expect(run.exitCode == 0)
    #expect(run.output.isEmpty)
    #expect(run.errorOutput.hasPrefix("Wrote '\(target)': ImageCacheClient: 5 endpoints"))
    let written = try String(contentsOfFile: target, encoding: .utf8)
    #expect(written == runTool(["scaffold", "ImageCache", folder]).output)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory) == ["ImageCacheClient.swift"])

    try "keep me".write(toFile: target, atomically: false, encoding: .utf8)
    let again = runTool(["scaffold", "ImageCache", folder, "--output", target])
    #expect(again.exitCode == 1)
    #expect(
      again.errorOutput
        == "Error: '\(target)' already exists, and scaffold never overwrites a file. Pass a new "
        + "path to --output, or move the file away first.\n")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
  }

  @Test("--output into a missing directory fails and leaves nothing behind")
  func unwritableOutput() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/missing/Client.swift"
    let run = runTool([
      "scaffold", "ImageCache", "\(scaffoldFixtures)/ImageCache", "--output", target,
    ])
    #expect(run.exitCode == 1)
    #expect(
      run.errorOutput
        == "Error: Cannot write '\(target)': no such file or directory. Nothing was written.\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test("a type that is not found writes no --output file")
  func noFileOnError() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = runTool(["scaffold", "Nope", scaffoldFixtures, "--output", directory + "/N.swift"])
    #expect(run.exitCode == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test("a PATH that does not exist: exit 1 with the audit's message")
  func missingPath() {
    let run = runTool(["scaffold", "AnalyticsTracker", "nowhere-at-all"])
    #expect(run.exitCode == 1)
    #expect(
      run.errorOutput
        == "Error: No such file or directory: 'nowhere-at-all'. Pass a directory or .swift file "
        + "that exists.\n")
  }
}
