import Foundation

/// Builds each default value once and keeps it for the life of the process.
///
/// No lock is held while user code builds a value, so a default may read other dependencies.
/// Readers that race on a value being built wait for it rather than build it twice.
// @unchecked: `states` is only touched with `condition` locked.
final class DefaultValueStore: @unchecked Sendable {
  private enum State {
    case building
    case built(AnyObject)
  }

  private let condition = NSCondition()
  private var states: [DefaultValueKey: State] = [:]

  /// The box holding the default of `Key` in `context`, built on first use. The store keeps every
  /// box alive for good, so the reference is handed out unretained.
  func box<Key: TestDependencyKey>(
    for _: Key.Type, context: DependencyContext
  ) -> Unmanaged<AnyObject> {
    let cacheKey = DefaultValueKey(key: ObjectIdentifier(Key.self), context: context)
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
        return Unmanaged.passUnretained(box)
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
        return Unmanaged.passUnretained(box)
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
      DependencyValues.withCurrent(scope) { Key.defaultValue(in: cacheKey.context) }
    }
    return DependencyBox(value, isMissingTestValue: build.isMissingTestValue)
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
