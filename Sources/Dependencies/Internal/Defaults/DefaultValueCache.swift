import Foundation

/// One cache of default values: builds each default once and keeps it as long as the cache lives.
///
/// The process has one (``DefaultValueCache/process``); in tests each test and each fresh root
/// (`$0 = DependencyValues()`, the `.dependencies` trait) has its own, so a stateful test value
/// never crosses tests.
///
/// No lock is held while user code builds a value, so a default may read other dependencies.
/// Readers that race on a value being built wait for it rather than build it twice.
@usableFromInline
// @unchecked: `states` is only touched with `condition` locked; `id` is immutable.
final class DefaultValueCache: @unchecked Sendable {
  private enum State {
    case building
    case built(AnyObject)
  }

  /// Identifies this cache in the threads' tables. Never reused in the life of the process, so a
  /// table entry left behind by a cache that is gone can never match a live cache's read.
  @usableFromInline let id: UInt
  /// The scope of a read in this cache that sets no context: this cache, in its own context.
  /// With ``tableKey``, what a read in a fresh root (a test under the trait reads in one) would
  /// otherwise get from ``DefaultValues/lookup``, a lazily initialized global checked on each use.
  @usableFromInline let scope: DefaultScope
  /// ``ThreadDefaultTables/tableKeyBits`` of the process's lookup.
  @usableFromInline let tableKey: UInt
  private let condition = NSCondition()
  private var states: [DefaultValueKey: State] = [:]
  /// The context `prepareDependencies { $0.context = ... }` set for this cache, if any.
  private var preparedContext: DependencyContext?
  /// Whether a read has used this cache's own context; from then on it is fixed.
  private var isContextFixed = false

  init(id: UInt) {
    self.id = id
    self.scope = DefaultScope(cacheContextOf: id)
    self.tableKey = DefaultValues.lookup.tableKeyBits
  }

  /// The box holding the default of `Key` in `context`, built on first use in the scope `reader`
  /// gives (see ``build(_:cacheKey:reader:)``). The cache keeps every box alive as long as it
  /// lives, and a reader holds the cache, so the reference is handed out unretained.
  func box<Key: TestDependencyKey>(
    for _: Key.Type, context: DependencyContext, reader: DependencyValues
  ) -> Unmanaged<AnyObject> {
    let cacheKey = DefaultValueKey(key: ObjectIdentifier(Key.self), context: context, cache: id)
    if let cycle = DefaultValueBuild.current?.cycle(reaching: cacheKey) {
      let chain = (cycle + [typeName(Key.self)]).joined(separator: " -> ")
      fatalError(
        """
        Dependency cycle: building the default value of \(chain). \
        Break the cycle by reading one of these dependencies when an endpoint is called, \
        not while the value is being built.
        """
      )
    }
    condition.lock()
    while true {
      switch states[cacheKey] {
      case .built(let box)?:
        condition.unlock()
        return Unmanaged.passUnretained(box)
      case .building?:
        condition.wait()
      case nil:
        states[cacheKey] = .building
        condition.unlock()
        let box = build(Key.self, cacheKey: cacheKey, reader: reader)
        condition.lock()
        states[cacheKey] = .built(box)
        condition.broadcast()
        condition.unlock()
        return Unmanaged.passUnretained(box)
      }
    }
  }

  /// The context of a read in this cache that no scope sets a context for: the prepared one, else
  /// the process's. Fixed from the first call, as a default built in it would otherwise be stale.
  func cacheContext() -> DependencyContext {
    condition.lock()
    defer { condition.unlock() }
    isContextFixed = true
    return preparedContext ?? .process
  }

  /// ``cacheContext()``, without fixing it: the context a preparation starts from.
  func cacheContextForPreparing() -> DependencyContext {
    condition.lock()
    defer { condition.unlock() }
    return preparedContext ?? .process
  }

