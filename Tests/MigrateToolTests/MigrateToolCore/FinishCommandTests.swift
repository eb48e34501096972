import Foundation
import Testing

@testable import MigrateToolCore

/// `finish`: step 3, the key owns the instance and `shared` is deleted, or a refusal that says
/// why.
@Suite("finish: step 3 by command")
struct FinishCommandTests {
  static let store = """
    final class Store {
      /// The one store.
      static let shared = Store()

      private init() {}

      func add(_ item: String) {}
    }

    """

  /// A tree whose one caller has moved to the client (by `migrate`).
  func migratedTree(in directory: String) throws {
    try write(Self.store, to: "\(directory)/Store.swift")
    try write("func f() {\n  Store.shared.add(\"a\")\n}\n", to: "\(directory)/Caller.swift")
    #expect(runTool(["migrate", "Store", directory, "--write"]).exitCode == 0)
  }

  @Test("the key gets what 'shared' held; 'shared' and its doc comment go; 'private init' opens")
  func finishes() throws {
    try withTemporaryDirectory { directory in
      try migratedTree(in: directory)
      let dryRun = runTool(["finish", "Store", directory])
      #expect(dryRun.exitCode == 0, "\(dryRun.errorOutput)")
      #expect(
        dryRun.output.contains("+  static let liveValue = StoreClient.bridging(to: Store())\n"))
      let run = runTool(["finish", "Store", directory, "--write"])
      #expect(run.exitCode == 0, "\(run.errorOutput)")
      let store = try String(contentsOfFile: "\(directory)/Store.swift", encoding: .utf8)
      #expect(store == "final class Store {\n  init() {}\n\n  func add(_ item: String) {}\n}\n")
      let client = try String(contentsOfFile: "\(directory)/StoreClient.swift", encoding: .utf8)
      #expect(!client.contains("Store.shared)"))
      // Nothing reads `Store.shared` any more: a second finish has nothing to do.
      let again = runTool(["finish", "Store", directory])
      #expect(again.exitCode == 1)
      #expect(again.errorOutput.contains("no key's liveValue is '...bridging(to: Store.shared)'"))
    }
  }

  @Test("a use left: refused, with where it is")
  func useLeft() throws {
    try withTemporaryDirectory { directory in
      try migratedTree(in: directory)
      try write("func g() { _ = Store.shared }\n", to: "\(directory)/Other.swift")
      let run = runTool(["finish", "Store", directory, "--write"])
      #expect(run.exitCode == 1)
      #expect(
        run.errorOutput.hasPrefix(
          "Error: Step 3 is not done: 1 use of 'Store.shared' remains (\(directory)/Other.swift:1)")
      )
      let store = try String(contentsOfFile: "\(directory)/Store.swift", encoding: .utf8)
      #expect(store == Self.store)
    }
  }

  @Test("a reassignable accessor: refused, as a person's decision")
  func reassignable() throws {
    try withTemporaryDirectory { directory in
      try write(
        "final class Host {\n  nonisolated(unsafe) static var shared = Host()\n  var name = \"\"\n}\n",
        to: "\(directory)/Host.swift")
      try write("func f() -> String { Host.shared.name }\n", to: "\(directory)/Caller.swift")
      #expect(runTool(["migrate", "Host", directory, "--write"]).exitCode == 0)
      let run = runTool(["finish", "Host", directory])
      #expect(run.exitCode == 1)
      #expect(run.errorOutput.contains("a reassignable or main-actor singleton"))
    }
  }

  @Test("a closure that configures the instance moves into the key whole, and not into a comment")
  func configuringClosure() throws {
    try withTemporaryDirectory { directory in
      try write(
        """
        final class Store {
          static let shared: Store = {
            let store = Store()
            store.items = ["welcome"]
            return store
          }()

          var items: [String] = []
        }

        """, to: "\(directory)/Store.swift")
      try write("func f() -> Int { Store.shared.items.count }\n", to: "\(directory)/Caller.swift")
      #expect(runTool(["migrate", "Store", directory, "--write"]).exitCode == 0)
      let run = runTool(["finish", "Store", directory, "--write"])
      #expect(run.exitCode == 0, "\(run.errorOutput)")
      let client = try String(contentsOfFile: "\(directory)/StoreClient.swift", encoding: .utf8)
      #expect(
        client.contains(
          "  static let liveValue = StoreClient.bridging(to: {\n    let store = Store()\n"))
      // The doc comment's one-line example stays as it was.
      #expect(
        client.contains("  /// static let liveValue = StoreClient.bridging(to: Store.shared)\n"))
    }
  }
}
