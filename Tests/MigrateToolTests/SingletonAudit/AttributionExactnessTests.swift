import Testing

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
}
