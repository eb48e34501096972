import Testing

@testable import SwiftDeclarations
@testable import SwiftScanning

/// Scaffold reads the declarations of only the files the skim cannot rule out: a file it rules
/// out must not declare, extend or hold the type.
@Suite("scaffold: which files may declare a type")
struct DeclarationSkimTests {
  func mayDeclare(_ source: String, _ name: String = "Store") -> Bool {
    Array(source.utf8).withUnsafeBufferPointer {
      DeclarationSkim.mayDeclare(ByteSearch.Needle(Array(name.utf8)), in: $0)
    }
  }

  @Test(
    "a declaration, an extension or a static property of the type may be there",
    arguments: [
      "final class Store {}", "struct Store: Codable {}", "enum Store {}", "actor Store {}",
      "protocol Store {}", "public extension Store {}", "extension App.Store {}",
      "extension App .\n  Store {}", "class\nStore<T> {}", "@MainActor final class Store {}",
      "enum Env { static var config: Store! }", "enum Env {\n  static let shared = Store()\n}",
      "class Env { class var current: Store { .init() } }",
    ])
  func mayBeThere(source: String) {
    #expect(mayDeclare(source))
  }

  @Test(
    "uses, other names that contain it, and static functions are ruled out",
    arguments: [
      "func f() { Store.shared.add(1) }", "final class StoreView {}", "class MyStore {}",
      "let s: Store = .shared", "static func make(store: Store) {}",
      "extension StoreFront {}", "// a comment about Store",
    ])
  func ruledOut(source: String) {
    #expect(!mayDeclare(source))
  }
}
