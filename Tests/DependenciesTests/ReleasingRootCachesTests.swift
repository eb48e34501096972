import Dependencies
import Testing

/// An object a dependency holds, to see when it is released.
private final class Tracked: Sendable {}

/// A dependency whose value holds a `Tracked`.
private struct Part: Sendable {
  let object: Tracked
}

private enum PartKey: TestDependencyKey {
  static var testValue: Part { Part(object: Tracked()) }
}

/// A default value that is an object with a `@Dependency` property, as a model or a service
/// built by its key is: what it captures must not keep alive the cache that holds it.
// @unchecked Sendable: its one stored property, the wrapper, is Sendable and never reassigned.
private final class Service: @unchecked Sendable {
  @Dependency(PartKey.self) var part
}

private enum ServiceKey: TestDependencyKey {
  static var testValue: Service { Service() }
}

@Suite("A fresh root's default values are released with it")
struct ReleasingRootCachesTests {
  @Test("a default that is an object with a @Dependency goes when its fresh root ends")
  func defaultObjectIsReleased() {
    weak var service: Service?
    weak var part: Tracked?
    for _ in 0..<3 {
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        @Dependency(ServiceKey.self) var built
        service = built
        part = built.part.object
        #expect(service != nil)
      }
      #expect(service == nil)
      #expect(part == nil)
    }
  }

  @Test("a test value that is such an object, and the root's overrides, go when the root ends")
  func testValueAndOverridesAreReleased() {
    weak var service: Service?
    weak var overridden: Tracked?
    do {
      let object = Tracked()
      overridden = object
      withDependencies {
        $0 = DependencyValues()
        $0[PartKey.self] = Part(object: object)
      } operation: {
        @Dependency(ServiceKey.self) var built
        service = built
        // Built in the reader's scope, the test value sees the root's override.
        #expect(built.part.object === object)
      }
    }
    #expect(service == nil)
    #expect(overridden == nil)
  }

  @Test("an object built in a fresh root keeps that root's defaults after the root ends")
  func objectKeepsItsRoot() {
    weak var service: Service?
    do {
      let model = withDependencies {
        $0 = DependencyValues()
      } operation: {
        Model()
      }
      let first = model.service
      service = first
      // The root's cache is still held by the model, so the same default comes back.
      #expect(model.service === first)
    }
    #expect(service == nil)
  }
}

/// A model built in a fresh root: it holds that root, and so its defaults.
// @unchecked Sendable: its one stored property, the wrapper, is Sendable and never reassigned.
private final class Model: @unchecked Sendable {
  @Dependency(ServiceKey.self) var service
}
