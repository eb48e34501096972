import Dependencies
import DependenciesTestSupport
import Testing

/// A stand-in for a main-thread-only UI API (UIImpactFeedbackGenerator and the like).
@MainActor
final class FeedbackEngine {
  private(set) var played: [String] = []
  func play(_ style: String) { played.append(style) }
}

// snippet: step3-main-actor
/// Before: `@MainActor final class HapticsManager { static let shared = HapticsManager() }`.
/// After: the endpoints are `@MainActor`, so callers hop to the main actor as they did before,
/// and the client itself is Sendable.
struct HapticsClient: Sendable {
  var play: @MainActor @Sendable (String) -> Void
}

extension HapticsClient {
  static func live(engine: @escaping @MainActor @Sendable () -> FeedbackEngine) -> Self {
    Self(play: { engine().play($0) })
  }
}

/// The app's engine, made on the main actor the first time a sound plays.
@MainActor private let appEngine = FeedbackEngine()

private enum HapticsKey: DependencyKey {
  static let liveValue = HapticsClient.live(engine: { appEngine })
  static let testValue = HapticsClient(play: unimplemented("HapticsClient.play"))
}
// snippet-end

extension DependencyValues {
  var haptics: HapticsClient {
    get { self[HapticsKey.self] }
    set { self[HapticsKey.self] = newValue }
  }
}

@MainActor
final class CheckoutModel {
  @Dependency(\.haptics) var haptics
  func pay() { haptics.play("success") }
}

@Suite("Step 3: a @MainActor singleton becomes a client with @MainActor endpoints")
struct HapticsClientTests {
  @Test("the live client drives the main-actor engine")
  @MainActor func live() {
    let engine = FeedbackEngine()
    let model = withDependencies { $0.haptics = .live(engine: { engine }) } operation: {
      CheckoutModel()
    }
    model.pay()
    #expect(engine.played == ["success"])
  }

  @Test("the test value reports a call nobody overrode", .dependencies)
  @MainActor func testValue() {
    withKnownIssue { CheckoutModel().pay() }
  }
}
