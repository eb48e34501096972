#if canImport(XCTest)
  import Foundation
  import XCTest

  /// The XCTest test method running, as XCTest's observation center reports it, with the number
  /// that names it for `Dependencies`' per-test caches.
  ///
  /// The observer is registered the first time `Dependencies` asks (its first read of a default
  /// value or its first issue in the process), as swift-dependencies does; a test that started
  /// before that is not seen, and its issues go to standard error (and XCTest's own failure, if
  /// any, still fails it).
  enum XCTestCases {
    // @unchecked: `running` is only touched with `lock` held; the test case it holds is only
    // used to record a failure, which XCTest allows from any thread.
    private final class State: @unchecked Sendable {
      let lock = NSLock()
      var running: (testCase: XCTestCase, thread: ObjectIdentifier, number: UInt)?
    }
    private static let state = State()

    private static let observer: Observer = {
      let observer = Observer()
      // migrate-tool:ignore-next-line - XCTest's own observation center; tests only
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    /// `swift test`'s Swift Testing pass: its XCTest methods (if any) are run by hand, so an issue
    /// off their thread is not theirs.
    static let isSwiftTestingRun = CommandLine.arguments.contains("swift-testing")

    /// The test case running on this thread; or on any thread if `orAlone` (no Swift Testing
    /// test runs in this task) and this is an XCTest run, where an async test method's issue may
    /// come from another thread.
    static func running(orAlone: Bool) -> XCTestCase? {
      entry(orAlone: orAlone)?.testCase
    }

    /// The number of the test method running, chosen as ``running(orAlone:)`` does.
    static func runningTest(orAlone: Bool) -> UInt? {
      entry(orAlone: orAlone)?.number
    }

    private static func entry(
      orAlone: Bool
    ) -> (testCase: XCTestCase, thread: ObjectIdentifier, number: UInt)? {
      _ = observer
      state.lock.lock()
      defer { state.lock.unlock() }
      guard let running = state.running else { return nil }
      let onThisThread = running.thread == ObjectIdentifier(Thread.current)
      return onThisThread || (orAlone && !isSwiftTestingRun) ? running : nil
    }

    fileprivate static func started(_ testCase: XCTestCase) {
      let number = TestNumbers.next()
      state.lock.lock()
      defer { state.lock.unlock() }
      state.running = (testCase, ObjectIdentifier(Thread.current), number)
    }

    fileprivate static func finished(_ testCase: XCTestCase) {
      state.lock.lock()
      defer { state.lock.unlock() }
      if state.running?.testCase === testCase { state.running = nil }
    }
  }

  /// Hears XCTest's test methods start and finish.
  // Sendable: it holds no state; XCTest calls it on the thread that runs the test.
  private final class Observer: NSObject, XCTestObservation, Sendable {
    func testCaseWillStart(_ testCase: XCTestCase) { XCTestCases.started(testCase) }
    func testCaseDidFinish(_ testCase: XCTestCase) { XCTestCases.finished(testCase) }
  }

  extension XCTestCase {
    /// Records an issue of `Dependencies` as a failure of this test, at the user's line.
    func recordFailure(_ message: String, filePath: String, line: Int) {
      #if canImport(ObjectiveC)
        let location = XCTSourceCodeLocation(filePath: filePath, lineNumber: line)
        record(
          XCTIssue(
            type: .assertionFailure, compactDescription: message,
            sourceCodeContext: XCTSourceCodeContext(location: location)))
      #else
        recordFailure(withDescription: message, inFile: filePath, atLine: line, expected: true)
      #endif
    }
  }
#endif
