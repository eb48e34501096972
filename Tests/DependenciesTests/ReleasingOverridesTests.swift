import Dependencies
import Testing

/// An object an override holds, to see when the override is released.
private final class Tracked: Sendable {}

/// A dependency whose value holds an object.
private struct Holder: Sendable {
  let object: Tracked
}

private enum HolderKey: TestDependencyKey {
  static let testValue = Holder(object: Tracked())
}

extension DependencyValues {
  fileprivate var holder: Holder {
    get { self[HolderKey.self] }
    set { self[HolderKey.self] = newValue }
  }
}

/// A model that keeps the overrides of the scope it was built in.
private final class HolderModel {
  @Dependency(\.holder) var holder
}

/// A model with no `@Dependency` property: the scope it was returned from is remembered for
/// `withDependencies(from:)`.
private final class PlainModel {}

@Suite("The overrides an object keeps are released with it")
struct ReleasingOverridesTests {
  @Test("an override kept by a model's @Dependency is released when the model is")
  func releasedWithTheModel() {
    weak var tracked: Tracked?
    do {
      let object = Tracked()
      tracked = object
      var model: HolderModel? = withDependencies {
        $0.holder = Holder(object: object)
      } operation: {
        HolderModel()
      }
      #expect(model?.holder.object === object)
      model = nil
    }
    #expect(tracked == nil)
  }

  @Test("the scope of a model with no @Dependency is released once the model is gone")
  func releasedAfterAPlainModel() {
    weak var tracked: Tracked?
    do {
      let object = Tracked()
      tracked = object
      var model: PlainModel? = withDependencies {
        $0.holder = Holder(object: object)
      } operation: {
        PlainModel()
      }
      let child = withDependencies(from: model!) { HolderModel() }
      #expect(child.holder.object === object)
      model = nil
    }
    // As swift-dependencies does, the next object remembered sweeps out those that are gone.
    _ = withDependencies { _ in } operation: { PlainModel() }
    #expect(tracked == nil)
  }
}
