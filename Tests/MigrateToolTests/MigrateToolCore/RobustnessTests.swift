import Foundation
import Testing

@testable import MigrateToolCore
@testable import SingletonAudit
@testable import SourceFiles
@testable import SwiftScanning

/// "Never crashes, never lies": malformed input and hostile trees.
@Suite("Robustness")
struct RobustnessTests {
  @Test(
    "unterminated constructs end at the end of the line or file",
    arguments: [
      ("let a = Foo.shared\n/* open /* nested Foo.shared */", ["1:13 Foo type use"]),
      ("let s = \"open Foo.shared\nlet b = Bar.shared", ["2:13 Bar type use"]),
      ("let s = \"\"\"\nFoo.shared\n", []),
      ("let s = #\"open Foo.shared\"\nlet b = Bar.shared", ["2:13 Bar type use"]),
      ("let s = \"\\(Foo.shared", ["1:16 Foo type use"]),
      ("let r = #/open Foo.shared\nlet b = Bar.shared", ["2:13 Bar type use"]),
      ("let r = `open Foo.shared\nlet b = Bar.shared", ["2:13 Bar type use"]),
      ("let a = Foo.", []),
      ("Foo.shared", ["1:5 Foo type use"]),
    ])
  func unterminated(source: String, expected: [String]) {
    #expect(findings(inSource: source) == expected)
  }

