import Dependencies
import DependenciesTestSupport
import Dispatch
import Testing

/// A key whose live value is harmless in tests, and says so.
private enum QuietLiveKey: DependencyKey {
  static let liveValue = "quiet"
  static let shouldReportUnimplemented = false
}

/// A key whose value is its own type, for `.dependency(value)`.
private struct Flag: TestDependencyKey, Sendable {
  var isOn: Bool
  static let testValue = Flag(isOn: false)
}

/// A value that is not `Sendable`, reached through a `Sendable` dependency.
private final class Formatter {
  var prefix = ">"
}

/// A client whose property hands out a fresh non-`Sendable` value.
private struct FormatterClient: TestDependencyKey, Sendable {
  var prefix: String
  var formatter: Formatter {
    let formatter = Formatter()
    formatter.prefix = prefix
    return formatter
  }
  static let testValue = FormatterClient(prefix: "test")
}

extension DependencyValues {
  fileprivate var formatterClient: FormatterClient {
    get { self[FormatterClient.self] }
    set { self[FormatterClient.self] = newValue }
  }
}

@Suite("The rest of swift-dependencies' core API")
struct UpstreamAPITests {
  @Test("prepareDependencies sets a default before it is first read")
  func prepare() {
    prepareDependencies { $0.incrementing = Incrementing() }
    @Dependency(\.incrementing) var numbers
    #expect(numbers.next() == 0)
    let issues = IssueCollector()
    withIssueReporters([issues]) { prepareDependencies { $0.incrementing = Incrementing() } }
    #expect(issues.reported.count == 1)
    #expect(numbers.next() == 1)
  }

  @Test("withEscapedDependencies hands a scope's overrides to work on another thread")
  func escaped() async {
    let read = await withDependencies {
      $0.greeting.text = "escaped"
    } operation: {
      await withEscapedDependencies { escaped in
        await withCheckedContinuation { continuation in
          DispatchQueue.global().async {
            continuation.resume(returning: escaped.yield { GreetingReader().greeting.text })
          }
        }
      }
    }
    #expect(read == "escaped")
  }

  @Test("DependencyValues.live, .test and .preview pick the defaults")
  func contexts() {
    #expect(
      withDependencies {
        $0 = .live
      } operation: {
        GreetingReader().greeting.text
      } == "live")
    #expect(
      withDependencies {
        $0 = .test
      } operation: {
        GreetingReader().greeting.text
      } == "test")
    #expect(
      withDependencies {
        $0 = .preview
      } operation: {
        GreetingReader().greeting.text
      } == "preview")
  }

  @Test("shouldReportUnimplemented = false reads the live value in a test without an issue")
  func quietLiveValue() {
    let issues = IssueCollector()
    let value = withIssueReporters([issues]) { DependencyValues()[QuietLiveKey.self] }
    #expect(value == "quiet")
    #expect(issues.reported.isEmpty)
  }

  @Test("the value-returning unimplemented reports and returns its placeholder")
  func valueUnimplemented() {
    let issues = IssueCollector()
    let value: Int = withIssueReporters([issues]) { unimplemented("Client.count", placeholder: 7) }
    #expect(value == 7)
    #expect(issues.reported.first?.contains("'Client.count'") == true)
  }

  @Test(
    ".dependency(value) overrides the key that is the value's own type",
    .dependency(Flag(isOn: true)))
  func dependencyOfValue() {
    @Dependency(Flag.self) var flag
    #expect(flag.isOn)
  }

  @Test("@Dependency reads a value that is not Sendable through a key path")
  func nonSendableValue() {
    @Dependency(\.formatterClient.formatter) var formatter
    #expect(formatter.prefix == "test")
    withDependencies {
      $0.formatterClient.prefix = "scoped"
    } operation: {
      #expect(formatter.prefix == "scoped")
    }
  }

  @Test("DependencyValues._current is the current scope's values")
  func current() {
    #expect(DependencyValues._current.greeting.text == "test")
    let values = withDependencies {
      $0.greeting.text = "scoped"
    } operation: {
      DependencyValues._current
    }
    #expect(values.greeting.text == "scoped")
    #expect(DependencyValues._current.greeting.text == "test")
    let handedOn = withDependencies {
      $0 = values
    } operation: {
      GreetingReader().greeting.text
    }
    #expect(handedOn == "scoped")
  }
}
