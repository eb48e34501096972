import Dependencies
import Foundation

/// A dependency with distinct live, test and preview values.
struct Greeting: Sendable, Equatable {
  var text: String
}

enum GreetingKey: DependencyKey {
  static let liveValue = Greeting(text: "live")
  static let testValue = Greeting(text: "test")
  static let previewValue = Greeting(text: "preview")
}

/// A key with a live value only: read in a test, it reports "no test implementation".
enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live only"
}

/// A key with a test value only: read in a live context, it reports "no live implementation".
enum TestOnlyKey: TestDependencyKey {
  static let testValue = "test only"
}

/// A key with live and test values whose preview value is left to the default (the live one).
enum PreviewDefaultKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

/// A key whose default reads another dependency while it is built.
enum DerivedGreetingKey: DependencyKey {
  static var liveValue: String { derive() }
  static var testValue: String { derive() }

  private static func derive() -> String {
    @Dependency(\.greeting) var greeting
    return "derived from \(greeting.text)"
  }
}

/// A key with a live value only whose value has a field, to set one field of it.
enum LiveOnlyGreetingKey: DependencyKey {
  static let liveValue = Greeting(text: "live only")
}

/// A stateful test double: hands out 0, 1, 2, ... Shared by two tests, each would see the other's
/// numbers.
final class Incrementing: Sendable {
  private let count = Locked(0)

  func next() -> Int { count.withLock { value in defer { value += 1 }; return value } }
}

enum IncrementingKey: TestDependencyKey {
  static var testValue: Incrementing { Incrementing() }
}

extension DependencyValues {
  var liveOnlyGreeting: Greeting {
    get { self[LiveOnlyGreetingKey.self] }
    set { self[LiveOnlyGreetingKey.self] = newValue }
  }
  var incrementing: Incrementing {
    get { self[IncrementingKey.self] }
    set { self[IncrementingKey.self] = newValue }
  }
  var greeting: Greeting {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
  var liveOnly: String {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
  var derivedGreeting: String {
    self[DerivedGreetingKey.self]
  }
}

/// An object that reads the greeting through `@Dependency`, as feature code does.
final class GreetingModel {
  @Dependency(\.greeting) var greeting
}

/// A Sendable value that reads the greeting, for tasks that cannot capture a class.
struct GreetingReader: Sendable {
  @Dependency(\.greeting) var greeting
}

/// Reads the key without a test value in the current scope.
struct LiveOnlyReader: Sendable {
  @Dependency(\.liveOnly) var value
}

/// A value tests collect into from many tasks.
// @unchecked: `value` is only touched with `lock` held.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<R>(_ body: (inout Value) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

/// Collects the issues reported to it.
struct IssueCollector: IssueReporter {
  let messages = Locked<[(message: String, location: IssueLocation)]>([])

  func reportIssue(_ message: String, at location: IssueLocation) {
    messages.withLock { $0.append((message, location)) }
  }

  var reported: [String] { messages.withLock { $0.map(\.message) } }
  var locations: [IssueLocation] { messages.withLock { $0.map(\.location) } }
}
