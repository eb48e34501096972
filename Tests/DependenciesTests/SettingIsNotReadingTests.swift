import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// A client whose test value reports when its server's name is read, and whose name is a
/// computed property: a key-path write through it calls the getter before the setter.
private struct Settings: Sendable {
  var server: Server
}

private struct Server: Sendable {
  var load: @Sendable () -> String
  var name: String {
    get { load() }
    set { load = { newValue } }
  }
}

private enum SettingsKey: TestDependencyKey {
  static let testValue = Settings(
    server: Server(load: unimplemented("Server.load", placeholder: "")))
}

/// Writes through a key path as the trait does: in a generic context, where the key path's
/// getters run before its setters (a concrete key path may compile to the plain setters).
private func write<Value>(
  _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value,
  into values: inout DependencyValues
) {
  values[keyPath: keyPath] = value
}

extension DependencyValues {
  fileprivate var settings: Settings {
    get { self[SettingsKey.self] }
    set { self[SettingsKey.self] = newValue }
  }
}

@Suite("Setting a value is not reading it")
struct SettingIsNotReadingTests {
  @Test("setting a field of a key with no test value reports nothing")
  func settingAField() {
    let issues = IssueCollector()
    let text = withIssueReporters([issues]) {
      withDependencies { $0.liveOnlyGreeting.text = "set" } operation: {
        Dependency(\.liveOnlyGreeting).wrappedValue.text
      }
    }
    #expect(text == "set")
    #expect(issues.reported.isEmpty)
  }

  @Test("setting a field through the key's subscript reports nothing")
  func settingThroughTheSubscript() {
    let issues = IssueCollector()
    let text = withIssueReporters([issues]) {
      withDependencies { $0[LiveOnlyGreetingKey.self].text = "set" } operation: {
        Dependency(LiveOnlyGreetingKey.self).wrappedValue.text
      }
    }
    #expect(text == "set")
    #expect(issues.reported.isEmpty)
  }

  @Test("a key-path write, as the trait performs, reports nothing")
  func keyPathWrite() async {
    let issues = IssueCollector()
    let keyPath: WritableKeyPath<DependencyValues, String> & Sendable = \.liveOnlyGreeting.text
    let text = await withIssueReporters([issues]) {
      await withDependencies { $0[keyPath: keyPath] = "set" } operation: {
        await Task.yield()
        return Dependency(\.liveOnlyGreeting).wrappedValue.text
      }
    }
    #expect(text == "set")
    #expect(issues.reported.isEmpty)
  }

  @Test(
    "the trait's key-path write through a reporting test value reports nothing",
    .dependency(\.date.now, Date(timeIntervalSince1970: 42)))
  func traitWritesThroughTheDate() {
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSince1970: 42))
  }

  @Test("a key-path write calls the getters on its way, and reports nothing")
  func keyPathWriteThroughGetters() {
    let issues = IssueCollector()
    let (now, name) = withIssueReporters([issues]) {
      withDependencies {
        write(\.date.now, Date(timeIntervalSince1970: 42), into: &$0)
        write(\.settings.server.name, "staging", into: &$0)
      } operation: {
        (Dependency(\.date.now).wrappedValue, Dependency(\.settings.server.name).wrappedValue)
      }
    }
    #expect(now == Date(timeIntervalSince1970: 42))
    #expect(name == "staging")
    #expect(issues.reported.isEmpty)
  }

  @Test("calling an unimplemented endpoint outside the setting closure still reports")
  func callingStillReports() {
    let issues = IssueCollector()
    withIssueReporters([issues]) { _ = Dependency(\.settings.server.name).wrappedValue }
    #expect(issues.reported.count == 1)
  }

  @Test("reading the key afterwards, without an override, still reports")
  func readingStillReports() {
    let issues = IssueCollector()
    withIssueReporters([issues]) { _ = Dependency(\.liveOnlyGreeting).wrappedValue }
    #expect(issues.reported.count == 1)
  }
}
