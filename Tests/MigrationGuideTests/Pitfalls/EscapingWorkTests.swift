import ExampleClients
import Dependencies
import DependenciesTestSupport
import Testing

final class Uploader {
  @Dependency(\.logger) var logger

  // snippet: pitfall-detached
  /// Task.detached starts with no overrides: a dependency resolved inside it is the default.
  func uploadDetached() async {
    await Task.detached {
      @Dependency(\.logger) var logger
      logger.info("Uploaded")
    }.value
  }

  /// Fixed: use what the model captured (or `Task {}`, which inherits the current scope).
  func upload() async {
    let logger = self.logger
    await Task.detached {
      logger.info("Uploaded")
    }.value
  }
  // snippet-end
}

@Suite("Pitfall: work that escapes the scope", .dependencies)
struct EscapingWorkTests {
  @Test("Task.detached resolving its own dependency gets the default, not the override")
  func detached() async {
    let recorder = LogRecorder()
    let uploader = withDependencies { $0.logger = .recording(into: recorder) } operation: {
      Uploader()
    }
    // The detached task gets the test value, an unimplemented logger. Its report goes to
    // standard error, not to this test: a detached task inherits no task-local, not even the
    // test's reporter. That is the pitfall; the evidence is what the recorder did not get.
    await uploader.uploadDetached()
    #expect(recorder.lines.isEmpty)
  }

  @Test("capturing the resolved client before detaching keeps the override")
  func captured() async {
    let recorder = LogRecorder()
    let uploader = withDependencies { $0.logger = .recording(into: recorder) } operation: {
      Uploader()
    }
    await uploader.upload()
    #expect(recorder.lines == ["[INFO] Uploaded"])
  }
}
