import Testing

@testable import CallerMove
@testable import SwiftDeclarations
@testable import SwiftScanning

/// `move` on one file at a time: each shape of caller, what it becomes.
@Suite("move: one file's callers")
struct FileMoveTests {
  /// A client with a closure property, a closure method, a value, and a labelled method.
  static let client = ClientEndpoints(
    typeName: "AnalyticsClient", location: "A.swift:1",
    closures: ["events": 0, "track": 2, "flush": 1, "setName": 1], values: ["name"],
    methods: [
      "track": [
        [
          DeclaredParameter(label: nil, name: "event", type: "String"),
          DeclaredParameter(
            label: "properties", name: "properties", type: "[String: String]",
            defaultValue: "[:]"),
        ]
      ]
    ])

  /// The file after `move Analytics --to analytics`, and what became of each site.
  func moved(
    _ source: String, name: String? = nil
  ) -> (text: String, outcomes: [FileMove.Outcome]) {
    let request = MoveRequest(
      typeName: "Analytics", accessor: "shared", keyPath: "analytics", propertyName: name)
    let move = FileMove(
      bytes: Array(source.utf8), request: request, client: Self.client,
      scanner: AccessScanner(accessors: ["shared"]))
    return (String(decoding: move.result, as: UTF8.self), move.sites.map(\.outcome))
  }

