import ExampleClients
import Dependencies
import DependenciesTestSupport
import Testing

/// The test README.md shows: one override per test, parallel-safe.
@Suite("README example")
struct ReadmeExampleTests {
  // snippet: readme-test
  @Test(.dependencies { $0.userDefaults = .inMemory(); $0.analytics.track = { _, _ in } })
  func savesTheName() {
    let recorder = LogRecorder()
    let model = withDependencies { $0.logger = .recording(into: recorder) } operation: {
      SettingsModel()
    }
    #expect(model.updateUserName("Blob"))
    #expect(model.userName == "Blob")
    #expect(recorder.lines == ["[INFO] User name changed"])
  }
  // snippet-end
}