  /// Makes `context` this cache's own context, unless a read has used another already; false if
  /// one has.
  func prepare(context: DependencyContext) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard !isContextFixed || (preparedContext ?? .process) == context else { return false }
    preparedContext = context
    return true
  }

  /// Stores `box` as the default of the key `key` in `context`, unless one was built already;
  /// false if it was.
  func prepare(_ box: AnyObject, for key: ObjectIdentifier, context: DependencyContext) -> Bool {
    let cacheKey = DefaultValueKey(key: key, context: context, cache: id)
    condition.lock()
    defer { condition.unlock() }
    guard states[cacheKey] == nil else { return false }
    states[cacheKey] = .built(box)
    return true
  }

  /// Builds a default value. A test or preview value is built in the scope of the reader that
  /// first needs it, as swift-dependencies does, so a test value that reads another dependency
  /// sees the test's override of it. A live value is built in a clean scope (nothing overridden
  /// but the context), so that a live value, which a cache may hand to many readers, never keeps
  /// one reader's override.
  private func build<Key: TestDependencyKey>(
    _: Key.Type, cacheKey: DefaultValueKey, reader: DependencyValues
  ) -> DependencyBox<Key.Value> {
    let build = DefaultValueBuild(
      cacheKey: cacheKey, keyName: typeName(Key.self), parent: DefaultValueBuild.current
    )
    var scope = cacheKey.context == .live ? DependencyValues() : reader.readerScope
    scope.startsFreshCache = false
    scope.context = cacheKey.context
    scope.overrides.cache = self
    let value = DefaultValueBuild.$current.withValue(build) {
      DependencyValues.withCurrent(scope) { Key.defaultValue(in: cacheKey.context) }
    }
    return DependencyBox(value, key: ObjectIdentifier(Key.self), missing: build.missing)
  }
}

// Where caches come from: the process's, one per running test (found through
// ``TestSupportHooks``), and fresh ones for fresh roots.
extension DefaultValueCache {
  /// The cache outside any test and any fresh root: the app's.
  static let process = DefaultValueCache(id: 0)

  /// Marks the ids of tests' caches, so that they never equal a fresh root's. Ids stay below
  /// twice this, so that a ``DefaultScope`` holds an id and a context in one word.
  @usableFromInline static let testTag: UInt = 1 << (UInt.bitWidth - 3)

  // @unchecked: `tests` and `lastID` are only touched with `lock` held.
  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var tests: [UInt: DefaultValueCache] = [:]
    var lastID: UInt = 0
  }
  private static let registry = Registry()

  /// A new cache, for a fresh root.
  static func fresh() -> DefaultValueCache {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    registry.lastID += 1
    precondition(registry.lastID < testTag, "too many fresh roots for one process")
    return DefaultValueCache(id: registry.lastID)
  }

  /// The cache with `id`, as ``DefaultValues/ambientScope(_:)`` gives it: the process's, or a
  /// running test's. A test's cache lives until the process ends: nothing tells when a test
  /// without the `.dependencies` trait is over, and tests are finite.
  static func ambient(id: UInt) -> DefaultValueCache {
    guard id != 0 else { return process }
    registry.lock.lock()
    defer { registry.lock.unlock() }
    if let store = registry.tests[id] { return store }
    let store = DefaultValueCache(id: id)
    registry.tests[id] = store
    return store
  }
}

extension TestDependencyKey {
  /// The key's own default value for `context`.
  fileprivate static func defaultValue(in context: DependencyContext) -> Value {
    switch context {
    case .test:
      return testValue
    case .preview:
      return previewValue
    case .live:
      guard let liveKey = Self.self as? any DependencyKey.Type else {
        DefaultValueBuild.noteMissingLiveValue()
        return testValue
      }
      // `liveKey` is `Self`, so its value is a `Value`.
      return liveValueOf(liveKey) as! Value
    }
  }
}

private func liveValueOf<Key: DependencyKey>(_: Key.Type) -> any Sendable {
  Key.liveValue
}

/// A type's name as its author wrote it (`LiveOnlyKey`, `Outer.Inner`), without the module or
/// the `(unknown context at $...)` of a type declared in an extension or a function.
func typeName(_ type: Any.Type) -> String {
  let reflected = String(reflecting: type)
  return reflected.split(separator: ".").filter { part in
    !part.hasPrefix("(") && !part.hasSuffix(")") && !part.contains(" ")
  }.dropFirst(reflected.hasPrefix("(") ? 0 : 1).joined(separator: ".")
}
