import App
import Testing

@Test func launchIsTracked() {
  CheckoutModel.trackLaunch()
  #expect(Analytics.shared.events.last == "launch")
}

@Test func cancelIsTracked() {
  CheckoutModel().cancel()
  #expect(lastEvent() == "cancel")
  #expect(CheckoutModel().eventCount >= 1)
}
