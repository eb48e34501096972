import ExampleClients
import Dependencies
import Foundation
import ExampleLegacy
import Testing

/// The live client really stores through `UserDefaults`. Each test uses a suite of its own (or,
/// for the registered live value, a key of its own), so these run in parallel with everything.
@Suite("UserDefaultsClient.bridging(to:), the live value")
struct LiveUserDefaultsClientTests {
  @Test("persists every type in the UserDefaults suite, where a new instance reads it")
  func persists() {
    withTemporaryDefaults { defaults, suiteName in
      let client = UserDefaultsClient.bridging(to: UserDefaultsManager(defaults: defaults))
      SampleSettings.store(in: client)

      let reopened = UserDefaults(suiteName: suiteName)!
      #expect(reopened.string(forKey: "string") == "Blob")
      #expect(reopened.bool(forKey: "bool"))
      #expect(reopened.integer(forKey: "integer") == 42)
      #expect(reopened.double(forKey: "double") == 1.5)
      #expect(reopened.data(forKey: "data") == SampleSettings.bytes)
      // swift-corelibs-foundation writes dates to the suite's file in whole seconds; whether a
      // new instance reads the file or the process's cache is a matter of timing. So only the
      // whole seconds are certain (on Linux the `.25` of `SampleSettings.date` may be gone).
      let date = reopened.object(forKey: "date") as? Date
      #expect(
        date?.timeIntervalSince1970.rounded(.down)
          == SampleSettings.date.timeIntervalSince1970.rounded(.down))
      #expect(reopened.stringArray(forKey: "strings") == ["a", "b"])
      let persisted = reopened.persistentDomain(forName: suiteName) ?? [:]
      #expect(Set(persisted.keys) == SampleSettings.keys)
    }
  }

  @Test("reads what was stored directly, and remove deletes it from the suite")
  func readsAndRemoves() {
    withTemporaryDefaults { defaults, suiteName in
      defaults.set("Blob", forKey: "name")
      defaults.set(7, forKey: "count")
      let client = UserDefaultsClient.bridging(to: UserDefaultsManager(defaults: defaults))
      #expect(client.string("name") == "Blob")
      #expect(client.integer("count") == 7)
      client.remove("name")
      #expect(UserDefaults(suiteName: suiteName)!.object(forKey: "name") == nil)
      #expect(client.string("name") == nil)
    }
  }

  @Test("the registered live value goes through UserDefaultsManager.shared (step 1)")
  func liveValueBridgesToShared() {
    // A key no other test uses: the singleton's storage is shared by the whole process.
    let key = "singleton-exit.ClientsTests.live.\(UUID().uuidString)"
    defer { UserDefaults.standard.removeObject(forKey: key) }
    let client = withDependencies { $0.context = .live } operation: {
      Dependency(\.userDefaults).wrappedValue
    }
    client.setString("Blob", key)
    #expect(UserDefaultsManager.shared.loadString(forKey: key) == "Blob")
    #expect(UserDefaults.standard.string(forKey: key) == "Blob")
  }
}

/// Keys and values real users produce: nothing is lost, nothing crashes, live or in memory.
@Suite("UserDefaultsClient with unusual keys and values")
struct UserDefaultsBadInputTests {
  enum Implementation: String, CaseIterable, Sendable {
    case inMemory, live
  }

  /// Runs `body` with a fresh client of the kind given (a live one over a suite of its own).
  private func withClient(_ kind: Implementation, _ body: (UserDefaultsClient) -> Void) {
    switch kind {
    case .inMemory:
      body(.inMemory())
    case .live:
      withTemporaryDefaults { defaults, _ in
        body(.bridging(to: UserDefaultsManager(defaults: defaults)))
      }
    }
  }

  @Test("an empty key is a key like any other", arguments: Implementation.allCases)
  func emptyKey(kind: Implementation) {
    withClient(kind) { client in
      client.setString("empty", "")
      client.setString("other", "a")
      #expect(client.string("") == "empty")
      client.remove("")
      #expect(client.string("") == nil)
      #expect(client.string("a") == "other")
    }
  }

  @Test("a 1 MB string and 1 MB of bytes come back whole", arguments: Implementation.allCases)
  func largeValues(kind: Implementation) {
    let text = String(repeating: "0123456789abcdef", count: 65_536)
    let bytes = Data((0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    withClient(kind) { client in
      client.setString(text, "text")
      client.setData(bytes, "bytes")
      #expect(client.string("text")?.utf8.count == 1_048_576)
      #expect(client.string("text") == text)
      #expect(client.data("bytes") == bytes)
    }
  }

  @Test("unicode keys and values are kept exactly", arguments: Implementation.allCases)
  func unicode(kind: Implementation) {
    let pairs = [
      "ключ🔑": "значение", "名前": "ブロブ 🐡", "e\u{301}": "combining accent",
      "🇺🇦": "flag", "tab\tnew\nline": "  spaces  ", "nul\u{0}key": "nul\u{0}value",
    ]
    withClient(kind) { client in
      for (key, value) in pairs { client.setString(value, key) }
      client.setStringArray(["α", "β", "👩‍👩‍👧"], "greek")
      for (key, value) in pairs { #expect(client.string(key) == value, "key \(key)") }
      #expect(client.stringArray("greek") == ["α", "β", "👩‍👩‍👧"])
    }
  }
}
