import App
import Dependencies
import DependenciesTestSupport
import Testing
import XCTest

// Tests as a team writes them once callers have moved (they fail before the move, where the code
// still reads Analytics.shared): each test gives the dependency a value of its own.

// snippet: step2-move-xctest
/// XCTest: what `setUp` configured on the singleton is now a value the test case owns, given
/// to every test through `invokeTest`.
final class ReceiptTests: XCTestCase {
  let analytics = Analytics()

  override func invokeTest() {
    withDependencies {
      $0.analytics = .bridging(to: analytics)
    } operation: {
      super.invokeTest()
    }
  }

  func testPrintTracks() {
    _ = Receipt(analytics: "r").print()
    XCTAssertEqual(analytics.events, ["print r"])
  }
}
// snippet-end

// snippet: step2-move-swift-testing
/// Swift Testing: the `.dependencies` trait gives each test (each argument, too) its own value.
@Test(.dependencies { $0.analytics = .bridging(to: Analytics()) }, arguments: ["a", "b"])
func printTracks(name: String) {
  @Dependency(\.analytics) var analytics
  _ = Receipt(analytics: name).print()
  #expect(analytics.events() == ["print \(name)"])
}
// snippet-end
