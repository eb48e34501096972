import Foundation
import Testing

@testable import MigrateToolCore

@Suite("scaffold: golden output")
struct ScaffoldGoldenTests {
  /// The command line of each fixture whose type or options are not its folder's name alone.
  static let commandLines: [String: [String]] = [
    "GroupUserDefaults": ["UserDefaults", "--accessor", "group"],
    "AppConfig": ["AppConfig", "--accessor", "config"],
    "ServerEnvironment": ["ServerSettings", "--accessor", "settings"],
  ]

  @Test(
    "a fixture singleton gives exactly the expected client",
    arguments: [
      "MediaLibrary", "ToastPresenter", "ImageCache", "FeatureFlags", "SupportManager",
      "GroupUserDefaults", "AppConfig", "APIEnvironment", "SettingsStore", "SessionManager",
      "TrackingContext", "AppCoordinator", "SyncEngine", "AudioSession", "DownloadManager",
      "CartStore", "UserSession", "NetworkManager", "ServerEnvironment",
    ])
  func golden(fixture: String) throws {
    let expected = try String(
      contentsOfFile: "\(scaffoldFixtures)/\(fixture).expected.swift", encoding: .utf8)
    let arguments = Self.commandLines[fixture] ?? [fixture]
    let run = runTool(
      ["scaffold", arguments[0], "\(scaffoldFixtures)/\(fixture)"] + arguments.dropFirst())
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(run.output == expected)
    #expect(run.errorOutput.hasPrefix("note: "))
  }

  @Test("a singleton typed as a protocol: the protocol's requirements, over 'any P'")
  func protocolTyped() {
    let run = runTool(["scaffold", "SupportManager", "\(scaffoldFixtures)/SupportManager"])
    #expect(run.output.contains("static func bridging(to manager: any SupportProviding) -> Self"))
    // Not a requirement, so not reachable through `shared`.
    #expect(!run.output.contains("resetForTesting"))
    #expect(run.errorOutput.contains(": 5 endpoints for SupportManager "))
  }

