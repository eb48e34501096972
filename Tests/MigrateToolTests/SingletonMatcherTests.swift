import Testing

@testable import MigrateToolCore

/// Attribution of findings to declared singletons, by the type their receiver names.
@Suite("Singleton matcher")
struct SingletonMatcherTests {
  /// Indices in declaration order: Settings 0, Outer.Inner 1, Network.Monitor 2, A.Dup 3,
  /// B.Dup 4, Café 5, Store 6, C.Dup 7 (a third type named `Dup`).
  static let matcher = SingletonMatcher(
    declarations: ["Settings", "Outer.Inner", "Network.Monitor", "A.Dup", "B.Dup", "Café"].map {
      SingletonDeclaration(type: $0, accessor: "shared", file: "F.swift", line: 1)
    } + [
      SingletonDeclaration(type: "Store", accessor: "current", file: "F.swift", line: 2),
      SingletonDeclaration(type: "C.Dup", accessor: "shared", file: "F.swift", line: 3),
    ])

  static func finding(_ typeName: String?, accessor: String = "shared") -> Finding {
    Finding(
      file: "G.swift", line: 1, column: 1, accessor: accessor, receiver: typeName ?? "(expr)",
      receiverKind: typeName == nil ? .expression : .type, role: .use, declared: false,
      typeName: typeName)
  }

  @Test(
    "a type named exactly, qualified, or by an unambiguous short name is matched",
    arguments: [
      ("Settings", 0), ("Legacy.Settings", 0), ("Outer.Inner", 1), ("Inner", 1),
      ("Monitor", 2), ("A.Dup", 3), ("B.Dup", 4), ("Café", 5), ("Module.Café", 5), ("C.Dup", 7),
    ])
  func matched(_ typeName: String, _ index: Int) {
    #expect(Self.matcher.index(for: Self.finding(typeName)) == index)
  }

  @Test(
    "an ambiguous short name, another type, another accessor or no type is not matched",
    arguments: [
      // `Xettings` and `Settingz`: the same length, and the same last byte or not.
      "Dup", "X.Dup", "Xettings", "Settingz", "UIApplication", "Settings.Other", "Cafe",
      "Settings.",
    ])
  func unmatched(_ typeName: String) {
    #expect(Self.matcher.index(for: Self.finding(typeName)) == nil)
  }

  @Test("the accessor is part of the singleton")
  func accessorMatters() {
    #expect(Self.matcher.index(for: Self.finding("Settings", accessor: "current")) == nil)
    #expect(Self.matcher.index(for: Self.finding("Store", accessor: "current")) == 6)
    #expect(Self.matcher.index(for: Self.finding("Store")) == nil)
    #expect(Self.matcher.index(for: Self.finding(nil)) == nil)
  }

  @Test("attributing marks the matched findings declared and counts uses and bridges")
  func attribute() {
    var findings = ["Settings", "Settings", "UIApplication", "Inner", "Settings"].map {
      Self.finding($0)
    }
    findings[1].role = .bridge
    let counts = Self.matcher.attribute(&findings)
    #expect(findings.map(\.declared) == [true, true, false, true, true])
    #expect(
      counts.sorted { $0.index < $1.index } == [
        SingletonMatcher.Counts(index: 0, uses: 2, bridges: 1),
        SingletonMatcher.Counts(index: 1, uses: 1, bridges: 0),
      ])
  }
}
