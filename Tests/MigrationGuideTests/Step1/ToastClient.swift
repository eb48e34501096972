import Dependencies
import DependenciesTestSupport
import Testing

// snippet: step1-main-actor
/// Before: a `@MainActor` singleton that screens call.
@MainActor
final class ToastCenter {
  static let shared = ToastCenter()
  private(set) var shown: [String] = []
  func show(_ message: String) { shown.append(message) }
}

/// Step 1 for a `@MainActor` singleton: its endpoints are `@MainActor` too.
public struct ToastClient: Sendable {
  public var show: @MainActor @Sendable (String) -> Void

  /// The memberwise initializer is internal: a public client declares a public one, or other
  /// modules (the app's tests among them) cannot build it.
  public init(show: @escaping @MainActor @Sendable (String) -> Void) {
    self.show = show
  }
}

extension ToastClient {
  /// Forwards to the center that `center` returns, which it asks for on the main actor.
  static func bridging(to center: @escaping @MainActor @Sendable () -> ToastCenter) -> Self {
    Self(show: { center().show($0) })
  }
}

private enum ToastKey: DependencyKey {
  // `bridging(to: ToastCenter.shared)` would not compile: `shared` is main-actor isolated, and a
  // key's value is made on whatever thread first reads it. The closure reads `shared` when an
  // endpoint runs, on the main actor.
  static let liveValue = ToastClient.bridging(to: { ToastCenter.shared })
  static let testValue = ToastClient(show: unimplemented("ToastClient.show"))
}
// snippet-end

extension DependencyValues {
  var toasts: ToastClient {
    get { self[ToastKey.self] }
    set { self[ToastKey.self] = newValue }
  }
}

@MainActor
final class AccountScreenModel {
  @Dependency(\.toasts) var toasts
  func save() { toasts.show("Saved") }
}

@Suite("Step 1: a @MainActor singleton is bridged inside @MainActor endpoints")
struct ToastClientTests {
  @Test("the bridge forwards to the center on the main actor")
  @MainActor func bridge() {
    let center = ToastCenter()
    let model = withDependencies { $0.toasts = .bridging(to: { center }) } operation: {
      AccountScreenModel()
    }
    model.save()
    #expect(center.shown == ["Saved"])
  }

  @Test("the live value is the bridge to ToastCenter.shared")
  @MainActor func live() {
    let before = ToastCenter.shared.shown.count
    ToastKey.liveValue.show("Hello")
    #expect(ToastCenter.shared.shown.dropFirst(before) == ["Hello"])
  }

  @Test("the test value reports a call nobody overrode", .dependencies)
  @MainActor func testValue() {
    withKnownIssue { AccountScreenModel().save() }
  }
}
