import Foundation
import Testing

@testable import CallerMove
@testable import MigrateToolCore
@testable import SourceFiles

/// What `move --write` promises a file: only its edits change (bytes, line endings, mode), and a
/// rewrite that would break it is checked and not written.
@Suite("move: bytes kept, rewrites checked")
struct RewriteSafetyTests {
  static let store = """
    final class Store {
      static let shared = Store()
      func add(_ item: String) {}
    }

    """

  /// A folder with Store, its client, and `caller` as Caller.swift, after `scaffold`.
  func withStore(
    caller: [UInt8], _ body: (_ directory: String) throws -> Void
  ) throws {
    try withTemporaryDirectory { directory in
      try write(Self.store, to: directory + "/Store.swift")
      try write(caller, to: directory + "/Caller.swift")
      let scaffold = runTool([
        "scaffold", "Store", directory, "--output", directory + "/StoreClient.swift",
      ])
      #expect(scaffold.exitCode == 0, "\(scaffold.errorOutput)")
      try body(directory)
    }
  }

  @Test("an invalid UTF-8 byte, CRLF line endings and the file's mode stay; inserts use CRLF")
  func bytesKept() throws {
    // A Latin-1 "é" (0xE9) in a comment, and in a string the call passes on.
    let caller =
      Array("// caf".utf8) + [0xE9] + Array("\r\nfunc f() {\r\n  Store.shared.add(\"".utf8)
      + [0xE9] + Array("\")\r\n}\r\n".utf8)
    try withStore(caller: caller) { directory in
      let path = directory + "/Caller.swift"
      #expect(chmod(path, 0o755) == 0)
      let dryRun = runTool(["move", "Store", "--to", "store", directory])
      let run = runTool(["move", "Store", "--to", "store", directory, "--write"])
      #expect(run.exitCode == 0, "\(run.errorOutput)")
      let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let expected =
        Array("// caf".utf8) + [0xE9]
        + Array(
          "\r\nimport Dependencies\r\n\r\nfunc f() {\r\n  @Dependency(\\.store) var store\r\n".utf8)
        + Array("  store.add(\"".utf8) + [0xE9] + Array("\")\r\n}\r\n".utf8)
      #expect(written == expected)
      var status = stat()
      #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o755)
      // The dry run showed the same change: its lines are the written file's.
      #expect(dryRun.output.contains("+  @Dependency(\\.store) var store\r\n"))
    }
  }

  @Test("a lone CR ends a line for move as for the audit: the same line numbers")
  func loneCarriageReturn() throws {
    let caller = Array("// a\rfunc f() {\r  _ = Store.shared\r}\r".utf8)
    try withStore(caller: caller) { directory in
      let audit = runTool(["audit", directory + "/Caller.swift", "--format", "xcode"])
      #expect(audit.output.contains("Caller.swift:3:"))
      let move = runTool(["move", "Store", "--to", "store", directory])
      #expect(move.errorOutput.contains("Caller.swift:3:"))
    }
  }