  @Test("a method of a class reads a stored property; the import is added after the others")
  func storedInClass() {
    let result = moved(
      """
      import Foundation

      final class Model {
        var count = 0

        func add() {
          Analytics.shared.track("add", properties: [:])
        }
      }

      """)
    #expect(
      result.text == """
        import Foundation
        import Dependencies

        final class Model {
          @Dependency(\\.analytics) var analytics

          var count = 0

          func add() {
            analytics.track("add", properties: [:])
          }
        }

        """)
    #expect(result.outcomes == [.moved(stored: true)])
  }

  @Test("a property read becomes a call of its closure; a value stays a value")
  func propertyReads() {
    let result = moved(
      """
      struct Screen {
        func render() {
          print(Analytics.shared.events.count, Analytics.shared.name)
        }
      }
      """)
    #expect(result.text.contains("print(analytics.events().count, analytics.name)"))
  }

  @Test("a closure endpoint loses the labels; a client method keeps them")
  func labels() {
    let closure = moved(
      """
      func f() {
        Analytics.shared.flush(completion: { _ in })
      }
      """)
    #expect(closure.text.contains("analytics.flush({ _ in })"))
    let method = moved(
      """
      func f() {
        Analytics.shared.track("e")
      }
      """)
    #expect(method.text.contains("analytics.track(\"e\")"))
  }

  @Test(
    "static members, free functions, extensions and initializers read a local",
    arguments: [
      "struct S {\n  static func f() {\n    Analytics.shared.track(\"x\")\n  }\n}\n",
      "func f() {\n  Analytics.shared.track(\"x\")\n}\n",
      "extension S {\n  func f() {\n    Analytics.shared.track(\"x\")\n  }\n}\n",
      "final class C {\n  init() {\n    Analytics.shared.track(\"x\")\n  }\n}\n",
      "final class C {\n  func f() {\n    run { Analytics.shared.track(\"x\") }\n  }\n}\n",
      "import XCTest\nfinal class T: XCTestCase {\n  func testF() {\n    Analytics.shared.track(\"x\")\n  }\n}\n",
      "struct P: Codable {\n  func f() {\n    Analytics.shared.track(\"x\")\n  }\n}\n",
    ])
  func locals(source: String) {
    let result = moved(source)
    #expect(result.outcomes == [.moved(stored: false)])
    #expect(result.text.contains("  @Dependency(\\.analytics) var analytics\n"))
    #expect(result.text.contains("analytics.track(\"x\")"))
  }

  @Test("a one-line body with an implicit return gets its own lines and a return")
  func singleExpression() {
    let result = moved("func last() -> String? { Analytics.shared.events.last }\n")
    #expect(
      result.text == """
        import Dependencies

        func last() -> String? {
          @Dependency(\\.analytics) var analytics
          return analytics.events().last
        }

        """)
  }

  @Test(
    "one declaration per function, reused by every site in it, and a second run changes nothing")
  func oncePerScope() {
    let first = moved(
      """
      func f() {
        Analytics.shared.track("a")
        if true { Analytics.shared.track("b") }
      }
      """)
    #expect(first.text.components(separatedBy: "@Dependency").count == 2)
    let second = moved(first.text)
    #expect(second.text == first.text)
    #expect(second.outcomes.isEmpty)
  }

  @Test("a name the scope already uses is not shadowed: the property gets another")
  func nameClash() {
    let result = moved(
      """
      func f(analytics: Int) {
        Analytics.shared.track("\\(analytics)")
      }
      """)
    #expect(result.text.contains("@Dependency(\\.analytics) var analyticsClient"))
    #expect(result.text.contains("analyticsClient.track(\"\\(analytics)\")"))
  }

  @Test("what needs judgment is marked once, and left as it is")
  func marked() {
    let source = """
      enum E {
        static let first = Analytics.shared.events
        static func same(_ a: Analytics) -> Bool { a === Analytics.shared }
        static func reset() { Analytics.shared = Analytics() }
      }
      """
    let result = moved(source)
    #expect(result.outcomes.count == 3)
    #expect(
      result.outcomes.allSatisfy { if case .marked = $0 { true } else { false } })
    #expect(result.text.components(separatedBy: "// TODO(migrate-tool):").count == 4)
    #expect(!result.text.contains("import Dependencies"))
    #expect(moved(result.text).text == result.text)
  }

  @Test("a singleton declared optional: `?.` and `!.` read the member as `.` does")
  func optionalSingleton() {
    let result = moved("func f() {\n  Analytics.shared?.flush(1)\n  Analytics.shared!.name\n}\n")
    #expect(result.outcomes == [.moved(stored: false), .moved(stored: false)])
    #expect(result.text.contains("  analytics.flush(1)\n  analytics.name\n"))
  }

  @Test("`.shared` where a written type says it is the singleton's: marked, as a value")
  func implicitMember() {
    let result = moved("func f() {\n  let a: Analytics = .shared\n  let b: Other = .shared\n}\n")
    #expect(result.outcomes.count == 1)
    #expect(result.text.contains("// TODO(migrate-tool):"))
    #expect(result.text.contains("  let a: Analytics = .shared\n  let b: Other = .shared\n"))
  }

  @Test("a test reads without an override unless a trait, a scope or invokeTest names the key")
  func testsWithoutOverride() {
    let source = """
      import Testing
      import XCTest

      @Suite(.dependencies { $0.analytics = .bridging(to: Analytics()) })
      struct Overridden {
        @Test func a() { Analytics.shared.flush(1) }
      }

      @Suite(.dependencies { $0.other = .live })
      struct OtherKey {
        @Test func b() { Analytics.shared.flush(1) }
      }

      final class Scoped: XCTestCase {
        override func invokeTest() {
          withDependencies { $0.analytics = .bridging(to: Analytics()) } operation: {
            super.invokeTest()
          }
        }
        func testC() { Analytics.shared.flush(1) }
      }

      @Test func d() { Analytics.shared.flush(1) }
      @Test func e() {
        withDependencies { $0.analytics = .bridging(to: Analytics()) } operation: {
          Analytics.shared.flush(1)
        }
      }
      """
    let move = FileMove(
      bytes: Array(source.utf8),
      request: MoveRequest(
        typeName: "Analytics", accessor: "shared", keyPath: "analytics", propertyName: nil),
      client: Self.client, scanner: AccessScanner(accessors: ["shared"]))
    #expect(move.testsWithoutOverride == ["11: b()", "23: d()"])
  }

  @Test("a second move's stored property goes next to the first one's")
  func secondStoredProperty() {
    let first = moved(
      "final class M {\n  var n = 0\n\n  func f() { Analytics.shared.flush(1) }\n}\n")
    let request = MoveRequest(
      typeName: "Store", accessor: "shared", keyPath: "store", propertyName: nil)
    let second = FileMove(
      bytes: Array(
        first.text.replacingOccurrences(
          of: "  func f()", with: "  func g() { _ = Store.shared.count }\n  func f()"
        ).utf8),
      request: request,
      client: ClientEndpoints(typeName: "StoreClient", location: "", closures: ["count": 0]),
      scanner: AccessScanner(accessors: ["shared"]))
    #expect(second.sites.count == 1)
    let text = String(decoding: second.result, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "import Dependencies\n\nfinal class M {\n  @Dependency(\\.store) var store\n  @Dependency(\\.analytics) var analytics\n\n"
      ))
  }

  @Test("a write goes through the client's setter, to the end of its statement")
  func writes() {
    let result = moved(
      """
      func f(user: User) {
        Analytics.shared.name = user.first
          + " " + user.last
        print(1)
      }
      """)
    #expect(result.outcomes == [.moved(stored: false)])
    #expect(
      result.text.contains(
        """
          analytics.setName(user.first
            + " " + user.last)
          print(1)
        """))
  }

  @Test("a member the client lacks is left as it is, marked with what to do")
  func missingEndpoint() {
    let result = moved("func f() {\n  Analytics.shared.upload()\n}\n")
    let reason =
      "AnalyticsClient has no endpoint for 'upload()': add one (scaffold's TODOs in the client "
      + "say why it left a member out; --all-members writes every one), or move this use by hand"
    #expect(result.outcomes == [.marked(reason)])
    #expect(
      result.text
        == "func f() {\n  // TODO(migrate-tool): \(reason)\n  Analytics.shared.upload()\n}\n")
  }

  @Test("comments, strings and other types are not touched; every #if branch is")
  func exactness() {
    let result = moved(
      """
      func f() {
        // Analytics.shared.track("comment")
        let s = "Analytics.shared.track"
        Other.shared.track("x")
        #if os(Linux)
        Analytics.shared.track("linux")
        #else
        Analytics.shared.track("other")
        #endif
      }
      """)
    #expect(result.outcomes == [.moved(stored: false), .moved(stored: false)])
    #expect(result.text.contains("// Analytics.shared.track(\"comment\")"))
    #expect(result.text.contains("let s = \"Analytics.shared.track\""))
    #expect(result.text.contains("Other.shared.track(\"x\")"))
    #expect(result.text.contains("analytics.track(\"linux\")"))
    #expect(result.text.contains("analytics.track(\"other\")"))
  }

  @Test("a site in an #if branch names the branch's condition, for #else what it excludes")
  func conditions() {
    let source = """
      func f() {
        #if os(iOS)
        Analytics.shared.track("ios")
        #elseif DEBUG
        Analytics.shared.track("debug")
        #else
        Analytics.shared.track("other")
        #endif
        Analytics.shared.track("all")
      }
      """
    let move = FileMove(
      bytes: Array(source.utf8),
      request: MoveRequest(
        typeName: "Analytics", accessor: "shared", keyPath: "analytics", propertyName: nil),
      client: Self.client, scanner: AccessScanner(accessors: ["shared"]))
    #expect(
      move.sites.map(\.conditions) == [["os(iOS)"], ["DEBUG"], ["!(os(iOS) || DEBUG)"], []])
  }

  @Test("the client's bridge is left alone")
  func bridges() {
    let source = """
      private enum AnalyticsKey: DependencyKey {
        static let liveValue = AnalyticsClient.bridging(to: Analytics.shared)
      }
      """
    #expect(moved(source).text == source)
  }
}