  @Test("a singleton declared in an extension of an SDK type: named after its accessor")
  func extensionOfSDKType() {
    let run = runTool([
      "scaffold", "UserDefaults", "\(scaffoldFixtures)/GroupUserDefaults", "--accessor", "group",
    ])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("static let liveValue = GroupUserDefaultsClient.bridging(to: "))
    #expect(run.output.contains("  var markSynced: @Sendable (_ at: Date) -> Void\n"))
    #expect(run.output.contains("  var set: @Sendable (_ value: Any?, _ forKey: String) -> Void\n"))
    #expect(run.output.contains("      defaults: { defaults.value }\n"))
    #expect(run.errorOutput.contains(": 5 endpoints for UserDefaults "))
  }

  @Test("a holder: the held type's client, whether the holder or the held type is named")
  func holder() {
    let folder = "\(scaffoldFixtures)/AppConfig"
    let byHeld = runTool(["scaffold", "AppConfig", folder, "--accessor", "config"])
    let byHolder = runTool(["scaffold", "Env", folder, "--accessor", "config"])
    #expect(byHeld.exitCode == 0 && byHolder.exitCode == 0)
    #expect(byHolder.output == byHeld.output)
    #expect(byHeld.output.contains("    to config: @escaping @Sendable () -> AppConfig,\n"))
    #expect(byHeld.output.contains("      apiKey: { config().apiKey },\n"))
    #expect(
      byHeld.output.contains(
        "static let liveValue = AppConfigClient.bridging(to: { Env.config }, replace: {"))
    #expect(byHeld.errorOutput.contains(": 7 endpoints for Env "))
  }

  @Test("a reassignable accessor: read on every call, and an endpoint that replaces it")
  func reassignable() {
    let run = runTool(["scaffold", "APIEnvironment", "\(scaffoldFixtures)/APIEnvironment"])
    #expect(run.output.contains("    to environment: @escaping @Sendable () -> APIEnvironment,\n"))
    #expect(run.output.contains("      host: { environment().host },\n"))
    #expect(run.output.contains("      setShared: { replace($0) }\n"))
    #expect(
      run.output.contains(
        "    to: { APIEnvironment.shared }, replace: { APIEnvironment.shared = $0 })\n"))
    // A computed `static var` has no storage: Swift 6 code reads it, so no TODO says otherwise.
    #expect(!run.output.contains("is a plain 'static var'"))
  }

  @Test("a value held by a reassignable accessor: setters and mutating members write back")
  func writesBack() {
    let run = runTool(["scaffold", "FeatureFlags", "\(scaffoldFixtures)/FeatureFlags"])
    #expect(
      run.output.contains(
        "      enable: {\n        var value = flags()\n        value.enable($0)\n"
          + "        replace(value)\n      },\n"))
    #expect(run.errorOutput.contains(": 5 endpoints for FeatureFlags "))
    #expect(run.errorOutput.contains(", 0 TODOs."))
  }

  @Test("a generic member: a type-erased endpoint, and a method with its generic signature")
  func genericMembers() {
    let run = runTool(["scaffold", "SettingsStore", "\(scaffoldFixtures)/SettingsStore"])
    #expect(
      run.output.contains(
        "  var get: @Sendable (_ key: String, _ type: any Codable.Type) -> (any Codable)?\n"))
    #expect(
      run.output.contains(
        "  func get<T: Codable>(_ key: String) -> T? {\n    self.get(key, T.self) as? T\n"))
    #expect(run.output.contains("  func set<T: Codable>(_ value: T, for key: String) {\n"))
    #expect(run.output.contains("        func open<T: Codable>(_: T.Type) -> (any Codable)? {\n"))
    // Two generic parameters stay a TODO that says why.
    #expect(run.output.contains("one closure cannot erase it: it has more than one generic"))
    #expect(run.errorOutput.contains(": 7 endpoints for SettingsStore "))
    // An async mutating member: read, awaited, assigned back.
    #expect(run.output.contains("        let result = await value.prune(keeping: $0)\n"))
    #expect(run.errorOutput.contains(", 1 TODO."))
  }

  @Test("an implicitly unwrapped type is an optional in a closure, where '!' cannot be")
  func implicitlyUnwrapped() {
    let run = runTool(["scaffold", "SessionManager", "\(scaffoldFixtures)/SessionManager"])
    #expect(run.output.contains("  var token: @Sendable () -> String?\n"))
    #expect(run.output.contains("  var url: @Sendable (_ `for`: String?) -> URL?\n"))
    #expect(!run.output.contains("!)") && !run.output.contains("!\n"))
  }

  @Test("a struct that does not say it is Sendable is captured wrapped, Sendable or not")
  func valueNotDeclaredSendable() {
    let run = runTool(["scaffold", "TrackingContext", "\(scaffoldFixtures)/TrackingContext"])
    #expect(run.output.contains("    let context = UncheckedSendable(context)\n"))
    #expect(run.output.contains("      string: { context.value.string(for: $0) }\n"))
    #expect(!run.output.contains("nonisolated(unsafe)"))
  }

  @Test("@MainActor inherited from a superclass in another file: a main-actor client")
  func inheritedMainActor() {
    let run = runTool(["scaffold", "AppCoordinator", "\(scaffoldFixtures)/AppCoordinator"])
    #expect(run.output.contains("  var route: @MainActor @Sendable () -> String\n"))
    #expect(run.output.contains("static let liveValue = AppClient.bridging(to: { AppCoordinator"))
  }

  @Test("@MainActor from a protocol the singleton conforms to: a main-actor client")
  func mainActorProtocol() throws {
    let run = try scaffold(
      "AlertPresenter",
      [
        "Presenting.swift":
          "@MainActor\nprotocol Presenting {\n  func present(_ text: String)\n}\n",
        "AlertPresenter.swift": "final class AlertPresenter: Presenting {\n"
          + "  static let shared = AlertPresenter()\n  func present(_ text: String) {}\n}\n",
      ])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("  var present: @MainActor @Sendable (_ text: String) -> Void\n"))
  }

  @Test(
    "Objective-C and SDK style accessors are found without --accessor",
    arguments: [
      ("class var sharedInstance: Player { Player() }", "sharedInstance"),
      ("static let `default` = Player()", "default"),
      ("nonisolated(unsafe) static var current = Player()", "current"),
    ])
  func conventionalAccessors(declaration: String, accessor: String) throws {
    let source = "final class Player {\n  \(declaration)\n  func play() {}\n}\n"
    let run = try scaffold("Player", ["Player.swift": source])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(run.output.contains("/// The dependency that replaces `Player.\(accessor)`"))
  }

  @Test("a conventional accessor of another type is no singleton of this one")
  func conventionalAccessorOfAnotherType() throws {
    let source = "final class Player {\n  static let main = Queue()\n}\nfinal class Queue {}\n"
    let run = try scaffold("Player", ["Player.swift": source])
    #expect(run.exitCode == 1)
    #expect(run.errorOutput.contains("is not a singleton"))
  }

  @Test("endpoints for the members callers use; --all-members for every one")
  func membersCallersUse() {
    let folder = "\(scaffoldFixtures)/CartStore"
    let used = runTool(["scaffold", "CartStore", folder])
    #expect(used.errorOutput.contains(": 2 endpoints for CartStore "))
    #expect(used.errorOutput.hasSuffix(", 0 TODOs, 3 unused left out (--all-members).\n"))
    #expect(!used.output.contains("var remove:"))
    let all = runTool(["scaffold", "CartStore", folder, "--all-members"])
    #expect(all.errorOutput.contains(": 5 endpoints for CartStore "))
    #expect(all.output.contains("  var remove: @Sendable (_ item: String) -> Void\n"))
    #expect(!all.output.contains("Left out"))
  }

  @Test("members from an extension in another file are endpoints, after the type's own")
  func extensionsInOtherFiles() {
    let run = runTool(["scaffold", "MediaLibrary", "\(scaffoldFixtures)/MediaLibrary"])
    let lines = run.output.split(separator: "\n")
    let favorites = lines.firstIndex { $0.contains("var favoritesCount:") }
    let volume = lines.firstIndex { $0.contains("var volume:") }
    #expect(favorites != nil && volume != nil && volume! < favorites!)
    #expect(run.output.contains("-> MediaLibrary.Playlist"))
  }

  @Test("another type's extension and imports in a file that mentions the singleton are not its")
  func otherTypesExtensions() throws {
    let run = try scaffold(
      "Store",
      [
        "Store.swift": """
        import Foundation
        struct Store { static var shared = Store(); var count = 0; func add(_ s: String) {} }
        """,
        "Other.swift": """
        import XCTest
        import UIKit
        func f() { _ = Store() }
        extension Other { func b() -> Int { 2 } }
        extension String { func add(_ n: Int) {} }
        """,
        "Caller.swift": "func g() { Store.shared.add(\"x\") }\n",
      ])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("  var add: @Sendable (_ s: String) -> Void\n"))
    #expect(!run.output.contains("addInt"))
    #expect(!run.output.contains("b()"))
    #expect(run.output.contains("import Foundation\n"))
    #expect(!run.output.contains("import XCTest"))
    #expect(!run.output.contains("import UIKit"))
  }

  @Test("members inherited from a superclass or a protocol extension in another file are endpoints")
  func inheritedMembers() throws {
    let run = try scaffold(
      "Group",
      [
        "Group.swift": """
        final class Group: Base, Loop {
          static let shared = Group()
          func next() -> Int { 1 }
        }
        """,
        "Base.swift": "class Base {\n  func stop() {}\n}\n",
        "Loop.swift": """
        protocol Loop: Shutdown {}
        protocol Shutdown {}
        extension Shutdown {
          func shutDownGracefully() throws {}
        }
        """,
        "Caller.swift": """
        func g() throws {
          _ = Group.shared.next()
          Group.shared.stop()
          try Group.shared.shutDownGracefully()
        }
        """,
      ])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(run.output.contains("  var next: @Sendable () -> Int\n"))
    #expect(run.output.contains("  var stop: @Sendable () -> Void\n"))
    #expect(run.output.contains("  var shutDownGracefully: @Sendable () throws -> Void\n"))
  }

  @Test("a singleton declared in an #if branch gets a client under the same condition")
  func conditionalSingleton() throws {
    let run = try scaffold(
      "Keychain",
      [
        "Keychain.swift": """
        #if !os(Linux)
        import Security
        final class Keychain {
          static let shared = Keychain()
          func read() -> String? { nil }
        }
        #endif
        """
      ])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    let opening = lines.firstIndex(of: "#if !os(Linux)")
    let client = lines.firstIndex { $0.hasPrefix("struct KeychainClient") }
    #expect(opening != nil && client != nil && opening! < client!)
    #expect(lines.dropLast().last == "#endif  // !os(Linux)")
  }

  @Test("--test-value live: the key's test value is the bridge to the singleton")
  func liveTestValue() throws {
    let sources = [
      "Store.swift": "final class Store {\n  static let shared = Store()\n  func add() {}\n}\n"
    ]
    let live = try scaffold("Store", sources, options: ["--test-value", "live"])
    #expect(live.exitCode == 0)
    #expect(live.output.contains("  static let testValue = liveValue\n"))
    let standard = try scaffold("Store", sources)
    #expect(standard.output.contains("  static let testValue = StoreClient.unimplemented\n"))
    let wrong = try scaffold("Store", sources, options: ["--test-value", "fake"])
    #expect(wrong.exitCode == 64)
    #expect(
      wrong.errorOutput.hasPrefix(
        "Error: The value 'fake' is invalid for '--test-value'. Use 'unimplemented' or 'live'."))
  }

  @Test("the same input gives the same output every time, whatever the file order")
  func deterministic() throws {
    let first = runTool(["scaffold", "MediaLibrary", "\(scaffoldFixtures)/MediaLibrary"])
    let files = [
      "\(scaffoldFixtures)/MediaLibrary/MediaLibrary+Playlists.swift",
      "\(scaffoldFixtures)/MediaLibrary/MediaLibrary.swift",
    ]
    let second = runTool(["scaffold", "MediaLibrary"] + files)
    #expect(first.output == second.output)
    #expect(first.exitCode == 0 && second.exitCode == 0)
  }

  @Test("the summary on stderr counts endpoints and TODOs")
  func summary() {
    let run = runTool(["scaffold", "MediaLibrary", "\(scaffoldFixtures)/MediaLibrary"])
    #expect(
      run.errorOutput
        == "note: MediaLibraryClient: 29 endpoints for MediaLibrary (\(scaffoldFixtures)/"
        + "MediaLibrary/MediaLibrary.swift:6), 4 TODOs.\n")
  }
}
