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
}
