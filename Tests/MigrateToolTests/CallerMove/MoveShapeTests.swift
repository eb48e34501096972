import Testing

@testable import CallerMove
@testable import SwiftDeclarations
@testable import SwiftScanning

/// `move` on the shapes of real code that it once broke (issue 43): each test failed before its
/// fix, on a file that parsed and compiled before the move.
@Suite("move: shapes of real code")
struct MoveShapeTests {
  /// The client scaffold writes for `Log`: closures named after its members.
  static let client = ClientEndpoints(
    typeName: "LogClient", location: "LogClient.swift:1",
    closures: [
      "add": 1, "isOn": 0, "ready": 0, "log": 3, "table": 0, "setTable": 1, "items": 0,
      "setItems": 1, "ping": 0, "get": 0,
    ])

  /// The file after `move Log --to log`, with `others` as the code base's other files.
  func moved(
    _ source: String, others: [String] = []
  ) -> (text: String, outcomes: [FileMove.Outcome]) {
    var codebase = CodebaseTypes()
    for file in others + [source] { codebase.add(SourceTokens(bytes: Array(file.utf8))) }
    let move = FileMove(
      bytes: Array(source.utf8),
      request: MoveRequest(typeName: "Log", accessor: "shared", keyPath: "log", propertyName: nil),
      client: Self.client, scanner: AccessScanner(accessors: ["shared"]), codebase: codebase)
    return (String(decoding: move.result, as: UTF8.self), move.sites.map(\.outcome))
  }

  @Test("an interpolated string argument keeps its head, reordered or not")
  func interpolation() {
    let result = moved(
      """
      func f(x: Int) {
        Log.shared.add("count \\(x) of \\(x + 1)!")
        Log.shared.log(1, "Signed in as \\(x)", category: "auth")
      }
      """)
    #expect(result.text.contains(#"log.add("count \(x) of \(x + 1)!")"#))
    #expect(result.text.contains(#"log.log(1, "Signed in as \(x)", "auth")"#))
  }

  @Test("a read before a statement's '{' is no trailing closure: if, guard, for, while, switch")
  func statementBodies() {
    let result = moved(
      """
      func f() {
        if Log.shared.isOn() { print(1) }
        if Log.shared.ready { print(2) }
        guard Log.shared.ready else { return }
        while Log.shared.isOn() {}
        switch Log.shared.isOn() { default: break }
      }
      """)
    #expect(result.outcomes == Array(repeating: .moved(stored: false), count: 5))
    #expect(result.text.contains("if log.isOn() { print(1) }"))
    #expect(result.text.contains("if log.ready() { print(2) }"))
    #expect(result.text.contains("switch log.isOn() { default: break }"))
  }

  @Test("a subclass of a class the code base declares reads a local, not a second property")
  func subclass() {
    let result = moved(
      """
      final class B: A {
        func b() {
          Log.shared.add("b")
        }
      }
      """, others: ["class A {}\n"])
    #expect(result.outcomes == [.moved(stored: false)])
    #expect(!result.text.contains("final class B: A {\n  @Dependency"))
    // A superclass the code base does not declare (UIKit's) has no such property.
    let other = moved(
      "final class B: UIViewController {\n  func b() { Log.shared.add(\"b\") }\n}\n")
    #expect(other.outcomes == [.moved(stored: true)])
  }

