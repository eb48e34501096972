import Testing

@testable import Dependencies

@Suite("The read path's internals")
struct ReadPathInternalsTests {
  @Test("a scope's result is told to be an object exactly when `is AnyClass` says so")
  func resultIsAnObject() {
    final class Model {}
    struct OnePointer { let model: Model }
    enum Choice {
      case one(Model)
      case none
    }
    func agrees<R>(_ type: R.Type) -> Bool { isClass(type) == (type is AnyClass) }
    #expect(isClass(Model.self))
    #expect(!isClass(Int.self) && !isClass(Void.self) && !isClass(OnePointer.self))
    #expect(agrees(Model.self) && agrees(Int.self) && agrees(Void.self) && agrees(String.self))
    #expect(agrees(OnePointer.self) && agrees(Choice.self) && agrees(Model?.self))
    #expect(agrees(UnsafeRawPointer.self) && agrees((any Sendable).self) && agrees(AnyObject.self))
  }
}
