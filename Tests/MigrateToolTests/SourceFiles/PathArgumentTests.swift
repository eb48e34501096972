import Foundation
import Testing

@testable import MigrateToolCore
@testable import SourceFiles

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// What `audit PATH ...` does with PATH arguments that are not plain source trees.
@Suite("PATH arguments")
struct PathArgumentTests {
  @Test("a FIFO named as PATH is exit 1 with a message, not a hang")
  func fifo() throws {
    try withTemporaryDirectory { directory in
      let fifo = directory + "/pipe.swift"
      #expect(mkfifo(fifo, 0o644) == 0)
      let run = runTool(["audit", fifo])
      #expect(run.exitCode == 1)
      #expect(
        run.errorOutput == "Error: '\(fifo)' is not a directory or a regular file (a device, "
          + "FIFO or socket). Pass a directory or .swift files.\n")
      #expect(run.output.isEmpty)
    }
  }

  @Test(
    "a device named as PATH is exit 1, not a read that never ends",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
  func device() {
    let run = runTool(["audit", "/dev/zero"])
    #expect(run.exitCode == 1)
    #expect(run.errorOutput.hasPrefix("Error: '/dev/zero' is not a directory or a regular file"))
  }

  @Test(
    "overlapping PATH arguments scan and report each file once",
    arguments: [
      ["tree", "tree"], ["tree", "tree/Sub"], ["tree/Sub", "tree"], ["tree", "./tree/"],
      ["tree", "tree/Sub/B.swift"], ["tree/A.swift", "tree/A.swift", "tree"],
      ["tree/Sub/B.swift", "tree"],
    ])
  func overlapping(paths: [String]) throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/tree/A.swift")
      try write("let b = Bar.shared\n", to: directory + "/tree/Sub/B.swift")
      let run = runTool(["audit", "--format", "xcode"] + paths.map { directory + "/" + $0 })
      #expect(run.exitCode == 0)
      #expect(run.output.split(separator: "\n").count == 2)
      #expect(run.output.components(separatedBy: "'Foo.shared'").count == 2)
      #expect(run.output.components(separatedBy: "'Bar.shared'").count == 2)
    }
  }

  @Test("a file that is not .swift, named as PATH, is scanned with a warning")
  func notSwift() throws {
    try withTemporaryDirectory { directory in
      let notes = directory + "/notes.txt"
      try write("let a = Foo.shared\n", to: notes)
      let run = runTool(["audit", notes, directory, "--format", "xcode"])
      #expect(run.exitCode == 0)
      #expect(run.output.hasPrefix("\(notes):1:13: warning: singleton access 'Foo.shared'"))
      #expect(
        run.errorOutput == "warning: '\(notes)' is not a .swift file; it was scanned as Swift.\n")
    }
  }

  @Test("a file whose name is not UTF-8 is audited, its name spelled with \\xNN escapes")
  func nonUTF8Name() throws {
    try withTemporaryDirectory { directory in
      let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".swift".utf8)
      let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name
      let bytes = Array("let a = Foo.shared\n".utf8)
      let descriptor = (path + [0]).withUnsafeBufferPointer { pointer in
        pointer.withMemoryRebound(to: CChar.self) {
          open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
      }
      try #require(descriptor >= 0)
      #expect(bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) } == 19)
      close(descriptor)

      let text = runTool(["audit", directory, "--format", "xcode"])
      #expect(text.exitCode == 0)
      #expect(
        text.output == "\(directory)/caf\\xE9.swift:1:13: warning: singleton access 'Foo.shared'; "
          + "read it through a dependency instead\n")
      let json = runTool(["audit", directory, "--format", "json"])
      #expect(json.output.contains(#"{"file": "\#(directory)/caf\\xE9.swift", "line": 1"#))
    }
  }

  @Test("the names of bytes that are not UTF-8 are escaped, and valid characters kept")
  func displayText() {
    #expect(SourceTreeWalker.displayText(Array("é/ü.swift".utf8)) == "é/ü.swift")
    #expect(SourceTreeWalker.displayText([0x61, 0xFF, 0xC3, 0xA9, 0x80]) == "a\\xFFé\\x80")
    #expect(SourceTreeWalker.displayText([0xE2, 0x82]) == "\\xE2\\x82")
  }

  @Test("a file over the size limit is a read error that names the limit")
  func sizeLimit() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/Big.swift"
      try write([UInt8](repeating: UInt8(ascii: " "), count: 5000), to: path)
      let reader = SourceFileReader(capacity: 1024, maximumSize: 4096)
      let result = reader.withContents(ofFile: path) { $0.count }
      #expect(
        result
          == .failure(
            FileFailure(message: "larger than 4096 bytes, the limit for a source file")))
      let unlimited = SourceFileReader(capacity: 1024).withContents(ofFile: path) { $0.count }
      #expect(unlimited == .success(5000))
    }
  }
}

/// Run as a child process: the PATH is relative to the current directory, as users type it.
@Suite("Exclude globs")
struct ExcludeGlobTests {
  @Test(
    "a glob with '/' matches below the PATH or as reported, PATH included",
    arguments: [
      ("App", "App/Modules"), ("App", "Modules"), ("App", "Modules/**"), ("./App", "./App/Modules"),
      ("App", "App/Modules/"), ("App/", "App/Modules/*.swift"),
    ])
  func bothSpellings(path: String, glob: String) throws {
    try withTemporaryDirectory { directory in
      try write("let a = Kept.shared\n", to: directory + "/App/A.swift")
      try write("let m = Gone.shared\n", to: directory + "/App/Modules/M.swift")
      let run = try EndToEndTests().run(
        ["audit", path, "--exclude", glob, "--format", "xcode"], in: directory)
      #expect(run.exitCode == 0)
      #expect(run.output.contains("Kept.shared"))
      #expect(!run.output.contains("Gone.shared"))
      #expect(run.errorOutput.isEmpty)
    }
  }

  @Test("a glob that matches nothing is run anyway, with a warning that says how globs match")
  func matchesNothing() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Kept.shared\n", to: directory + "/App/A.swift")
      let run = try EndToEndTests().run(
        ["audit", "App", "--exclude", "Apps/Modules"], in: directory)
      #expect(run.exitCode == 0)
      #expect(
        run.errorOutput == "warning: The exclude glob 'Apps/Modules' matched nothing. A glob "
          + "with '/' matches paths below a PATH ('Modules/**') or as reported "
          + "('App/Modules/**'); one without matches any file or directory name ('Generated').\n")
    }
  }
}
