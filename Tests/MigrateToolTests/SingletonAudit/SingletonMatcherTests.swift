import Testing

@testable import SingletonAudit

/// Attribution of findings to declared singletons, by the type their receiver names.
@Suite("Singleton matcher")
struct SingletonMatcherTests {
  /// Indices in declaration order: Settings 0, Outer.Inner 1, Network.Monitor 2, A.Dup 3,
  /// B.Dup 4, Café 5, Store 6, C.Dup 7 (a third type named `Dup`), iOSTabs 8.
  static let matcher = SingletonMatcher(
    declarations: ["Settings", "Outer.Inner", "Network.Monitor", "A.Dup", "B.Dup", "Café"].map {
      SingletonDeclaration(type: $0, accessor: "shared", file: "F.swift", line: 1)
    } + [
      SingletonDeclaration(type: "Store", accessor: "current", file: "F.swift", line: 2),
      SingletonDeclaration(type: "C.Dup", accessor: "shared", file: "F.swift", line: 3),
      SingletonDeclaration(type: "iOSTabs", accessor: "shared", file: "F.swift", line: 4),
    ])

  static func finding(
    _ typeName: String?, accessor: String = "shared", file: String = "G.swift"
  ) -> Finding {
    Finding(
      file: file, line: 1, column: 1, accessor: accessor, receiver: typeName ?? "(expr)",
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
    #expect(Self.matcher.match(Self.finding(typeName)) == .init(index: index))
  }

  @Test(
    "another type, another accessor or no type is not matched",
    arguments: [
      "X.Dup", "Xettings", "Settingz", "UIApplication", "Settings.Other", "Cafe", "Settings.",
    ])
  func unmatched(_ typeName: String) {
    #expect(Self.matcher.match(Self.finding(typeName)) == nil)
  }

  @Test("a short name that several declarations share, equally near, is matched as ambiguous")
  func ambiguousShortName() {
    #expect(Self.matcher.match(Self.finding("Dup")) == .init(index: 3, isAmbiguous: true))
  }

  @Test("the accessor is part of the singleton")
  func accessorMatters() {
    #expect(Self.matcher.match(Self.finding("Settings", accessor: "current")) == nil)
    #expect(Self.matcher.match(Self.finding("Store", accessor: "current"))?.index == 6)
    #expect(Self.matcher.match(Self.finding("Store")) == nil)
    #expect(Self.matcher.match(Self.finding(nil)) == nil)
  }

  @Test("a lower-case declared type is matched through its lower-case (instance) receiver")
  func lowerCaseType() {
    var finding = Self.finding(nil)
    (finding.receiver, finding.receiverKind) = ("iOSTabs", .instance)
    #expect(Self.matcher.match(finding) == .init(index: 8))
    finding.receiver = "tabs"
    #expect(Self.matcher.match(finding) == nil)
  }

  @Test("one type declared in two targets: an access goes to the one in its own folder tree")
  func sameNameInTwoTargets() {
    let matcher = SingletonMatcher(
      declarations: ["iOS/Shared/AppDefaults.swift", "Mac/AppDefaults.swift"].map {
        SingletonDeclaration(type: "AppDefaults", accessor: "shared", file: $0, line: 3)
      })
    let iOS = Self.finding("AppDefaults", file: "iOS/Screens/Home.swift")
    let mac = Self.finding("AppDefaults", file: "Mac/Window.swift")
    let shared = Self.finding("AppDefaults", file: "Shared/Sync.swift")
    #expect(matcher.match(iOS) == .init(index: 0))
    #expect(matcher.match(mac) == .init(index: 1))
    #expect(matcher.match(shared) == .init(index: 0, isAmbiguous: true))
  }

  @Test("attributing marks the matched findings declared, and counts them per receiver")
  func attribute() {
    var findings = ["Settings", "Settings", "UIApplication", "Inner", "Settings"].map {
      Self.finding($0)
    }
    findings[1].role = .bridge
    let tallies = Self.matcher.attribute(&findings)
    #expect(findings.map(\.declared) == [true, true, false, true, true])
    #expect(
      tallies.map {
        let name = $0.match.map { String($0.index) } ?? findings[$0.firstFinding].receiver
        return "\(name) \($0.uses) \($0.bridges)"
      } == [
        "0 2 1", "UIApplication 1 0", "1 1 0",
      ])
  }

  @Test("a singleton spelled two ways in a file, or a receiver of two types, is counted once")
  func spellingsInOneFile() {
    /// `Self.shared` in a type named `typeName`.
    func selfAccess(in typeName: String) -> Finding {
      var finding = Self.finding(typeName)
      finding.receiver = "Self"
      return finding
    }
    var findings = [
      Self.finding("Settings"), Self.finding("Legacy.Settings"), selfAccess(in: "Settings"),
      Self.finding("Legacy.Settings"), selfAccess(in: "Screen"), selfAccess(in: "Cell"),
      selfAccess(in: "Cell"), Self.finding("Dup"), Self.finding("A.Dup"), Self.finding("Dup"),
    ]
    let tallies = Self.matcher.attribute(&findings)
    #expect(
      findings.map(\.declared) == [true, true, true, true, false, false, false, true, true, true])
    // `Dup` is ambiguous (A.Dup, B.Dup and C.Dup are as near); `A.Dup` is not.
    #expect(
      tallies.map {
        let name = $0.match.map { String($0.index) } ?? findings[$0.firstFinding].receiver
        return "\(name) \($0.uses) \($0.ambiguous)"
      } == ["0 4 0", "Self 3 0", "3 3 2"])
  }
}