  @Test("every prefix of every fixture scans without trapping or hanging")
  func everyPrefix() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory)
      .filter { $0.hasSuffix(".swift") }
    #expect(names.count >= 14)
    for name in names {
      let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: fixturesDirectory + "/" + name)))
      for length in 0...bytes.count {
        _ = FileResult(
          bytes: Array(bytes[..<length]), displayPath: name,
          scanner: AccessScanner(accessors: ["shared"]))
      }
    }
  }

  @Test("binary data and invalid UTF-8 are scanned as bytes; columns still count bytes")
  func binaryAndInvalidUTF8() {
    var bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0xC3, 0x28, 0x22, 0x0A]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
    bytes += Array("\n\u{1}\u{FF}".utf8) + [0xFF, 0xFF] + Array(" = Foo.shared\n".utf8)
    let scanner = AccessScanner(accessors: ["shared"])
    _ = FileResult(bytes: bytes, displayPath: "Binary.swift", scanner: scanner)
    let line: [UInt8] = [0xFF, 0xFE, 0x80] + Array(" x = Foo.shared".utf8)
    let result = FileResult(bytes: line, displayPath: "Invalid.swift", scanner: scanner)
    #expect(result.findings.map(\.summary) == ["1:13 Foo type use"])
  }

  @Test("100,000 nested block comments do not exhaust the stack")
  func deeplyNestedComments() {
    let depth = 100_000
    let source =
      String(repeating: "/*", count: depth) + " Foo.shared "
      + String(repeating: "*/", count: depth) + "\nlet a = Bar.shared\n"
    #expect(findings(inSource: source) == ["2:13 Bar type use"])
    #expect(findings(inSource: String(repeating: "/*", count: depth) + "Foo.shared").isEmpty)
  }

  @Test("braces nested 200,000 deep, with an access at the bottom and after them")
  func deeplyNestedBraces() {
    let depth = 200_000
    let source =
      "func f() " + String(repeating: "{", count: depth) + "Foo.shared"
      + String(repeating: "}", count: depth) + "\nlet a = Bar.shared\n"
    #expect(
      findings(inSource: source) == ["1:\(depth + 14) Foo type use", "2:13 Bar type use"])
  }

  @Test("deeply nested interpolations and strings do not exhaust the stack")
  func deeplyNestedInterpolation() {
    let depth = 20_000
    let source =
      String(repeating: "\"\\(", count: depth) + "Foo.shared"
      + String(repeating: ")\"", count: depth) + "\nlet a = Bar.shared\n"
    #expect(findings(inSource: source).count == 2)
  }

  @Test("types nested 20,000 deep: the look-ahead is bounded and the code after them scanned")
  func deeplyNestedTypes() {
    let depth = 20_000
    let sources = [
      "let x: " + String(repeating: "Foo<", count: depth) + "Int"
        + String(repeating: ">", count: depth),
      "let x = " + String(repeating: "{ (", count: depth) + "y"
        + String(repeating: ") }", count: depth),
      "let x = f(" + String(repeating: "a<b, ", count: depth) + "c)",
      "func f(x: " + String(repeating: "(", count: depth) + "Int"
        + String(repeating: ")", count: depth) + ") {}",
    ]
    for source in sources {
      #expect(findings(inSource: source + "\nlet a = Bar.shared\n") == ["2:13 Bar type use"])
    }
  }

  @Test("a 50 MB single-line file is scanned")
  func hugeSingleLine() throws {
    try withTemporaryDirectory { directory in
      // Code, then a comment that runs for 50 MB: no per-line strings, no quadratic steps.
      let text =
        "let x = Foo.shared; " + String(repeating: "a + b.c ", count: 100_000) + "// "
        + String(repeating: "y", count: 50_000_000)
      let bytes = Array(text.utf8)
      try write(bytes, to: directory + "/Huge.swift")
      let report = try Auditor(paths: [directory], accessors: ["shared"], excludes: []).run()
      #expect(report.findings.map(\.summary) == ["1:13 Foo type use"])
      #expect(report.bytesScanned == bytes.count)
    }
  }

  @Test("deep directories are walked without recursion")
  func deepDirectories() throws {
    try withTemporaryDirectory { directory in
      let deep = directory + String(repeating: "/d", count: 400)
      try write("let a = Foo.shared\n", to: deep + "/Deep.swift")
      let report = try Auditor(paths: [directory], accessors: ["shared"], excludes: []).run()
      #expect(report.findings.map(\.file) == [deep + "/Deep.swift"])
    }
  }

  @Test("symlink loops are not followed and no file is reported twice")
  func symlinkLoops() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/tree/A.swift")
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/tree/loop", withDestinationPath: directory + "/tree")
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/tree/self", withDestinationPath: ".")
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/tree/Link.swift", withDestinationPath: directory + "/tree/A.swift")
      let run = runTool(["audit", directory + "/tree", "--format", "xcode"])
      #expect(run.exitCode == 0)
      #expect(run.output.split(separator: "\n").count == 1)
    }
  }

  @Test("unreadable files are listed in errors and on stderr, and exit 3")
  func unreadableFiles() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/Good.swift")
      var arguments = ["audit", directory, "--format", "json"]
      let expectedError: String
      if geteuid() != 0 {
        try write("let b = Foo.shared\n", to: directory + "/Bad.swift")
        chmod(directory + "/Bad.swift", 0)
        expectedError = directory + "/Bad.swift"
      } else {
        // Root reads any file despite its mode; /proc/self/mem opens but fails to read.
        #if os(Linux)
          arguments.insert("/proc/self/mem", at: 1)
          expectedError = "/proc/self/mem"
        #else
          return
        #endif
      }
      let run = runTool(arguments)
      #expect(run.exitCode == 3)
      #expect(run.output.contains("{\"file\": \"\(expectedError)\", \"message\": "))
      #expect(run.output.contains("\"receiver\": \"Foo\""))
      #expect(run.errorOutput.contains("warning: could not read \(expectedError): "))
    }
  }

  @Test("default excludes and --exclude globs skip files and directories")
  func excludes() throws {
    try withTemporaryDirectory { directory in
      for path in [
        "Kept.swift", ".build/A.swift", "Pods/B.swift", "Sub/node_modules/C.swift",
        "Generated/D.swift", "Sub/E.pb.swift", "Sub/Keep/F.swift", "notes.txt",
      ] {
        try write("let a = Foo.shared\n", to: directory + "/" + path)
      }
      let report = try Auditor(
        paths: [directory], accessors: ["shared"], excludes: ["Generated", "*.pb.swift"]
      ).run()
      #expect(
        report.findings.map { String($0.file.dropFirst(directory.count + 1)) } == [
          "Kept.swift", "Sub/Keep/F.swift",
        ])
    }
  }

  @Test("glob patterns: *, ** and ?")
  func globs() {
    func matches(_ pattern: String, _ path: String) -> Bool {
      let bytes = Array(path.utf8)
      let name = Array(bytes.split(separator: UInt8(ascii: "/")).last ?? [])
      return GlobPattern(pattern).matches(relativePath: bytes, name: name)
    }
    #expect(matches("*.pb.swift", "A/B/x.pb.swift"))
    #expect(!matches("*.pb.swift", "A/B/x.swift"))
    #expect(matches("Sources/*/Gen", "Sources/App/Gen"))
    #expect(!matches("Sources/*/Gen", "Sources/App/Deep/Gen"))
    #expect(matches("Sources/**/Gen", "Sources/App/Deep/Gen"))
    #expect(matches("Sources/**/Gen", "Sources/Gen"))
    #expect(matches("Fil?.swift", "File.swift"))
    #expect(!matches("Fil?.swift", "Fi/e.swift"))
    // `**/` stands for whole directories: none, one or several, never part of a name.
    #expect(matches("a/**/b", "a/b"))
    #expect(matches("a/**/b", "a/x/y/b"))
    #expect(!matches("a/**/b", "a/xb"))
    #expect(!matches("a/**/b", "a/x/yb"))
    #expect(matches("**/Gen/*.swift", "Gen/A.swift"))
    #expect(matches("**/Gen/*.swift", "App/Deep/Gen/A.swift"))
    #expect(!matches("**/Gen/*.swift", "App/XGen/A.swift"))
    #expect(!matches("**/Gen/*.swift", "App/Gen/Deep/A.swift"))
    // `**` elsewhere crosses directories; `*` never does; both may match nothing.
    #expect(matches("Gen/**", "Gen/a/b.swift"))
    #expect(!matches("Gen/**", "Generated/a.swift"))
    #expect(matches("A/**.swift", "A/b/c.swift"))
    #expect(matches("A/*x*y*", "A/axbyc"))
    #expect(!matches("A/*x*y*", "A/ax/byc"))
    #expect(matches("A/*b", "A/b"))
  }

  @Test("the same tree gives byte-identical output on every run")
  func deterministic() throws {
    try withTemporaryDirectory { directory in
      for index in 0..<200 {
        try write(
          "let a\(index) = Foo\(index % 7).shared; let b = .shared\n",
          to: directory + "/Dir\(index % 5)/File\(index).swift")
      }
      let first = runTool(["audit", directory, "--format", "json"])
      #expect(first.output.contains("\"filesScanned\": 200"))
      for _ in 0..<3 {
        #expect(runTool(["audit", directory, "--format", "json"]).output == first.output)
      }
    }
  }
}
