import App
import XCTest

final class CheckoutTests: XCTestCase {
  func testAddTracks() {
    let model = CheckoutModel()
    model.add(3)
    model.pay()
    XCTAssertEqual(model.total, 3)
    XCTAssertEqual(Array(Analytics.shared.events.suffix(2)), ["add price", "pay"])
  }

  func testReceipt() {
    _ = Receipt(analytics: "x").print()
    XCTAssertEqual(lastEvent(), "print x")
  }
}
