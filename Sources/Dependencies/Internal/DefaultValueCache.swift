import Foundation

/// One cache of default values: builds each key's default once per context, the first time it is
/// read, and keeps it as long as the cache lives.
///
/// The process has one; in tests each test and each fresh root (`$0 = DependencyValues()`, the
/// `.dependencies` trait) has its own (see ``TestCaches``), so a stateful test value never
/// crosses tests.
///
/// No lock is held while user code builds a value, so a default may read other dependencies.
/// Readers that race on a value being built wait for it rather than build it twice.
// @unchecked Sendable: `guarded` is only touched with `condition` locked.
final class DefaultValueCache: @unchecked Sendable {
  private let condition = NSCondition()
  /// What the lock guards, in memory of its own rather than in stored properties: the lock
  /// already makes each access exclusive, and a stored property's would be checked again at run
  /// time, on every read.
  private let guarded = UnsafeMutablePointer<Guarded>.allocate(capacity: 1)

  private struct Guarded {
    var defaults = DefaultValueTable()
    /// The context `prepareDependencies { $0.context = ... }` set for this cache, if any.
    var preparedContext: DependencyContext?
    /// Whether a read has used this cache's own context; from then on it is fixed.
    var isContextFixed = false
  }

  /// The cache outside any test and any fresh root: the app's.
  static let process = DefaultValueCache()

  init() {
    guarded.initialize(to: Guarded())
  }

  deinit {
    guarded.deinitialize(count: 1)
    guarded.deallocate()
  }

  /// The box holding the default of `key` in `context` (nil: this cache's own context), built on
  /// first use in the scope `reader` gives (see ``build(_:context:reader:)``).
  func box(
    for key: any TestDependencyKey.Type, context: DependencyContext?, reader: DependencyValues
  ) -> AnyDependencyBox {
    let id = ObjectIdentifier(key)
    condition.lock()
    let context = context ?? ownContext()
    while true {
      switch guarded.pointee.defaults[id, context] {
      case .built(let box)?:
        condition.unlock()
        return box
      case .building?:
        if let cycle = DefaultValueBuild.current?.cycle(reaching: id, in: self, context) {
          condition.unlock()
          DefaultValueBuild.stopOnCycle(cycle + [typeName(key)])
        }
        condition.wait()
      case nil:
        guarded.pointee.defaults[id, context] = .building
        condition.unlock()
        let box = build(key, context: context, reader: reader)
        condition.lock()
        guarded.pointee.defaults[id, context] = .built(box)
        condition.broadcast()
        condition.unlock()
        return box
      }
    }
  }

  /// The context of a read in this cache that no scope sets one for: the prepared one, else the
  /// process's. Fixed from the first read, as a default built in it would otherwise be stale.
  /// - Precondition: `condition` is locked.
  private func ownContext() -> DependencyContext {
    guarded.pointee.isContextFixed = true
    return guarded.pointee.preparedContext ?? .process
  }

  /// The context of a read in this cache that no scope sets one for (see ``ownContext()``); not
  /// fixed by the context a preparation starts from (`fixing: false`).
  func cacheContext(fixing: Bool = true) -> DependencyContext {
    condition.lock()
    defer { condition.unlock() }
    return fixing ? ownContext() : guarded.pointee.preparedContext ?? .process
  }

  /// Makes `context` this cache's own context, unless a read has used another already; false if
  /// one has.
  func prepare(context: DependencyContext) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    let prepared = guarded.pointee.preparedContext ?? .process
    guard !guarded.pointee.isContextFixed || prepared == context else { return false }
    guarded.pointee.preparedContext = context
    return true
  }

  /// Stores `box` as the default of `key` in `context`, unless one was built already; false if
  /// it was.
  func prepare(_ box: AnyDependencyBox, for key: ObjectIdentifier, context: DependencyContext)
    -> Bool
  {
    condition.lock()
    defer { condition.unlock() }
    guard guarded.pointee.defaults[key, context] == nil else { return false }
    guarded.pointee.defaults[key, context] = .built(box)
    return true
  }

  /// Builds a default value. A test or preview value is built in the scope of the reader that
  /// first needs it, as swift-dependencies does, so a test value that reads another dependency
  /// sees the test's override of it. A live value is built in a clean scope (nothing overridden
  /// but the context), so that a live value, which a cache may hand to many readers, never keeps
  /// one reader's override.
  ///
  /// The scope does not keep a fresh root's cache alive: what the value captures (a `@Dependency`
  /// property of an object built here) must not keep alive the cache that keeps the value, or
  /// neither would ever be freed.
  private func build(
    _ key: any TestDependencyKey.Type, context: DependencyContext, reader: DependencyValues
  ) -> AnyDependencyBox {
    let build = DefaultValueBuild(
      key: ObjectIdentifier(key), cache: self, context: context, keyName: typeName(key),
      parent: DefaultValueBuild.current)
    var scope = reader.readerScope
    let reference = scope.overrides.cacheReference
    if context == .live { scope = DependencyValues(overrides: DependencyOverrides()) }
    scope.overrides.context = context
    scope.overrides.cacheReference =
      reference.cache === self ? reference.weakened() : .immortal(self)
    return DefaultValueBuild.$current.withValue(build) {
      DependencyValues.withCurrent(scope) { key.defaultBox(in: context, of: build) }
    }
  }
}

extension TestDependencyKey {
  /// The key's own default value for `context`, boxed, marked if `build` found it missing.
  fileprivate static func defaultBox(
    in context: DependencyContext, of build: DefaultValueBuild
  ) -> AnyDependencyBox {
    let value = defaultValue(in: context)
    return DependencyBox(value, key: ObjectIdentifier(Self.self), missing: build.missing)
  }

  private static func defaultValue(in context: DependencyContext) -> Value {
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

extension DependencyContext {
  /// A small number per context, to index tables by.
  var index: Int {
    switch self {
    case .live: 0
    case .preview: 1
    case .test: 2
    }
  }
}

/// A type's name as its author wrote it (`LiveOnlyKey`, `Outer.Inner`), without the module or
/// the `(unknown context at $...)` of a type declared in an extension or a function.
func typeName(_ type: Any.Type) -> String {
  let reflected = String(reflecting: type)
  return reflected.split(separator: ".").filter { part in
    !part.hasPrefix("(") && !part.hasSuffix(")") && !part.contains(" ")
  }.dropFirst(reflected.hasPrefix("(") ? 0 : 1).joined(separator: ".")
}
