import Foundation
import ExampleLegacy
import Testing

/// Every test that touches a legacy singleton (`UserDefaultsManager.shared`, `LogManager.shared`,
/// `AnalyticsTracker.shared`) lives in this suite or in a suite nested in it (see the extensions
/// in this target), and the suite is `.serialized`.
///
/// It has to be: a singleton's state belongs to the process, not to a test, so what one test
/// stores is what the next test loads (shown below), and two tests running at once would
/// overwrite each other's values mid-test. Suites elsewhere (other files, ClientsTests) run in
/// parallel with this one, so they must not touch these singletons, or only under keys of their
/// own (as ClientsTests' check of the live value does).
@Suite("Legacy singletons (serialized: their state is shared by every test)", .serialized)
struct LegacySingletonTests {
  /// The key both leak tests store under; nothing else uses it.
  static let leakKey = "singleton-exit.LegacyTests.leak"
  /// Which of the two leak tests has run, in order, so that each knows if it runs second.
  static let leakTestRuns = RunLog()

  @Test("test A: sees the value test B saved through .shared, if B ran first")
  func leakTestA() {
    storeAndObserve(as: "A")
  }

  @Test("test B: sees the value test A saved through .shared, if A ran first")
  func leakTestB() {
    storeAndObserve(as: "B")
  }

  /// Loads the leak key, saves `writer` under it, and checks what it found.
  ///
  /// Whatever the order, the test that runs second loads the value the first one saved: the
  /// state outlives the test that wrote it. Neither test can expect a clean slate, and if they
  /// ran at the same time, each could load either value.
  private func storeAndObserve(as writer: String) {
    let found = UserDefaultsManager.shared.loadString(forKey: Self.leakKey)
    UserDefaultsManager.shared.save(writer, forKey: Self.leakKey)
    let earlierWriters = Self.leakTestRuns.append(writer)
    if let earlierWriter = earlierWriters.last {
      #expect(found == earlierWriter, "another test's value leaked into this one")
      UserDefaultsManager.shared.remove(forKey: Self.leakKey)
    } else {
      // First to run (or run alone, with --filter): `found` may be a leftover of an earlier run.
      // A brand-new manager sees the value too: all instances share UserDefaults.standard.
      #expect(UserDefaultsManager().loadString(forKey: Self.leakKey) == writer)
    }
  }
}
