import ExampleClients
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite("LoggerClient.recording(into:)")
struct RecordingLoggerTests {
  @Test("keeps every message, at every level, oldest first")
  func records() {
    let recorder = LogRecorder()
    let logger = LoggerClient.recording(into: recorder)
    logger.debug("one")
    logger.info("two")
    logger.warning("three")
    logger.error("four")
    #expect(recorder.entries.map(\.level) == [.debug, .info, .warning, .error])
    #expect(recorder.lines == ["[DEBUG] one", "[INFO] two", "[WARNING] three", "[ERROR] four"])
  }

  @Test(
    "each of 100 concurrent cases records only its own lines",
    .dependencies, arguments: 0..<100
  )
  func isolation(index: Int) async {
    let recorder = LogRecorder()
    await withDependencies { $0.logger = .recording(into: recorder) } operation: {
      @Dependency(\.logger) var logger
      logger.info("case \(index)")
      await Task.yield()
      logger.info("case \(index) again")
    }
    #expect(recorder.lines == ["[INFO] case \(index)", "[INFO] case \(index) again"])
  }

  @Test("messages logged from many tasks at once are all kept")
  func concurrentWrites() async {
    let recorder = LogRecorder()
    let logger = LoggerClient.recording(into: recorder)
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<1_000 { group.addTask { logger.info("\(index)") } }
    }
    #expect(Set(recorder.entries.map(\.message)) == Set((0..<1_000).map(String.init)))
  }
}

@Suite("LoggerClient.live(minimumLevel:sink:), the live value")
struct LiveLoggerTests {
  /// Runs `body` with a sink writing to a new temporary file, then returns the file's text.
  private func writtenText(_ body: (LogSink) async throws -> Void) async throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("singleton-exit-log-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try await body(.fileHandle(handle))
    try handle.close()
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test("writes one [LEVEL] line per message to its sink, at or above the minimum level")
  func writesLines() async throws {
    let text = try await writtenText { sink in
      let logger = LoggerClient.live(minimumLevel: .info, sink: sink)
      logger.debug("hidden")
      logger.info("Settings saved")
      logger.error("Could not sync")
    }
    #expect(text == "[INFO] Settings saved\n[ERROR] Could not sync\n")
  }

  @Test("lines written from many tasks at once arrive whole")
  func concurrentWrites() async throws {
    let text = try await writtenText { sink in
      let logger = LoggerClient.live(sink: sink)
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<200 { group.addTask { logger.info("message \(index)") } }
      }
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 201 && lines.last == "")
    #expect(Set(lines.dropLast()) == Set((0..<200).map { "[INFO] message \($0)" }))
  }

  @Test("empty, 1 MB and unicode messages are written intact")
  func unusualMessages() async throws {
    let large = String(repeating: "é🙂", count: 1_048_576 / 6)
    let text = try await writtenText { sink in
      let logger = LoggerClient.live(sink: sink)
      logger.info("")
      logger.warning("ключ 🔑 名前 e\u{301}")
      logger.error(large)
    }
    #expect(text == "[INFO] \n[WARNING] ключ 🔑 名前 e\u{301}\n[ERROR] \(large)\n")
  }
}

@Suite("LoggerClient.unimplemented, the test value")
struct UnimplementedLoggerTests {
  @Test("logging reports an issue naming LoggerClient.log", .dependencies)
  func reports() {
    withKnownIssue {
      LoggerClient.unimplemented.info("hello")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("'LoggerClient.log'") }
    }
  }

  @Test("a test that does not override \\.logger gets it", .dependencies)
  func isTheTestValue() {
    @Dependency(\.logger) var logger
    withKnownIssue {
      logger.error("hello")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("'LoggerClient.log'") }
    }
  }
}
