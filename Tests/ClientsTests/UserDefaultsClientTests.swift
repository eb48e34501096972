import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

import ExampleClients

@Suite("UserDefaultsClient.inMemory")
struct InMemoryUserDefaultsTests {
  @Test(
    "stores and returns every type an app stores",
    .dependencies { $0.userDefaults = .inMemory() }
  )
  func roundTrips() {
    @Dependency(\.userDefaults) var defaults
    SampleSettings.store(in: defaults)
    #expect(defaults.string("string") == "Blob")
    #expect(defaults.bool("bool"))
    #expect(defaults.integer("integer") == 42)
    #expect(defaults.double("double") == 1.5)
    #expect(defaults.data("data") == SampleSettings.bytes)
    #expect(defaults.date("date") == SampleSettings.date)
    #expect(defaults.stringArray("strings") == ["a", "b"])
  }

  @Test("save(_:forKey:) stores through the endpoint of the value's type, as the manager's did")
  func saveOverloads() {
    let defaults = UserDefaultsClient.inMemory()
    let name = "  Blob ".trimmingCharacters(in: .whitespaces)
    defaults.save(name, forKey: "string")
    defaults.save(true, forKey: "bool")
    defaults.save(42, forKey: "integer")
    defaults.save(1.5, forKey: "double")
    defaults.save(SampleSettings.bytes, forKey: "data")
    defaults.save(SampleSettings.date, forKey: "date")
    defaults.save(["a", "b"], forKey: "strings")
    #expect(defaults.string("string") == "Blob")
    #expect(defaults.bool("bool"))
    #expect(defaults.integer("integer") == 42)
    #expect(defaults.double("double") == 1.5)
    #expect(defaults.data("data") == SampleSettings.bytes)
    #expect(defaults.date("date") == SampleSettings.date)
    #expect(defaults.stringArray("strings") == ["a", "b"])
    #expect(defaults.string("integer") == nil)
  }

  @Test("starts with the values it is given, written as literals")
  func seeded() {
    let defaults = UserDefaultsClient.inMemory([
      "name": "Blob", "isOn": true, "count": 3, "scale": 1.5, "tags": ["a"],
    ])
    #expect(defaults.string("name") == "Blob")
    #expect(defaults.bool("isOn"))
    #expect(defaults.integer("count") == 3)
    #expect(defaults.double("scale") == 1.5)
    #expect(defaults.stringArray("tags") == ["a"])
  }

  @Test("a missing or removed key reads as nil, false or 0")
  func missing() {
    let defaults = UserDefaultsClient.inMemory(["name": "Blob"])
    defaults.remove("name")
    #expect(defaults.string("name") == nil)
    #expect(defaults.bool("name") == false)
    #expect(defaults.integer("name") == 0)
    #expect(defaults.double("name") == 0)
    #expect(defaults.data("name") == nil)
    #expect(defaults.date("name") == nil)
    #expect(defaults.stringArray("name") == nil)
  }

  @Test("a value reads back only as the type it was stored as")
  func typed() {
    let defaults = UserDefaultsClient.inMemory(["count": 3, "name": "3"])
    #expect(defaults.string("count") == nil)
    #expect(defaults.integer("name") == 0)
  }

  @Test("keys compare as Swift strings: \"é\" and \"e\u{301}\" are one key")
  func canonicalEquivalence() {
    // Foundation's UserDefaults compares keys differently (on Linux, 6.3, the two read back
    // separately but persist as one); code should not rely on either behaviour.
    let defaults = UserDefaultsClient.inMemory()
    defaults.setString("decomposed", "e\u{301}")
    defaults.setString("precomposed", "\u{e9}")
    #expect(defaults.string("e\u{301}") == "precomposed")
  }

  @Test("copies of a client share its store; another inMemory() has its own")
  func ownership() {
    let first = UserDefaultsClient.inMemory()
    let copy = first
    let second = UserDefaultsClient.inMemory()
    first.setString("Blob", "name")
    #expect(copy.string("name") == "Blob")
    #expect(second.string("name") == nil)
  }

  @Test(
    "each of 100 concurrent cases sees only its own values",
    .dependencies { $0.userDefaults = .inMemory() },
    arguments: 0..<100
  )
  func isolation(index: Int) async {
    @Dependency(\.userDefaults) var defaults
    defaults.setString("case \(index)", "owner")
    defaults.setInteger(index, "case-\(index)")
    // Let other cases run between this case's writes and its reads.
    await Task.yield()
    #expect(defaults.string("owner") == "case \(index)")
    #expect(defaults.integer("case-\(index)") == index)
    let othersSeen = (0..<100).filter { $0 != index && defaults.integer("case-\($0)") != 0 }
    #expect(othersSeen.isEmpty)
  }
}

@Suite("UserDefaultsClient.unimplemented, the test value")
struct UnimplementedUserDefaultsTests {
  @Test("each endpoint reports an issue naming it", .dependencies)
  func reports() {
    let defaults = UserDefaultsClient.unimplemented
    let calls: [(String, () -> Void)] = [
      ("string", { _ = defaults.string("k") }),
      ("setString", { defaults.setString("v", "k") }),
      ("bool", { _ = defaults.bool("k") }),
      ("setBool", { defaults.setBool(true, "k") }),
      ("integer", { _ = defaults.integer("k") }),
      ("setInteger", { defaults.setInteger(1, "k") }),
      ("double", { _ = defaults.double("k") }),
      ("setDouble", { defaults.setDouble(1, "k") }),
      ("data", { _ = defaults.data("k") }),
      ("setData", { defaults.setData(Data(), "k") }),
      ("date", { _ = defaults.date("k") }),
      ("setDate", { defaults.setDate(Date(), "k") }),
      ("stringArray", { _ = defaults.stringArray("k") }),
      ("setStringArray", { defaults.setStringArray([], "k") }),
      ("remove", { defaults.remove("k") }),
    ]
    for (name, call) in calls {
      withKnownIssue {
        call()
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("'UserDefaultsClient.\(name)'") }
      }
    }
  }

  @Test("a test that does not override \\.userDefaults gets it, and fails when it is used",
        .dependencies)
  func isTheTestValue() {
    @Dependency(\.userDefaults) var defaults
    withKnownIssue {
      #expect(defaults.string("name") == nil)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("'UserDefaultsClient.string'") }
    }
  }

  @Test("the preview value stores in memory, not in UserDefaults")
  func preview() {
    withDependencies { $0.context = .preview } operation: {
      @Dependency(\.userDefaults) var defaults
      let key = "singleton-exit.preview.\(UUID().uuidString)"
      defaults.setString("Blob", key)
      #expect(defaults.string(key) == "Blob")
      #expect(UserDefaults.standard.string(forKey: key) == nil)
    }
  }
}
