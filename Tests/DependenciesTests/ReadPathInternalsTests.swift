import Dispatch
import Testing

@testable import Dependencies

@Suite("The read path's internals")
struct ReadPathInternalsTests {
  @Test(
    "a scope word gives back its context and cache, and no two scopes share one",
    arguments: [DependencyContext.live, .preview, .test])
  func scopeWords(context: DependencyContext) {
    let caches: [UInt] = [
      0, 1, 2, 3, 4, 12_345, DefaultValueCache.testTag - 1, DefaultValueCache.testTag,
      DefaultValueCache.testTag | 1, DefaultValueCache.testTag | (DefaultValueCache.testTag - 1),
    ]
    var words = Set<UInt>()
    for cache in caches {
      let scope = DefaultScope(context: context, cache: cache)
      #expect(scope.context == context)
      #expect(scope.cache == cache)
      words.insert(scope.bits)
      for other in [DependencyContext.live, .preview, .test] where other != context {
        #expect(DefaultScope(context: other, cache: cache) != scope)
      }
    }
    #expect(words.count == caches.count)
  }

  @Test("a thread finds a default it stored under its own scope only")
  func tableKeysOnScope() {
    var table = DefaultValueTable(capacity: 4)
    defer { table.slots.deallocate() }
    let box = Unmanaged<AnyObject>.passRetained(DependencyBox(1, key: ObjectIdentifier(Int.self), missing: .none))
    defer { box.release() }
    let key = ObjectIdentifier(Int.self)
    // Enough scopes to make the table grow twice and probe past collisions.
    for cache in UInt(0)..<20 {
      table.insert(box, for: key, scope: DefaultScope(context: .test, cache: cache))
    }
    for cache in UInt(0)..<20 {
      #expect(table.box(for: key, scope: DefaultScope(context: .test, cache: cache)) != nil)
      #expect(table.box(for: key, scope: DefaultScope(context: .live, cache: cache)) == nil)
    }
    #expect(table.box(for: key, scope: DefaultScope(context: .test, cache: 20)) == nil)
    let otherKey = ObjectIdentifier(String.self)
    #expect(table.box(for: otherKey, scope: DefaultScope(context: .test, cache: 0)) == nil)
  }

  @Test("one site per declaration, the same from every thread, and a new one per place")
  func sitesAreInterned() {
    @Sendable func site(line: UInt, column: UInt = 5) -> UInt {
      let site = DependencyPropertySite.Declaration(
        fileID: "M/F.swift", filePath: "/p/M/F.swift", line: line, column: column, keyType: nil
      ).site()
      return UInt(bitPattern: site.toOpaque())
    }
    let first = site(line: 10)
    let fromThreads = Locked<Set<UInt>>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let found = site(line: 10)
      fromThreads.withLock { _ = $0.insert(found) }
    }
    #expect(fromThreads.withLock { $0 } == [first])
    // More places than a thread's recent sites and the shared table's first size hold.
    let others = (11..<211).map { site(line: UInt($0)) } + [site(line: 10, column: 6)]
    #expect(Set(others).count == others.count)
    #expect(!others.contains(first))
    #expect(site(line: 10) == first)
    #expect(zip(11..<211, others).allSatisfy { site(line: UInt($0.0)) == $0.1 })
    let made = DependencyPropertySite.Declaration(
      fileID: "M/F.swift", filePath: "/p/M/F.swift", line: 10, column: 5, keyType: nil
    ).site().takeUnretainedValue()
    #expect(made.line == 10 && made.column == 5 && "\(made.fileID)" == "M/F.swift")
  }

  @Test("a scope's result is told to be an object exactly when `is AnyClass` says so")
  func resultIsAnObject() {
    final class Model {}
    struct OnePointer { let model: Model }
    enum Choice { case one(Model), none }
    func agrees<R>(_ type: R.Type) -> Bool { isClass(type) == (type is AnyClass) }
    #expect(isClass(Model.self))
    #expect(!isClass(Int.self) && !isClass(Void.self) && !isClass(OnePointer.self))
    #expect(agrees(Model.self) && agrees(Int.self) && agrees(Void.self) && agrees(String.self))
    #expect(agrees(OnePointer.self) && agrees(Choice.self) && agrees(Model?.self))
    #expect(agrees(UnsafeRawPointer.self) && agrees((any Sendable).self) && agrees(AnyObject.self))
  }
}
