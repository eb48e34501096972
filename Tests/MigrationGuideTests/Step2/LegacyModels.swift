// snippet: step2-preconcurrency-import
// `LogManager.Entry` comes from a Swift 5 target and says nothing about Sendable, so Swift 6
// code cannot store it in a Sendable type. Best: declare `Sendable` on it in the legacy target
// (checked there too). Until then, this import accepts the module's undeclared types.
@preconcurrency import ExampleLegacy

struct LogHistory: Sendable {
  var last: LogManager.Entry?
}
// snippet-end

import Testing

@Suite("Step 2: Swift 6 code stores a Swift 5 target's value types")
struct LegacyModelsTests {
  @Test("a Sendable struct holds a legacy value")
  func holds() {
    let history = LogHistory(last: LogManager.Entry(level: .info, message: "Started"))
    #expect(history.last?.message == "Started")
  }
}