  @Test("the lexer's check: a token outside the edits that reads differently is a problem")
  func lexicalCheck() {
    let old = Array(#"f("count \(x)")"#.utf8)
    // The old bug: the string's head replaced with the call's start.
    let broken = TextEdit(0..<9, "g(")
    let brokenNew = TextEdit.apply([broken], to: old)
    #expect(String(decoding: brokenNew, as: UTF8.self) == #"g(\(x)")"#)
    #expect(RewriteCheck.problem(old: old, new: brokenNew, edits: [broken]) != nil)
    let fine = TextEdit(0..<1, "g")
    #expect(
      RewriteCheck.problem(old: old, new: TextEdit.apply([fine], to: old), edits: [fine]) == nil)
    let unbalanced = TextEdit(0..<0, "(")
    #expect(
      RewriteCheck.problem(
        old: old, new: TextEdit.apply([unbalanced], to: old), edits: [unbalanced]) != nil)
    let overlapping = [TextEdit(0..<3, "a"), TextEdit(2..<4, "b")]
    #expect(
      RewriteCheck.problem(old: old, new: old, edits: overlapping)?.message
        == "two of its edits overlap")
  }

  @Test("the toolchain's parser: an error the original lacked, not one it had")
  func parserCheck() throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let parser = try #require(ToolchainParser.find(searchPath: path), "no swiftc on PATH")
    let verdicts = try parser.newErrors(in: [
      .init(old: Array("func f() {}\n".utf8), new: Array("func f() {\n".utf8)),
      .init(old: Array("func f() {\n".utf8), new: Array("func g() {\n".utf8)),
      .init(old: Array("let a = 1\n".utf8), new: Array("let b = 1\n".utf8)),
    ])
    #expect(verdicts.count == 3)
    #expect(verdicts[0]?.message.contains("expected '}'") == true)
    #expect(verdicts[1] == nil)
    #expect(verdicts[2] == nil)
  }

  @Test("a rewrite the parser rejects is not written: exit 4, the file as it was, the site named")
  func rejected() throws {
    let caller = Array("func f() {\n  Store.shared.add(\"a\")\n}\n".utf8)
    try withStore(caller: caller) { directory in
      // A stand-in `swiftc` that finds an error in every rewritten copy, none in an original.
      let bin = directory + "/bin"
      try write(
        """
        #!/bin/sh
        status=0
        for file in "$@"; do
          case "$file" in */new*) echo "$file:1:1: error: injected" >&2; status=1 ;; esac
        done
        exit $status

        """, to: bin + "/swiftc")
      #expect(chmod(bin + "/swiftc", 0o755) == 0)
      let environment = ["PATH": bin]
      let output = OutputRecorder()
      let errors = OutputRecorder()
      let code = MigrateTool.run(
        arguments: ["move", "Store", "--to", "store", directory, "--write"],
        output: output.sink, errorOutput: errors.sink, environment: environment)
      #expect(code == 4)
      #expect(
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/Caller.swift"))) == caller)
      #expect(
        errors.recorded.contains(
          "Caller.swift:2:9: error: not rewritten: the toolchain's parser reports 'injected' "
            + "after migrate-tool's edits, near this use. This is migrate-tool's bug"))
      #expect(errors.recorded.hasPrefix("Moved 0 of 1 use of Store.shared"))
      // --no-parser-check leaves the lexer's check alone, which this rewrite passes.
      let unchecked = MigrateTool.run(
        arguments: ["move", "Store", "--to", "store", directory, "--write", "--no-parser-check"],
        output: output.sink, errorOutput: errors.sink, environment: environment)
      #expect(unchecked == 0)
    }
  }

  @Test("scaffold and move honour --exclude and the config's excludes, as the audit does")
  func excludes() throws {
    try withTemporaryDirectory { directory in
      // A platform's twin: the same type declared for another platform.
      for platform in ["iOS", "Mac"] {
        try write(Self.store, to: "\(directory)/\(platform)/Store.swift")
        try write(
          "func f() {\n  Store.shared.add(\"\(platform)\")\n}\n",
          to: "\(directory)/\(platform)/Caller.swift")
      }
      // Both: one client of their common members (a TODO says so); one, with --exclude: its own.
      let twice = runTool(["scaffold", "Store", directory])
      #expect(twice.exitCode == 0 && twice.output.contains("is declared 2 times"))
      let scaffold = runTool([
        "scaffold", "Store", directory, "--exclude", "Mac/**",
        "--output", directory + "/iOS/StoreClient.swift",
      ])
      #expect(scaffold.exitCode == 0, "\(scaffold.errorOutput)")
      let config = directory + "/config.json"
      try write(#"{"excludes": ["Mac/**"]}"#, to: config)
      let move = runTool([
        "move", "Store", "--to", "store", directory, "--config", config, "--write",
      ])
      #expect(move.exitCode == 0, "\(move.errorOutput)")
      #expect(move.errorOutput.hasPrefix("Moved 1 of 1 use of Store.shared"))
      let mac = try String(contentsOfFile: directory + "/Mac/Caller.swift", encoding: .utf8)
      #expect(mac == "func f() {\n  Store.shared.add(\"Mac\")\n}\n")
      let iOS = try String(contentsOfFile: directory + "/iOS/Caller.swift", encoding: .utf8)
      #expect(iOS.contains("store.add(\"iOS\")"))
    }
  }
}
