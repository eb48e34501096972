import Testing

@testable import SingletonAudit

/// One real `.swift` fixture per tricky construct, with every expected finding.
@Suite("Fixtures")
struct FixtureTests {
  @Test("text in line, block, nested and doc comments is not code")
  func comments() throws {
    #expect(try findings(in: "Comments.swift") == ["7:29 Foo type use"])
  }

  @Test("single-line, escaped, multi-line and raw strings are not code")
  func strings() throws {
    #expect(try findings(in: "Strings.swift") == ["9:17 Bar type use"])
  }

  @Test("code inside interpolations counts, with nested parens, strings and closures")
  func interpolation() throws {
    #expect(
      try findings(in: "Interpolation.swift") == [
        "1:23 Foo type use",
        "2:31 Foo type use",
        "3:34 Bar type use",
        "4:46 item instance use",
        "5:23 Baz type use",
        "7:16 Qux type use",
      ])
  }

  @Test("extended and bare regex literals are not code; division is")
  func regex() throws {
    #expect(try findings(in: "Regex.swift") == ["7:25 Foo type use"])
  }

  @Test("a / opens a regex literal where the compiler's lexer says so, prefix operators too")
  func regexRule() throws {
    // As `swiftc -frontend -dump-parse -enable-bare-slash-regex` reads the fixture.
    #expect(
      try findings(in: "RegexLiterals.swift") == [
        "10:12 (expr) expression use",
        "13:23 Foo type use",
        "15:15 Bar type use",
      ])
  }

  @Test("imports, extensions, inheritance, attributes, some and any name types, not accesses")
  func typeNames() throws {
    // As `swiftc -frontend -dump-parse -enable-bare-slash-regex` reads the fixture.
    #expect(
      try findings(in: "TypeNames.swift") == [
        "12:23 Foo type use",
        "13:15 Bar type use",
        "14:33 Foo type use",
        "15:32 Bar type use",
        "16:13 Baz type use",
      ])
  }

  @Test("receivers after try?, unsafe, postfix ?! runs, literals and dot operators")
  func receiverForms() throws {
    // Positions as `swiftc -frontend -dump-parse -enable-bare-slash-regex` reads the fixture.
    #expect(
      try findings(in: "ReceiverForms.swift") == [
        "5:17 Foo type use",
        "6:13 - implicit use",
        "7:13 - implicit use",
        "8:15 - implicit use",
        "9:11 (expr) expression use",
        "10:11 (expr) expression use",
        "11:12 (expr) expression use",
        "12:11 (expr) expression use",
      ])
  }

  @Test("a parameter's type is no access, its default value is code")
  func parameters() throws {
    // As `swiftc -frontend -dump-parse -enable-bare-slash-regex` reads the fixture.
    #expect(
      try findings(in: "Parameters.swift") == [
        "3:59 Foo type use",
        "4:51 Bar type use",
        "4:78 Baz type use",
        "6:35 Foo type use",
        "9:18 Qux type use",
      ])
  }

  @Test("a type is read whole wherever it stands: no name in it is an access, the code after it is")
  func typeGrammar() throws {
    // As `swiftc -frontend -dump-parse -enable-bare-slash-regex` reads the fixture.
    #expect(
      try findings(in: "TypeGrammar.swift") == [
        "4:53 Foo type use",
        "5:45 Foo type use",
        "6:85 Foo type use",
        "7:73 Foo type use",
        "10:55 x instance use",
        "11:27 Bar type use",
        "12:43 Foo type use",
        "13:33 Foo type use",
        "14:15 b instance use",
        "17:17 Bar type use",
      ])
  }

  @Test("an operator character beyond ASCII is an operator: a regex may follow, no name holds it")
  func unicodeOperators() throws {
    // As `swiftc -frontend -dump-parse -enable-bare-slash-regex` reads the fixture.
    #expect(
      try findings(in: "UnicodeOperators.swift") == [
        "4:13 Foo type use",
        "5:16 Foo type use",
        "6:17 Bar type use",
        "7:15 café instance use",
        "8:16 - implicit use",
      ])
  }

  @Test(
    "after generic arguments, a postfix operator or a condition's trailing closure, an expression")
  func genericReceivers() throws {
    // As `swiftc -frontend -dump-parse -enable-bare-slash-regex` reads the fixture.
    #expect(
      try findings(in: "GenericReceivers.swift") == [
        "4:16 (expr) expression use",
        "5:15 (expr) expression use",
        "7:6 (expr) expression use",
        "9:19 (expr) expression use",
        "10:25 (expr) expression use",
        "13:4 - implicit use",
        "14:11 (expr) expression use",
      ])
  }

  @Test("backticked identifiers are receivers and accessors")
  func backticks() throws {
    #expect(
      try findings(in: "Backticks.swift") == [
        "1:15 Foo type use",
        "2:14 Foo type use",
        "3:25 class instance use",
      ])
  }

  @Test("every #if branch is scanned")
  func conditionals() throws {
    #expect(
      try findings(in: "Conditionals.swift") == [
        "2:15 Debug type use",
        "4:17 Testing type use",
        "6:17 Release type use",
      ])
  }

  @Test("operators with dots and implicit members after operators")
  func operators() throws {
    #expect(
      try findings(in: "Operators.swift") == [
        "1:17 Foo type use",
        "2:17 Foo type use",
        "3:23 Bar type use",
        "4:15 - implicit use",
        "5:17 - implicit use",
      ])
  }

  @Test("receivers across lines and comments, chains, self, implicit, calls; key paths skipped")
  func receivers() throws {
    #expect(
      try findings(in: "Receivers.swift") == [
        "2:4 UIApplication type use",
        "4:17 UIApplication type use",
        "5:13 A.B type use",
        "6:24 PHPhotoLibrary type use",
        "7:13 Foo type use",
        "7:33 Bar type use",
        "8:17 manager instance use",
        "9:14 self self use",
        "10:16 (expr) expression use",
        "11:18 (expr) expression use",
        "12:19 (expr) expression use",
        "13:17 (expr) expression use",
        "16:15 (expr) expression use",
        "17:20 (expr) expression use",
        "19:7 - implicit use",
      ])
  }

  @Test("singleton declarations: modifiers, attributes, nesting, extensions; not protocols")
  func declarations() throws {
    let path = fixturesDirectory + "/Declarations.swift"
    let report = try Auditor(paths: [path], accessors: ["shared"], excludes: []).run()
    #expect(report.findings.isEmpty)
    #expect(
      report.singletons.map { "\($0.declaration.type) \($0.declaration.line) \($0.status)" } == [
        "Cache 5 unused",
        "Network.Monitor 15 unused",
        "Outer.Inner 8 unused",
        "Session 12 unused",
        "Settings 2 unused",
      ])
  }

  @Test("accesses in DependencyKey conformances and live properties are bridges")
  func bridges() throws {
    #expect(
      try findings(in: "Bridges.swift") == [
        "8:58 Settings type bridge",
        "11:40 Settings type bridge",
        "15:22 Settings type bridge",
        "17:56 Settings type use",
        "19:34 Settings type use",
      ])
    let report = try Auditor(
      paths: [fixturesDirectory + "/Bridges.swift"], accessors: ["shared"], excludes: []
    ).run()
    #expect(report.singletons.map { "\($0.uses) \($0.bridges) \($0.status)" } == ["2 3 bridged"])
    #expect(report.findings.allSatisfy { $0.declared })
  }

  @Test("a block's unbalanced brackets stay in the block: a live property still ends")
  func bracketsPerBlock() throws {
    // `fetch((` is never closed; brackets are counted per brace level, so after its `}` the
    // `live` initializer's own `(...)` closes as written and `static let preview` ends it.
    #expect(
      try findings(in: "Brackets.swift") == [
        "2:61 Store type bridge",
        "3:45 Store type use",
      ])
  }

  @Test("CRLF line endings count one line each")
  func crlf() throws {
    #expect(try findings(in: "CRLF.swift") == ["1:13 Foo type use", "6:4 Bar type use"])
  }

  @Test("a lone carriage return ends a line, and a comment or an open string with it")
  func loneCarriageReturns() throws {
    #expect(
      try findings(in: "LoneCR.swift") == [
        "2:13 Foo type use", "3:13 Bar type use", "5:13 Baz type use", "6:13 Qux type use",
      ])
  }

  @Test("a UTF-8 byte order mark counts in the first line's columns, as in swiftc's diagnostics")
  func byteOrderMark() throws {
    #expect(try findings(in: "BOM.swift") == ["1:16 Foo type use", "2:13 Bar type use"])
  }

  @Test("a raw string that closes on its line is single-line, however many quotes it starts with")
  func rawStringsStartingWithQuotes() throws {
    #expect(
      try findings(in: "RawStrings.swift") == [
        "2:13 Foo type use", "4:13 Bar type use", "6:13 Baz type use",
      ])
  }

  @Test("key paths are not accesses, whatever their form; their subscripts' code is")
  func keyPaths() throws {
    #expect(try findings(in: "KeyPaths.swift") == ["7:23 Index type use", "8:26 Baz type use"])
  }

  @Test("tuple elements, super, members after a statement's body and after a postfix #if")
  func members() throws {
    #expect(
      try findings(in: "Members.swift") == [
        "2:11 t.1 instance use",
        "3:13 t.0.1 instance use",
        "6:4 - implicit use",
        "9:4 - implicit use",
        "12:4 - implicit use",
        "16:4 - implicit use",
        "19:4 (expr) expression use",
        "22:6 - implicit use",
        "26:35 (expr) expression use",
      ])
  }

  @Test("types are not accesses: annotations, results, casts and type checks")
  func typePositions() throws {
    #expect(
      try findings(in: "TypePositions.swift") == ["6:19 Real type use", "8:21 Used type use"])
  }

  @Test("columns count UTF-8 bytes, not characters")
  func nonASCII() throws {
    #expect(try findings(in: "NonASCII.swift") == ["1:40 Foo type use"])
  }

  @Test("a tab is one column")
  func tabs() throws {
    #expect(try findings(in: "Tabs.swift") == ["1:14 Foo type use", "2:16 Bar type use"])
  }

  @Test("paths with spaces are scanned and reported as given")
  func pathWithSpaces() throws {
    #expect(try findings(in: "Path With Spaces/Spaced File.swift") == ["1:18 Foo type use"])
  }

  @Test("the fixture folder is scanned in byte order of paths")
  func wholeFolder() throws {
    // Scaffold/ and Move/ hold those commands' fixtures, Locators/ those of --locator.
    let report = try Auditor(
      paths: [fixturesDirectory], accessors: ["shared"], excludes: ["Scaffold", "Move", "Locators"]
    ).run()
    let files = report.findings.map(\.file)
    #expect(files == files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(report.filesScanned == 36)
    #expect(report.findings.count == 125)
  }
}
