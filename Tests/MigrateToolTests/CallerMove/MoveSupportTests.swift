import Testing

@testable import CallerMove

@Suite("move: the client's endpoints and the diff")
struct MoveSupportTests {
  @Test(
    "a function type's parameter count, or nil for a value",
    arguments: [
      ("@Sendable () -> Int", 0), ("@Sendable (_ key: String) -> Bool", 1),
      ("@Sendable (String, [String: Int]) -> Void", 2),
      ("@Sendable (_ done: @escaping @Sendable (Int) -> Void) -> Void", 1),
      ("@MainActor @Sendable ((Int, Int)) async throws -> Void", 1),
    ] as [(String, Int)])
  func arity(type: String, count: Int) {
    #expect(ClientEndpoints.arity(ofFunctionType: type) == count)
  }

  @Test("a function type's parameter types, without labels or spaces around them")
  func parameterTypes() {
    #expect(
      ClientEndpoints.parameterTypes(
        ofFunctionType: "@Sendable (_ id: Int, [String: Int], ( Int,Int ), key: String?) -> Void")
        == ["Int", "[String: Int]", "( Int,Int )", "String?"])
    #expect(ClientEndpoints.parameterTypes(ofFunctionType: "() -> Void") == [])
  }

  @Test("a value type is no function", arguments: ["Int", "[String]", "(Int, Int)", "String?"])
  func notFunction(type: String) {
    #expect(ClientEndpoints.arity(ofFunctionType: type) == nil)
  }

  @Test("a unified diff that patch reads: headers, context and counts")
  func diff() {
    let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
    let new = "a\nb\nc\nD\ne\nf\ng\nh\ni\n"
    #expect(
      UnifiedDiff.render(path: "F.swift", old: old, new: new) == """
        --- a/F.swift
        +++ b/F.swift
        @@ -1,8 +1,9 @@
         a
         b
         c
        -d
        +D
         e
         f
         g
         h
        +i

        """)
    #expect(UnifiedDiff.render(path: "F.swift", old: old, new: old).isEmpty)
  }

  @Test("a diff holds the file's bytes, an invalid one too; a path with a space ends in a tab")
  func diffBytes() {
    let old: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\nlet a = 1\n".utf8)
    let new: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\nlet a = 2\n".utf8)
    let diff = UnifiedDiff.render(path: "Shared/Article Rendering/A.swift", old: old, new: new)
    let expected =
      Array(
        "--- a/Shared/Article Rendering/A.swift\t\n+++ b/Shared/Article Rendering/A.swift\t\n".utf8)
      + Array("@@ -1,2 +1,2 @@\n // caf".utf8) + [0xE9]
      + Array("\n-let a = 1\n+let a = 2\n".utf8)
    #expect(diff == expected)
  }
}
