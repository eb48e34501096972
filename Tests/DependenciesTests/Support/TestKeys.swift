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

extension DependencyValues {
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
  let messages = Locked<[String]>([])

  func reportIssue(_ message: String, at location: IssueLocation) {
    messages.withLock { $0.append(message) }
  }

  var reported: [String] { messages.withLock { $0 } }
}
