import Dependencies
import DependenciesTestSupport
import Testing

private protocol Greeter: Sendable {
  func greet() -> String
}

private struct LiveGreeter: Greeter {
  func greet() -> String { "live" }
}

/// The test double a test reaches through `as:`, for what the protocol does not offer.
private struct RecordingGreeter: Greeter {
  let greeting: String
  func greet() -> String { greeting }
}

private enum GreeterKey: DependencyKey {
  static var liveValue: any Greeter { LiveGreeter() }
  static var testValue: any Greeter { RecordingGreeter(greeting: "test") }
}

extension DependencyValues {
  fileprivate var greeter: any Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
}

@Suite("@Dependency(_:as:)", .dependencies { $0.greeter = RecordingGreeter(greeting: "suite") })
struct DependencyCastTests {
  @Dependency(\.greeter, as: RecordingGreeter.self) fileprivate var greeter

  @Test("a key path's value is read as the test's concrete type")
  func keyPath() {
    #expect(greeter.greeting == "suite")
  }

  @Test("a key's value is read as the test's concrete type")
  func key() {
    @Dependency(GreeterKey.self, as: RecordingGreeter.self) var greeter
    #expect(greeter.greeting == "suite")
  }

  @Test("the scope that reads wins, as for any @Dependency")
  func scope() {
    withDependencies {
      $0.greeter = RecordingGreeter(greeting: "scope")
    } operation: {
      #expect(greeter.greeting == "scope")
    }
  }

  @Test("a value of another type stops the process, saying which override the test lacks")
  func failedCast() async throws {
    let byKeyPath = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        withDependencies {
          $0.greeter = LiveGreeter()
        } operation: {
          @Dependency(\.greeter, as: RecordingGreeter.self) var greeter
          _ = greeter.greeting
        }
      })
    let message = String(decoding: byKeyPath.standardErrorContent, as: UTF8.self)
    // At the declaration (the exit test's macro gives its body the line of the `#expect`),
    // with the property's name where the runtime names key paths' properties (Apple platforms).
    #expect(message.contains("DependenciesTestSupportTests/DependencyCastTests.swift:"))
    #expect(message.contains(": Fatal error: @Dependency(\\."))
    #expect(message.contains(", as: RecordingGreeter.self) read a 'LiveGreeter', which is not"))
    #expect(
      message.contains("$0.greeter = RecordingGreeter(/* ... */)")
        || message.contains("$0.<property> = RecordingGreeter(/* ... */)"))
    let byKey = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        withDependencies {
          $0.greeter = LiveGreeter()
        } operation: {
          @Dependency(GreeterKey.self, as: RecordingGreeter.self) var greeter
          _ = greeter.greeting
        }
      })
    let keyMessage = String(decoding: byKey.standardErrorContent, as: UTF8.self)
    #expect(
      keyMessage.contains(
        "Fatal error: @Dependency(GreeterKey.self, as: RecordingGreeter.self) read a 'LiveGreeter'"))
    #expect(keyMessage.contains("$0[GreeterKey.self] = RecordingGreeter(/* ... */)"))
  }
}

/// Not `Sendable`: a trait still sets it, as swift-dependencies' traits do.
private final class Tally {
  var count = 0
}

private enum TallyKey: TestDependencyKey {
  static var testValue: UncheckedSendable<Tally> { UncheckedSendable(Tally()) }
}

extension DependencyValues {
  fileprivate var tally: Tally {
    get { self[TallyKey.self].wrappedValue }
    set { self[TallyKey.self] = UncheckedSendable(newValue) }
  }
  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

private enum LabelKey: TestDependencyKey {
  static let testValue = "default"
}

private func loadLabel() async throws -> String {
  await Task.yield()
  return "loaded"
}

@Suite("The traits take what swift-dependencies' take")
struct TraitValueTests {
  @Test("a value that is not Sendable", .dependency(\.tally, { let t = Tally(); t.count = 3; return t }()))
  func nonSendable() {
    @Dependency(\.tally) var tally
    #expect(tally.count == 3)
  }

  @Test("an update that throws and awaits", .dependencies { $0.label = try await loadLabel() })
  func asyncThrowing() {
    @Dependency(\.label) var label
    #expect(label == "loaded")
  }

  @Test("a value that may throw", .dependency(\.label, try String(validating: "built")))
  func throwingValue() {
    @Dependency(\.label) var label
    #expect(label == "built")
  }
}

extension String {
  fileprivate init(validating text: String) throws {
    guard !text.isEmpty else { throw CancellationError() }
    self = text
  }
}
