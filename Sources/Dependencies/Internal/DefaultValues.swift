import Foundation

/// The default (live, preview or test) values of keys that no scope overrides: each built once per
/// key and context, the first time it is read, and kept for the life of the process.
///
/// No lock is held while user code builds a value, so a default may read other dependencies.
/// Readers that race on a value being built wait for it rather than build it twice. Reads of a
/// built value take no lock at all: each thread keeps its own table of what it has read.
// @unchecked: `states` is only touched with `condition` locked.
final class DefaultValues: @unchecked Sendable {
  static let shared = DefaultValues()

  private enum State {
    case building
    case built(AnyObject)
  }

  private let condition = NSCondition()
  private var states: [DefaultValueKey: State] = [:]

  /// The default value of `Key` in `context`.
  func value<Key: TestDependencyKey>(for _: Key.Type, context: DependencyContext) -> Key.Value {
    let cacheKey = DefaultValueKey(key: ObjectIdentifier(Key.self), context: context)
    let box: DependencyBox<Key.Value>
    if let cached = ThreadLocalDefaults.box(for: cacheKey) {
      box = .unbox(cached)
    } else {
      box = .unbox(sharedBox(for: Key.self, cacheKey: cacheKey))
      ThreadLocalDefaults.store(box, for: cacheKey)
    }
    if box.isMissingTestValue {
      reportIssue(Self.noTestImplementationMessage(Key.self))
    }
    return box.value
  }

  private func sharedBox<Key: TestDependencyKey>(
    for _: Key.Type, cacheKey: DefaultValueKey
  ) -> AnyObject {
    if let cycle = DefaultValueBuild.current?.cycle(reaching: cacheKey) {
      let chain = (cycle + [String(reflecting: Key.self)]).joined(separator: " -> ")
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
        return box
      case .building?:
        condition.wait()
      case nil:
        states[cacheKey] = .building
        condition.unlock()
        let box = Self.build(Key.self, cacheKey: cacheKey)
        condition.lock()
        states[cacheKey] = .built(box)
        condition.broadcast()
        condition.unlock()
        return box
      }
    }
  }

  /// Builds a default value in a scope of its own, which overrides nothing but the context, so
  /// that what it reads does not depend on the scope that happened to read it first.
  private static func build<Key: TestDependencyKey>(
    _: Key.Type, cacheKey: DefaultValueKey
  ) -> DependencyBox<Key.Value> {
    let build = DefaultValueBuild(
      cacheKey: cacheKey, keyName: String(reflecting: Key.self),
      parent: DefaultValueBuild.current
    )
    var scope = DependencyValues()
    scope.context = cacheKey.context
    let value = DefaultValueBuild.$current.withValue(build) {
      DependencyValues.$current.withValue(scope) { Key.defaultValue(in: cacheKey.context) }
    }
    return DependencyBox(value, isMissingTestValue: build.isMissingTestValue)
  }

  private static func noTestImplementationMessage<Key>(_: Key.Type) -> String {
    let name = String(reflecting: Key.self)
    return """
      \(name) has no test implementation, but was read in a test, so the test used its live \
      value. Override it in the test (`withDependencies { $0[\(name).self] = ... }`, or the \
      `.dependencies { ... }` trait), or give \(name) a `testValue`.
      """
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
        reportIssue(
          """
          \(String(reflecting: Self.self)) has no live implementation, but was read in a live \
          context, so its test value is used. Conform it to DependencyKey and give it a \
          `liveValue`, or override it with `withDependencies`.
          """
        )
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
