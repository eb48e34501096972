import Foundation
import Testing

/// Drives the built `migrate-tool` executable as a child process, as CI does.
@Suite("End to end")
struct EndToEndTests {
  /// The `migrate-tool` binary SwiftPM built next to this test bundle.
  static let executable: URL? = {
    // Linux: `.build/debug/singleton-exitPackageTests.xctest` is the test process itself;
    // macOS: `.build/debug/X.xctest/Contents/MacOS/X`. Either way, walk up to `migrate-tool`.
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("migrate-tool")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }()

  struct Run {
    var exitCode: Int32
    var output: String
    var errorOutput: String
  }

  /// `setpriv`, to run the tool as an unprivileged user when the tests run as root (for whom
  /// every file is readable), where it is installed.
  static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs the tool; its standard output goes to `outputFile` if given, else to a pipe. With
  /// `unprivileged`, as user and group `nobody` (65534) if the tests run as root.
  func run(
    _ arguments: [String], in directory: String, outputFile: FileHandle? = nil,
    unprivileged: Bool = false
  ) throws -> Run {
    let executable = try #require(Self.executable, "migrate-tool was not built next to the tests")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if unprivileged && getuid() == 0 {
      let setpriv = try #require(Self.setpriv)
      // A copy the unprivileged user can reach, wherever the checkout lives. Made by `cp`, so
      // that no file descriptor open for writing on it can leak into a process another test
      // forks meanwhile (exec would then fail with "Text file busy").
      let copy = directory + "/migrate-tool"
      let cp = try Process.run(URL(fileURLWithPath: "/bin/cp"), arguments: [executable.path, copy])
      cp.waitUntilExit()
      try #require(cp.terminationStatus == 0)
      process.executableURL = URL(fileURLWithPath: setpriv)
      process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", copy] + arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    let errorOutput = Pipe()
    process.standardOutput = outputFile ?? output
    process.standardError = errorOutput
    try process.run()
    try output.fileHandleForWriting.close()
    // Read before waiting: a full pipe would otherwise block the child forever.
    let outputData = outputFile == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      exitCode: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errorOutput: String(decoding: errorData, as: UTF8.self))
  }

  @Test("baseline written; new access fails alone; removed one fixed; suppressed one counted")
  func ratchet() throws {
    try withTemporaryDirectory { directory in
      let feature = directory + "/Sources/Feature.swift"
      try write(
        "let a = Settings.shared\nlet b = Logger.shared\nlet c = Settings.shared\n", to: feature)
      let written = try run(
        ["audit", "Sources", "--write-baseline", "baseline.json"], in: directory)
      #expect(written.exitCode == 0)
      #expect(
        written.errorOutput == "Wrote the baseline 'baseline.json': 3 findings in 3 entries.\n")
      let unchanged = try run(["audit", "Sources", "--baseline", "baseline.json"], in: directory)
      #expect(unchanged.exitCode == 0)

      // A new access: exit 2, and exactly that finding is new.
      try write(
        "let a = Settings.shared\nlet b = Logger.shared\nlet c = Settings.shared\n"
          + "let d = Logger.shared.child\n", to: feature)
      let added = try run(
        ["audit", "Sources", "--baseline", "baseline.json", "--format", "json"], in: directory)
      #expect(added.exitCode == 2)
      #expect(
        added.output.contains(
          """
            "baseline": {"file": "baseline.json", "new": 1, "newBridges": 0, "fixed": 0, "unchanged": 3},
            "newFindings": [
              {"file": "Sources/Feature.swift", "line": 4, "column": 16, "accessor": "shared", "receiver": "Logger"}
            ],
            "newBridgeFindings": [],
          """))
      #expect(added.errorOutput.hasPrefix("Gate failed: 1 finding is not in the baseline"))

      // An old access removed (and the new one too): fixed, with the hint to shrink.
      try write("let a = Settings.shared\nlet c = Settings.shared\n", to: feature)
      let removed = try run(["audit", "Sources", "--baseline", "baseline.json"], in: directory)
      #expect(removed.exitCode == 0)
      #expect(
        removed.output.hasSuffix(
          """
          Baseline baseline.json: 0 new, 1 fixed, 2 unchanged.
          Fixed, in the baseline but no longer found (1):
            Sources/Feature.swift  Logger.shared  let b = Logger.shared
          Rewrite the baseline so it only shrinks: run the same command with '--write-baseline \
          baseline.json' and commit the smaller file.

          """))

      // A suppressed new access: counted, not listed, not gated.
      try write(
        "let a = Settings.shared\nlet c = Settings.shared\n"
          + "let e = Legacy.shared // migrate-tool:ignore - removed in the next release\n",
        to: feature)
      let suppressed = try run(
        ["audit", "Sources", "--baseline", "baseline.json", "--format", "json"], in: directory)
      #expect(suppressed.exitCode == 0)
      #expect(suppressed.output.contains("\"suppressed\": 1,"))
      #expect(suppressed.output.contains("\"reason\": \"removed in the next release\""))
      #expect(!suppressed.output.contains("\"receiver\": \"Legacy\", \"receiverKind\""))
    }
  }

  @Test("the config in the current directory is read; an invalid one is exit 1 naming the key")
  func defaultConfig() throws {
    try withTemporaryDirectory { directory in
      try write("let a = URLSession.shared\nlet b = Foo.shared\n", to: directory + "/A.swift")
      try write(
        #"{"ignoreReceivers": ["URLSession"], "maxFindings": 0}"#,
        to: directory + "/.migrate-tool.json")
      let gated = try run(["audit", "A.swift", "--format", "xcode"], in: directory)
      #expect(gated.exitCode == 2)
      #expect(gated.output.hasPrefix("A.swift:2:13: warning: singleton access 'Foo.shared'"))
      #expect(
        try run(["audit", "A.swift", "--max-findings", "1"], in: directory).exitCode == 0)

      try write(#"{"maxFinding": 3}"#, to: directory + "/.migrate-tool.json")
      let invalid = try run(["audit", "A.swift"], in: directory)
      #expect(invalid.exitCode == 1)
      #expect(
        invalid.errorOutput == "Error: The config file '.migrate-tool.json' is not valid: "
          + "unknown key 'maxFinding'. Known keys: accessors, excludes, baseline, "
          + "ignoreReceivers, maxFindings, locators.\n")
    }
  }

  @Test(
    "a report that cannot be written (a full disk) is exit 1 with a message, never a silent 0",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func fullDisk() throws {
    try withTemporaryDirectory { directory in
      try write("let a = Foo.shared\n", to: directory + "/A.swift")
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      for arguments in [
        ["audit", "A.swift"], ["audit", "A.swift", "--format", "json"], ["--help"],
      ] {
        let run = try run(arguments, in: directory, outputFile: full)
        #expect(run.exitCode == 1, "\(arguments)")
        #expect(
          run.errorOutput == "Error: Could not write the output: No space left on device.\n",
          "\(arguments)")
      }
    }
  }

  @Test(
    "an unreadable directory or file named as PATH is exit 1 (nothing reliable was reported)",
    .enabled(if: getuid() != 0 || EndToEndTests.setpriv != nil, "needs a non-root user"))
  func unreadablePath() throws {
    try withTemporaryDirectory { directory in
      // The unprivileged user must reach the folder, and not read what is inside it.
      #expect(chmod(directory, 0o755) == 0)
      try write("let a = Foo.shared\n", to: directory + "/Locked/A.swift")
      try write("let b = Bar.shared\n", to: directory + "/B.swift")
      #expect(chmod(directory + "/Locked", 0o000) == 0)
      #expect(chmod(directory + "/B.swift", 0o000) == 0)
      defer { chmod(directory + "/Locked", 0o755) }
      for (path, reason) in [("Locked", "permission denied"), ("B.swift", "permission denied")] {
        let run = try run(["audit", path], in: directory, unprivileged: true)
        try? FileManager.default.removeItem(atPath: directory + "/migrate-tool")
        #expect(run.exitCode == 1, "\(path)")
        #expect(
          run.errorOutput == "Error: Cannot read '\(path)': \(reason). Check its permissions.\n")
        #expect(run.output.isEmpty)
      }
    }
  }

  @Test("a pipe whose reader left (`| head -c 10`) is a normal end: the audit's code, no message")
  func readerLeft() throws {
    try withTemporaryDirectory { directory in
      try write(String(repeating: "let a = Foo.shared\n", count: 5_000), to: directory + "/A.swift")
      for arguments in [["audit", "."], ["audit", ".", "--format", "json"], ["--help"]] {
        let executable = try #require(Self.executable)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        try output.fileHandleForReading.close()
        try process.run()
        try output.fileHandleForWriting.close()
        let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "\(arguments)")
        #expect(process.terminationStatus == 0, "\(arguments)")
        #expect(String(decoding: errorData, as: UTF8.self) == "", "\(arguments)")
      }
    }
  }
}