  @Test("after an optional property, a function or init is one, and a closure stays a closure")
  func afterOptional() {
    let result = moved(
      """
      struct V {
        var major: Int?
        static func current() -> Int {
          Log.shared.ping()
          return 1
        }
      }

      final class Q {
        var id: Int?
        init() {
          Log.shared.add("init")
        }
        func run(_ q: Queue) {
          var n: Int?
          q.run { p in
            Log.shared.add("\\(p)")
          }
          _ = n
        }
      }
      """)
    #expect(
      result.outcomes == [.moved(stored: false), .moved(stored: false), .moved(stored: false)])
    #expect(!result.text.contains("struct V {\n  @Dependency"))
    #expect(result.text.contains("q.run { p in\n      @Dependency(\\.log) var log\n"))
  }

  @Test("an import in an #if branch is passed over: Dependencies goes after the last one outside")
  func conditionalImport() {
    let after = moved(
      """
      import Foundation
      #if canImport(FoundationNetworking)
      import FoundationNetworking
      #endif

      func f() { Log.shared.add("x") }
      """)
    #expect(after.text.hasPrefix("import Foundation\nimport Dependencies\n#if canImport"))
    let only = moved(
      """
      #if canImport(UIKit)
      import UIKit
      #endif

      func f() { Log.shared.add("x") }
      """)
    #expect(only.text.hasPrefix("import Dependencies\n\n#if canImport(UIKit)"))
  }

  @Test("a struct Codable through a protocol or an extension of the code base stores nothing")
  func synthesizedThroughProtocol() {
    let result = moved(
      """
      struct User: ParseObject {
        var name = ""
        func save() {
          Log.shared.add("save")
        }
      }
      """, others: ["protocol ParseObject: Objectable {}\nprotocol Objectable: Codable {}\n"])
    #expect(result.outcomes == [.moved(stored: false)])
    let extended = moved(
      "struct P {\n  func f() {\n    Log.shared.add(\"p\")\n  }\n}\n",
      others: ["extension P: Hashable {}\n"])
    #expect(extended.outcomes == [.moved(stored: false)])
  }

  @Test("a generic result type does not make a function's body a property's initializer")
  func genericResult() {
    let result = moved(
      """
      enum E {
        static func f() -> Box<Int> {
          let v = Log.shared.get()
          return Box(v)
        }
        static func g() -> [String: Array<Int>] { Log.shared.get() }
      }
      """)
    #expect(result.outcomes == [.moved(stored: false), .moved(stored: false)])
    #expect(result.text.contains("return log.get()"))
  }

  @Test("a write through a property's value is marked, not applied to a copy")
  func writeThrough() {
    let result = moved(
      """
      func f() {
        Log.shared.table["k"] = 1
        Log.shared.items.removeAll()
        Log.shared.items.append(2)
        swap(&Log.shared.items, &other)
        print(Log.shared.items.count)
      }
      """)
    guard result.outcomes.count == 5 else {
      Issue.record("sites: \(result.outcomes)")
      return
    }
    for outcome in result.outcomes[0..<4] {
      guard case .marked = outcome else {
        Issue.record("not marked: \(outcome)")
        continue
      }
    }
    #expect(result.outcomes[4] == .moved(stored: false))
    #expect(result.text.contains("Log.shared.table[\"k\"] = 1"))
    #expect(result.text.contains("print(log.items().count)"))
  }

  @Test("a site in a closure reads a local of the closure: Task, file scope, property initializer")
  func closures() {
    let result = moved(
      """
      final class C {
        let handler: () -> Void = { Log.shared.add("h") }
        func t() {
          Task { Log.shared.add("t") }
          Task {
            await work()
            Log.shared.add("after")
          }
        }
      }

      let signOut: @Sendable () -> Void = { Log.shared.add("bye") }
      """)
    #expect(result.outcomes == Array(repeating: .moved(stored: false), count: 4))
    #expect(
      result.text.contains(
        """
            Task {
              @Dependency(\\.log) var log
              return log.add("t")
            }
        """))
    #expect(result.text.contains("  Task {\n      @Dependency(\\.log) var log\n      await work()"))
    #expect(
      result.text.contains(
        """
        let signOut: @Sendable () -> Void = {
          @Dependency(\\.log) var log
          return log.add("bye")
        }
        """))
    #expect(!result.text.contains("func t() {\n    @Dependency"))
  }

  @Test("a closure the callee takes as '() -> Void' gets no return; an assignment none either")
  func voidClosures() {
    let result = moved(
      """
      func f(_ queue: DispatchQueue) {
        queue.async { Log.shared.ping() }
        var on = false
        let set = { on = Log.shared.isOn() }
      }
      """)
    #expect(result.text.contains("@Dependency(\\.log) var log\n    log.ping()\n  }"))
    #expect(result.text.contains("@Dependency(\\.log) var log\n    on = log.isOn()\n  }"))
  }

  @Test("a TODO goes above the whole statement: not between '}' and 'else if', nor in a guard")
  func todoPlacement() {
    let result = moved(
      """
      func f() {
        if ready {
          print(1)
        } else if Log.shared === other {
          print(2)
        }
        guard let x: Log =
          Log.shared
        else { return }
      }
      """)
    #expect(
      result.text.contains(
        """
          // TODO(migrate-tool): an identity or nil check of 'Log.shared': decide what it means for a client
          if ready {
        """))
    #expect(result.text.contains("// TODO(migrate-tool): 'Log.shared' is used as a value"))
    #expect(
      result.text.contains(
        "value, not through a member: pass the client (\\.log) or what the callee needs instead\n  guard let x: Log ="
      ))
  }

  @Test("two marked uses in one statement get two TODOs, and a second run adds none")
  func marksAreIdempotent() {
    let source = """
      func f() {
      \tlet c = 1
      \tif Log.shared.other.isEmpty || Log.shared.more.isEmpty {
      \t}
      \tfor a in Log.shared.other {
      \t}
      }
      """
    let first = moved(source)
    #expect(first.text.components(separatedBy: "// TODO(migrate-tool)").count == 4)
    let second = moved(first.text)
    #expect(second.text == first.text)
  }

  @Test("a use only in an #if branch reads a local of that branch; a second run adds none")
  func conditionalBranches() {
    let source = """
      struct P: Codable {
        var config: Int {
          get {
            #if !os(Linux)
            return Log.shared.isOn() ? 1 : 0
            #else
            return 0
            #endif
          }
        }
        func f() {
          if true {
            #if os(iOS)
              Log.shared.add("a")
            #elseif os(macOS)
              Log.shared.add("b")
            #endif
          }
        }
        func g() {
          Log.shared.add("top")
          #if os(iOS)
          Log.shared.add("branch")
          #endif
        }
      }
      """
    let first = moved(source)
    #expect(
      first.text.contains(
        "      #if !os(Linux)\n      @Dependency(\\.log) var log\n      return log.isOn() ? 1 : 0\n"
      ))
    #expect(
      first.text.contains(
        """
              #if os(iOS)
                @Dependency(\\.log) var log
                log.add("a")
              #elseif os(macOS)
                @Dependency(\\.log) var log
                log.add("b")
        """))
    // A use outside the branches: one local at the top serves them all.
    #expect(
      first.text.contains(
        "  func g() {\n    @Dependency(\\.log) var log\n    log.add(\"top\")\n    #if os(iOS)\n"
          + "    log.add(\"branch\")"))
    #expect(moved(first.text).text == first.text)
  }

  @Test("a line comment after the '{' stays on its line, above the inserted declaration")
  func trailingComment() {
    let result = moved(
      """
      func h() { // swiftlint:disable:this function_body_length
        Log.shared.add("h")
      }
      """)
    #expect(
      result.text.contains(
        """
        func h() { // swiftlint:disable:this function_body_length
          @Dependency(\\.log) var log
          log.add("h")
        """))
  }

  @Test("an accessor that is a function: Log.sharedInstance().add(x) moves as Log.shared.add(x)")
  func functionAccessor() {
    let move = FileMove(
      bytes: Array(
        """
        func f() {
          Log.sharedInstance().add("a")
          _ = Log.sharedInstance().ready
          let instance = Log.sharedInstance()
        }
        """.utf8),
      request: MoveRequest(
        typeName: "Log", accessor: "sharedInstance", keyPath: "log", propertyName: nil),
      client: Self.client, scanner: AccessScanner(accessors: ["sharedInstance"]))
    let text = String(decoding: move.result, as: UTF8.self)
    #expect(move.sites.prefix(2).map(\.outcome) == [.moved(stored: false), .moved(stored: false)])
    #expect(text.contains("  log.add(\"a\")\n  _ = log.ready()\n"))
    // The instance itself, called for: marked, and left as it is.
    #expect(text.contains("  let instance = Log.sharedInstance()\n"))
    #expect(move.sites.count == 3)
  }

  @Test("a client of an SDK type: what has no endpoint goes through the one that returns it")
  func escapeHatch() {
    var client = ClientEndpoints(
      typeName: "ApiClient", location: "ApiClient.swift:1",
      closures: ["data": 1, "session": 0])
    client.bridge.read(
      Array(
        """
        extension ApiClient {
          static func bridging(to session: URLSession) -> Self {
            let session = UncheckedSendable(session)
            return Self(data: { try await session.value.data(for: $0) }, session: { session.value })
          }
        }
        """.utf8), singleton: "URLSession")
    #expect(client.bridge.instanceEndpoint == "session")
    let move = FileMove(
      bytes: Array(
        """
        func f(_ r: URLRequest, _ u: URL) async throws {
          _ = try await URLSession.api.data(for: r)
          _ = try await URLSession.api.data(from: u)
          _ = URLSession.api.configuration
          use(URLSession.api)
          URLSession.api = URLSession(configuration: .ephemeral)
        }
        """.utf8),
      request: MoveRequest(
        typeName: "URLSession", accessor: "api", keyPath: "api", propertyName: nil),
      client: client, scanner: AccessScanner(accessors: ["api"]))
    let text = String(decoding: move.result, as: UTF8.self)
    #expect(text.contains("  _ = try await api.data(r)\n"))
    // `data(from:)` is not the endpoint that the bridge says is `data(for:)`.
    #expect(text.contains("  _ = try await api.session().data(from: u)\n"))
    #expect(text.contains("  _ = api.session().configuration\n"))
    #expect(text.contains("  use(api.session())\n"))
    // Replacing the instance is step 3's work, hatch or not.
    #expect(text.contains("  URLSession.api = URLSession(configuration: .ephemeral)\n"))
    #expect(move.sites.map(\.outcome).filter { $0 == .moved(stored: false) }.count == 4)
  }

  @Test("a body whose one 'if' returns in its branches gains no 'return' before the 'if'")
  func ifStatementBody() {
    let result = moved(
      """
      extension Int {
        var isOn: Bool {
          if Log.shared.ready {
            return true
          } else {
            return false
          }
        }
        var value: Int {
          if Log.shared.ready { 1 } else { 2 }
        }
      }
      """)
    #expect(result.text.contains("    @Dependency(\\.log) var log\n    if log.ready() {\n"))
    // An `if` expression, the body's value: it gains its `return`.
    #expect(result.text.contains("    return if log.ready() { 1 } else { 2 }\n"))
  }

  @Test("a closure whose signature returns an optional generic type: the local goes after 'in'")
  func closureSignatureWithOptionalGeneric() {
    let result = moved(
      """
      func f(_ items: [Int]) -> [Box<Int>] {
        items.compactMap { (item) -> Box<Int>? in
          Log.shared.add("\\(item)")
          return nil
        }
      }
      """)
    #expect(
      result.text.contains(
        "  items.compactMap { (item) -> Box<Int>? in\n    @Dependency(\\.log) var log\n"))
  }

  @Test("the code base's types come from the files that declare what the use-holding files name")
  func lazyCodebaseTypes() {
    let files = [
      "final class Sub: Base { func f() { Log.shared.add(\"x\") } }\nstruct V: Model {}\n",
      "class Base {}\n", "protocol Model: Persisted {}\n", "protocol Persisted: Codable {}\n",
      "// class Base2 {}\nstruct Unrelated {}\n", "extension V: Hashable {}\n",
    ].map { Array($0.utf8) }
    let codebase = Mover.codebaseTypes(of: [files[0]], among: Array(files.dropFirst()))
    #expect(codebase.isClass("Base"))
    #expect(
      codebase.conformances(of: "V", declared: ["Model"])
        == ["Model", "Persisted", "Codable", "Hashable"])
    #expect(!codebase.isClass("Unrelated"))
  }
}
