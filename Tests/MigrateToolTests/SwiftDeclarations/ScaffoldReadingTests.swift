import Testing

@testable import ClientScaffold
@testable import SwiftDeclarations

@Suite("scaffold: reading declarations")
struct ScaffoldReadingTests {
  @Test("a static var accessor gets a TODO in the key: how Swift 6 code can read it")
  func staticVarAccessor() throws {
    let run = try scaffold(
      "Clock", ["Clock.swift": "final class Clock {\n  static var shared = Clock()\n}\n"])
    #expect(run.exitCode == 0)
    #expect(
      run.output.contains(
        """
        private enum ClockKey: DependencyKey {
          // TODO: 'shared' is a plain 'static var': Swift 6 code reads it only from another module (one in
          // Swift 5 mode), through '@preconcurrency import' of it. Best, make it a 'static let' in Clock,
          // or mark it 'nonisolated(unsafe)' if nothing assigns it after launch.
          static let liveValue = ClockClient.bridging(to: { Clock.shared }, replace: { Clock.shared = $0 })
        """))
  }

  @Test("a property's type from what its initializer states, and one member per declarator")
  func inferredTypesAndDeclarators() throws {
    let run = try scaffold(
      "Store",
      [
        "Store.swift": """
        final class Store {
          static let shared = Store()
          var policy = URLRequest.CachePolicy.useProtocolCachePolicy
          var items = [Item]()
          var table = [String: Int]()
          var tags = Set<String>()
          var kind = Store.self
          var a = 1, b = "x"
          let c, d: Double
          init() { c = 0; d = 0 }
        }
        """
      ])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    for line in [
      "  var policy: @Sendable () -> URLRequest.CachePolicy\n",
      "  var items: @Sendable () -> [Item]\n", "  var table: @Sendable () -> [String: Int]\n",
      "  var tags: @Sendable () -> Set<String>\n", "  var a: @Sendable () -> Int\n",
      "  var setB: @Sendable (_ newValue: String) -> Void\n", "  var c: @Sendable () -> Double\n",
      "  var d: @Sendable () -> Double\n",
    ] {
      #expect(run.output.contains(line), "\(line)")
    }
    // `Store.self` is a metatype, not a static member of Store's type.
    #expect(run.output.contains("'kind' is left out: it has no type annotation"))
    #expect(!run.output.contains("several properties"))
  }

  @Test("a deprecated member is left out with a TODO: a bridge that calls it would warn")
  func deprecatedMember() throws {
    let run = try scaffold(
      "Files",
      [
        "Files.swift": """
        final class Files {
          static let shared = Files()
          @available(*, deprecated, message: "use copy(to:)")
          func copyItem(at path: String) {}
          func copy(to path: String) {}
        }
        """
      ])
    #expect(run.output.contains("  var copy: @Sendable (_ to: String) -> Void\n"))
    #expect(run.output.contains("'copyItem(at:)' is left out: it is deprecated"))
    #expect(!run.output.contains("var copyItem"))
  }

  @Test("a nested singleton is named by its qualified name, and its nested types qualified")
  func nestedSingleton() throws {
    let source = """
      enum App {
        final class Session {
          struct User {}
          static let shared = Session()
          func user() -> User? { nil }
          func replace(_ user: Self) {}
        }
      }
      """
    let run = try scaffold("App.Session", ["App.swift": source])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(run.output.contains("  var user: @Sendable () -> App.Session.User?\n"))
    #expect(run.output.contains("  var replace: @Sendable (_ user: App.Session) -> Void\n"))
    #expect(run.output.contains("bridging(to: App.Session.shared)"))
    #expect(try scaffold("Session", ["App.swift": source]).exitCode == 0)
  }

  @Test("extensions' access applies to their members; private ones are left out")
  func extensionAccess() throws {
    let run = try scaffold(
      "Store",
      [
        "Store.swift": "public final class Store {\n  public static let shared = Store()\n}\n",
        "Store+Public.swift": "public extension Store {\n  func load() -> Int { 0 }\n}\n",
        "Store+Private.swift": "private extension Store {\n  func hidden() {}\n}\n",
        "Store+Internal.swift": "extension Store {\n  func save(_ value: Int) {}\n}\n",
      ])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("  public var load: @Sendable () -> Int\n"))
    #expect(run.output.contains("  var save: @Sendable (_ value: Int) -> Void\n"))
    #expect(!run.output.contains("hidden"))
    // A public client whose init takes an internal endpoint is internal to build.
    #expect(run.output.contains("\n  init(\n"))
  }

  @Test("a member declared in both branches of an #if is one endpoint; others keep their #if")
  func conditionalMembers() throws {
    let source = """
      final class Haptics {
        static let shared = Haptics()
        #if os(iOS)
          func play() {}
          func prepare(_ style: Int) {}
        #else
          func play() {}
          func prepare(_ style: String) {}
        #endif
      }
      """
    let run = try scaffold("Haptics", ["Haptics.swift": source])
    #expect(run.exitCode == 0)
    #expect(run.errorOutput.contains(": 3 endpoints for Haptics "))
    #expect(run.output.contains("  var play: @Sendable () -> Void\n"))
    #expect(
      run.output.contains(
        "  #if os(iOS)\n    /// `Haptics.prepare(_:)`.\n"
          + "    var prepareInt: @Sendable (_ style: Int) -> Void =\n"))
    #expect(
      run.output.contains(
        "  #if !(os(iOS))\n    /// `Haptics.prepare(_:)`.\n"
          + "    var prepareString: @Sendable (_ style: String) -> Void =\n"))
    #expect(
      run.output.contains("    #if os(iOS)\n      client.prepareInt = { haptics.prepare($0) }\n"))
  }

  @Test("a member's #if condition is read relative to its type's body")
  func memberConditions() {
    let source = """
      #if os(iOS)
        final class Pad {
          func a() {}
          #if DEBUG
            func b() {}
          #elseif TESTING
            func c() {}
          #else
            func d() {}
          #endif
        }
      #endif
      """
    let members = DeclarationReader.read(Array(source.utf8), file: "Pad.swift").types.first?
      .members.map { "\($0.name):\($0.condition ?? "-")" }
    #expect(members == ["a:-", "b:DEBUG", "c:!(DEBUG) && TESTING", "d:!(DEBUG) && !(TESTING)"])
  }

  @Test("an import under #if keeps its condition; one imported anywhere without is plain")
  func importConditions() {
    let source = """
      import Foundation
      #if canImport(Combine)
        import Combine
        import Foundation
      #else
        import Dispatch
      #endif
      """
    let file = DeclarationReader.read(Array(source.utf8), file: "I.swift")
    #expect(file.imports == ["Foundation", "Combine", "Dispatch"])
    #expect(
      file.importConditions == [
        "Combine": "canImport(Combine)", "Dispatch": "!(canImport(Combine))",
      ])
  }

  @Test("a comma inside generic arguments is part of a property's type, not a second property")
  func commaInGenericArguments() {
    let source = "final class Sync {\n  var task: Task<Void, Error>?\n  var a = 1, b = 2\n}\n"
    let types = DeclarationReader.read(Array(source.utf8), file: "Sync.swift").types
    let members = types.first?.members ?? []
    #expect(
      members.first?.kind == .property(type: "Task<Void, Error>?", isSettable: true, effects: ""))
    // `var a = 1, b = 2` is two members, as `let c, d: Int` is.
    #expect(members.map(\.name) == ["task", "a", "b"])
    #expect(members.last?.kind == .property(type: "Int", isSettable: true, effects: ""))
  }

  @Test("a protocol's 'static var shared' requirement makes no singleton")
  func protocolRequirement() throws {
    let run = try scaffold(
      "Provider", ["P.swift": "protocol Provider {\n  static var shared: Self { get }\n}\n"])
    #expect(run.exitCode == 1)
    #expect(
      run.errorOutput.hasPrefix(
        "Error: No class, struct, enum, actor or extension named 'Provider'"))
  }

  @Test("comments and strings that spell declarations are not read as code")
  func commentsAndStrings() throws {
    let source = """
      final class Notes {
        static let shared = Notes()
        // func commented() {}
        let text = "func quoted() {}"
        /* var hidden: Int { 0 } */
        func real() {}
      }
      """
    let run = try scaffold("Notes", ["Notes.swift": source])
    #expect(run.output.contains("var real: @Sendable () -> Void"))
    #expect(!run.output.contains("commented") && !run.output.contains("quoted"))
    #expect(!run.output.contains("hidden"))
  }

  @Test(
    "client names drop a role word, and the key path is lower camel case",
    arguments: [
      ("UserDefaultsManager", "UserDefaultsClient", "UserDefaultsKey", "userDefaults", "manager"),
      ("AnalyticsTracker", "AnalyticsClient", "AnalyticsKey", "analytics", "tracker"),
      ("URLSessionProvider", "URLSessionClient", "URLSessionKey", "urlSession", "provider"),
      ("Manager", "ManagerClient", "ManagerKey", "manager", "manager"),
      ("App.Clock", "ClockClient", "ClockKey", "clock", "clock"),
    ])
  func names(singleton: String, client: String, key: String, keyPath: String, instance: String) {
    let names = ClientNames(singleton: singleton)
    #expect(
      [names.client, names.key, names.keyPath, names.instance]
        == [client, key, keyPath, instance])
  }

  @Test("overloads are named by labels first, then by types among those still alike")
  func overloadNames() {
    func method(_ name: String, _ parameters: [(String?, String)]) -> Endpoint {
      Endpoint(
        name: name, memberName: name,
        kind: .method(
          .init(
            parameters: parameters.map {
              DeclaredParameter(label: $0.0, name: "x", type: $0.1)
            }, effects: "")),
        isMainActor: false, addsAwait: false, access: "internal")
    }
    var endpoints = [
      method("play", []), method("play", [(nil, "Track")]),
      method("play", [(nil, "Track"), ("at", "Double")]),
      method("fetch", [(nil, "Int")]), method("fetch", [(nil, "Int")]),
    ]
    EndpointNaming.assignNames(&endpoints)
    #expect(endpoints.map(\.name) == ["play", "playTrack", "playAt", "fetch", "fetch2"])
  }
}
