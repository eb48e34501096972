import Testing

@testable import AuditReporters
@testable import SingletonAudit

/// Issue 28's exactness points: each access lands on the singleton the code means.
@Suite("Attribution exactness")
struct AttributionExactnessTests {
  /// `type.accessor uses` of each declared singleton, and `receiver.accessor` of the undeclared.
  func rows(_ source: String) -> [String] {
    let audit = report([("App.swift", source)])
    return audit.singletons.map {
      "\($0.declaration.type).\($0.declaration.accessor) \($0.uses)"
    } + audit.undeclared.map { "undeclared \($0.receiver).\($0.accessor)" }
  }

  @Test(
    "an import of one declaration ('import class M.T') declares nothing",
    arguments: ["class", "struct", "enum", "protocol"])
  func importOfADeclaration(kind: String) {
    let source = """
      import \(kind) Networking.UserAgent
      final class AppDelegate {
        static let shared = AppDelegate()
      }
      let a = AppDelegate.shared

      """
    #expect(rows(source) == ["AppDelegate.shared 1"])
  }

  @Test("an implicit member is attributed to the type written in its statement")
  func implicitMemberOfAWrittenType() {
    let source = """
      final class ThemeModel {
        static let shared = ThemeModel()
      }
      enum Theme {
        static var shared = Theme.light
        case light
      }
      let t: ThemeModel = .shared
      func f(_ t: Theme = .shared) {}
      struct View {
        var theme: Theme? = .shared
        var model: Module.ThemeModel! = .shared
      }
      let other = .shared

      """
    #expect(
      rows(source) == ["Theme.shared 2", "ThemeModel.shared 2", "undeclared .shared"])
  }

  @Test("an implicit member of a written type nobody declares is counted for that type")
  func implicitMemberOfAnUndeclaredType() {
    let source = """
      let session: URLSession = .shared
      func load(_ session: URLSession = .shared, _ app: UIApplication! = .shared) {}
      let other = .shared

      """
    #expect(
      rows(source) == [
        "undeclared URLSession.shared", "undeclared .shared", "undeclared UIApplication.shared",
      ])
    #expect(report([("App.swift", source)]).undeclared.map(\.uses) == [2, 1, 1])
  }

  @Test("the summary shows test uses apart: files under a *Tests folder or named *Tests.swift")
  func testUsesApart() throws {
    let audit = report([
      ("App/Sources/Store.swift", "final class Store {\n  static let shared = Store()\n}\n"),
      ("App/Sources/Home.swift", "let a = Store.shared\nlet u = URLSession.shared\n"),
      ("App/Tests/StoreTests.swift", "let a = Store.shared\nlet b = Store.shared\n"),
      ("App/AppUITests/Flow.swift", "let u = URLSession.shared\n"),
      ("App/Sources/HomeTests.swift", "let a = Store.shared\n"),
    ])
    #expect(audit.singletons.map { "\($0.uses) \($0.testUses)" } == ["4 3"])
    #expect(audit.undeclared.map { "\($0.uses) \($0.testUses)" } == ["2 1"])
    let text = TextReporter().render(audit)
    #expect(
      text.contains(
        "\nTest uses (in *Tests folders or *Tests.swift files), counted in USES: "
          + "Store.shared 3, URLSession.shared 1.\n"))
    let json = JSONReporter().render(audit)
    #expect(json.contains(#""status": "not-started", "files": 3"#))
    #expect(json.contains(#""ambiguous": 0, "testUses": 3, "members": [], "sites""#))
    #expect(json.contains(#""builtInDependency": "@Dependency(\\.urlSession)", "testUses": 1}"#))

    let markdown = MarkdownReporter().render(audit)
    #expect(markdown.contains("| `Store.shared` | 4 (3 in tests) | 0 | 3 | not-started |"))
    #expect(markdown.contains("| `URLSession.shared` | 2 (1 in tests) | 0 | 2 | undeclared |"))
    let production = report([("App/Sources/Home.swift", "let u = URLSession.shared\n")])
    #expect(!TextReporter().render(production).contains("Test uses"))
    #expect(!JSONReporter().render(production).contains("testUses"))
    #expect(!MarkdownReporter().render(production).contains("in tests"))
  }
}
