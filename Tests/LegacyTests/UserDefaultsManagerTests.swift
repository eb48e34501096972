import Foundation
import ExampleLegacy
import Testing

/// The manager over a suite of its own per test (never `shared`), so these run in parallel.
@Suite("UserDefaultsManager over a suite of its own")
struct UserDefaultsManagerTests {
  @Test("saves and loads every type an app stores")
  func roundTrips() {
    withTemporaryDefaults { defaults, _ in
      let manager = UserDefaultsManager(defaults: defaults)
      let date = Date(timeIntervalSince1970: 1_700_000_000.25)
      manager.save("Blob", forKey: "string")
      manager.save(true, forKey: "bool")
      manager.save(42, forKey: "int")
      manager.save(1.5, forKey: "double")
      manager.save(Data([0, 1, 255]), forKey: "data")
      manager.save(date, forKey: "date")
      manager.save(["a", "b"], forKey: "strings")
      #expect(manager.loadString(forKey: "string") == "Blob")
      #expect(manager.loadBool(forKey: "bool"))
      #expect(manager.loadInt(forKey: "int") == 42)
      #expect(manager.loadDouble(forKey: "double") == 1.5)
      #expect(manager.loadData(forKey: "data") == Data([0, 1, 255]))
      #expect(manager.loadDate(forKey: "date") == date)
      #expect(manager.loadStringArray(forKey: "strings") == ["a", "b"])
    }
  }

  @Test("a missing key loads as nil, false or 0, and remove makes a key missing")
  func missingAndRemoved() {
    withTemporaryDefaults { defaults, _ in
      let manager = UserDefaultsManager(defaults: defaults)
      manager.save("Blob", forKey: "name")
      manager.remove(forKey: "name")
      #expect(manager.loadString(forKey: "name") == nil)
      #expect(manager.loadBool(forKey: "name") == false)
      #expect(manager.loadInt(forKey: "name") == 0)
      #expect(manager.loadDate(forKey: "name") == nil)
    }
  }

  @Test("empty and unicode keys, unicode and 1 MB values: stored intact")
  func badInput() {
    withTemporaryDefaults { defaults, _ in
      let manager = UserDefaultsManager(defaults: defaults)
      let large = String(repeating: "é🙂x", count: 1_000_000 / 7)
      manager.save("empty key", forKey: "")
      manager.save("名前 🌍 \u{0}tail", forKey: "ключ🔑")
      manager.save(large, forKey: "large")
      #expect(manager.loadString(forKey: "") == "empty key")
      #expect(manager.loadString(forKey: "ключ🔑") == "名前 🌍 \u{0}tail")
      #expect(manager.loadString(forKey: "large") == large)
    }
  }

  @Test("another manager over the same suite sees the values")
  func sharedSuite() {
    withTemporaryDefaults { defaults, suiteName in
      UserDefaultsManager(defaults: defaults).save("Blob", forKey: "name")
      let other = UserDefaultsManager(defaults: UserDefaults(suiteName: suiteName)!)
      #expect(other.loadString(forKey: "name") == "Blob")
    }
  }
}
