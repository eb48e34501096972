import Testing

@testable import SingletonAudit

/// Attribution to the nearest of many same-named declarations: exactly as a plain reference
/// says, at a cost that grows with the input, not with its square.
@Suite("Singleton matcher at scale")
struct MatcherScaleTests {
  /// The plain reference: every declaration the written type names, the nearest by shared
  /// leading folders, the first of equals, ambiguous when several are as near.
  static func reference(
    _ typeName: String, file: String, in declarations: [SingletonDeclaration]
  ) -> SingletonMatcher.Match? {
    func folders(_ path: String) -> [Substring] { Array(path.split(separator: "/").dropLast()) }
    func names(_ written: String, _ declared: String) -> Bool {
      written == declared || written.hasSuffix("." + declared) || declared.hasSuffix("." + written)
    }
    let named = declarations.indices.filter { names(typeName, declarations[$0].type) }
    let distances = named.map { index in
      zip(folders(file), folders(declarations[index].file)).prefix { $0 == $1 }.count
    }
    guard let nearest = distances.max() else { return nil }
    let winners = named.indices.filter { distances[$0] == nearest }
    return SingletonMatcher.Match(index: named[winners[0]], isAmbiguous: winners.count > 1)
  }

  @Test("the nearest of same-named declarations is the reference's, ties and qualified names too")
  func nearestMatchesReference() {
    var generator = SystemRandomNumberGenerator()
    let folders = ["App", "App/A", "App/A/B", "App/B", "Kit", "Kit/A", "./App", "App//A", "x"]
    let types = ["Dup", "A.Dup", "B.Dup", "Store", "Store"]
    for _ in 0..<50 {
      let declarations = (0..<Int.random(in: 1...12, using: &generator)).map { line in
        SingletonDeclaration(
          type: types.randomElement(using: &generator)!, accessor: "shared",
          file: folders.randomElement(using: &generator)! + "/T.swift", line: line)
      }.sorted { ($0.type, $0.file) < ($1.type, $1.file) }
      let matcher = SingletonMatcher(declarations: declarations)
      for written in ["Dup", "A.Dup", "X.B.Dup", "Store", "M.Store", "Other"] {
        for folder in folders + ["App/A/B/C", "Other"] {
          let file = folder + "/U.swift"
          let finding = Finding(
            file: file, line: 1, column: 1, accessor: "shared", receiver: written,
            receiverKind: .type, role: .use, declared: false, typeName: written)
          #expect(
            matcher.match(finding) == Self.reference(written, file: file, in: declarations),
            "\(written) in \(file) among \(declarations.map { "\($0.type)@\($0.file)" })")
        }
      }
    }
  }

  // How the cost grows with the input is measured with callgrind on generated trees (1x to 8x),
  // not timed here: a timed test fails on a loaded machine and passes a slow change on a fast one.
  @Test("2,000 declarations of one name, each used in its own folder: each use finds its own")
  func manySameNamedDeclarations() {
    let count = 2_000
    let declarations = (0..<count).map {
      SingletonDeclaration(
        type: "Store", accessor: "shared", file: "Apps/App\($0)/Model/Store.swift", line: 1)
    }.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
    let matcher = SingletonMatcher(declarations: declarations)
    for index in 0..<count {
      let finding = Finding(
        file: "Apps/App\(index)/Screens/Home.swift", line: 1, column: 1, accessor: "shared",
        receiver: "Store", receiverKind: .type, role: .use, declared: false, typeName: "Store")
      let match = matcher.match(finding)
      #expect(match.map { declarations[$0.index].file } == "Apps/App\(index)/Model/Store.swift")
      #expect(match?.isAmbiguous == false)
    }
  }
}
