import Dependencies
import DependenciesTestSupport
import Testing

#if canImport(XCTest)
  import XCTest
#endif

private let endpoint: @Sendable () -> Int = unimplemented("Endpoint.call", placeholder: 0)

private struct LiveOnlyName: DependencyKey {
  static let liveValue = "live"
}

private enum NameKey: TestDependencyKey {
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var liveOnlyName: String {
    get { self[LiveOnlyName.self] }
    set { self[LiveOnlyName.self] = newValue }
  }
}

@Suite("An issue fails the running test, with or without the trait")
struct RunningTestIssueTests {
  @Test(
    "an unimplemented endpoint called in a test without the trait fails that test only",
    arguments: 0..<40)
  func withoutTheTrait(index: Int) async {
    if index.isMultiple(of: 2) {
      // `withKnownIssue` fails when no issue is recorded in this test; the odd cases fail if an
      // issue of an even case leaks into them.
      withKnownIssue { _ = endpoint() }
    } else {
      await Task.yield()
    }
  }

  @Test("an issue raised in a child task of a test without the trait fails that test")
  func childTask() async {
    await withKnownIssue {
      _ = await Task { endpoint() }.value
    }
  }

  @Test("a key-path write of the trait reports nothing", .dependency(\.liveOnlyName, "set"))
  func traitWriteIsNotARead() {
    @Dependency(\.liveOnlyName) var name
    #expect(name == "set")
  }

  #if canImport(XCTest) && !canImport(ObjectiveC)
    @Test("an issue raised in an XCTest test fails it (XCTFail), not the Swift Testing test")
    func xcTest() throws {
      _ = DependencyValues()[NameKey.self]  // a first use of Dependencies, before the XCTest
      let testCase = XCTestCase(name: "callsUnimplemented", testClosure: { _ in _ = endpoint() })
      testCase.run()
      let run = try #require(testCase.testRun)
      #expect(run.failureCount == 1)
      #expect(!run.hasSucceeded)
    }
  #elseif canImport(XCTest) && canImport(ObjectiveC)
    @Test("an issue raised in an XCTest test fails it (XCTFail), not the Swift Testing test")
    func xcTest() throws {
      _ = DependencyValues()[NameKey.self]  // a first use of Dependencies, before the XCTest
      let testCase = CallsUnimplemented(selector: #selector(CallsUnimplemented.testCall))
      testCase.run()
      let run = try #require(testCase.testRun)
      #expect(run.failureCount == 1)
      #expect(!run.hasSucceeded)
    }
  #endif
}

#if canImport(XCTest) && canImport(ObjectiveC)
  /// Run by hand from a Swift Testing test; not part of the XCTest run (its name has no `test`
  /// class prefix of a discovered suite, and it is never registered).
  final class CallsUnimplemented: XCTestCase {
    @objc func testCall() { _ = endpoint() }
  }
#endif

@Suite("How Dependencies finds DependenciesTestSupport")
struct TestSupportBridgeTests {
  @Test("the bridge type's mangled name is the one Dependencies looks up")
  func mangledName() {
    #expect(_mangledTypeName(TestSupportBridge.self) == "23DependenciesTestSupport0bC6BridgeO")
  }
}
