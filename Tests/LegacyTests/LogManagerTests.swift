import ExampleLegacy
import Testing

/// A logger of its own per test (never `shared`), so these run in parallel.
@Suite("LogManager instances")
struct LogManagerTests {
  private func makeLogger() -> LogManager {
    let logger = LogManager()
    logger.printsToConsole = false
    return logger
  }

  @Test("keeps what it logs, oldest first")
  func keepsEntries() {
    let logger = makeLogger()
    logger.log(.info, "one")
    logger.log(.error, "two")
    #expect(logger.entries == [
      LogManager.Entry(level: .info, message: "one"),
      LogManager.Entry(level: .error, message: "two"),
    ])
  }

  @Test("drops messages below the minimum level")
  func filters() {
    let logger = makeLogger()
    logger.minimumLevel = .warning
    for level in LogManager.Level.allCases { logger.log(level, level.tag) }
    #expect(logger.entries.map(\.message) == ["WARNING", "ERROR"])
  }

  @Test("clear empties the buffer")
  func clears() {
    let logger = makeLogger()
    logger.log(.debug, "one")
    logger.clear()
    #expect(logger.entries.isEmpty)
  }
}
