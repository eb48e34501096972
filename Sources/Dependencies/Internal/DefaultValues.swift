/// The default (live, preview or test) values of keys that no scope overrides: each built once per
/// key and context, the first time it is read, and kept for the life of the process.
///
/// Reading a built value takes no lock and touches no shared reference count: each thread keeps
/// its own table of unretained references to the boxes that ``DefaultValueStore`` keeps alive.
@usableFromInline
enum DefaultValues {
  /// Where each default is built, once, and kept.
  static let store = DefaultValueStore()

  /// How this process finds a thread's table of defaults.
  @usableFromInline static let lookup = ThreadLocalDefaults()

  /// The default value of `Key` in `context`, or in the process's context if nil.
  @inlinable
  static func value<Key: TestDependencyKey>(
    for _: Key.Type, context: DependencyContext?
  ) -> Key.Value {
    let id = ObjectIdentifier(Key.self)
    let defaults = lookup
    let context = context ?? defaults.processContext
    let box =
      defaults.box(for: id, context: context)
      ?? firstRead(of: Key.self, context: context)
    // Safe without a retain: `store` keeps every box it hands out for the life of the process
    // (boxes are never removed), so the object outlives this call.
    return box._withUnsafeGuaranteedRef { object in
      let box = DependencyBox<Key.Value>.unbox(object)
      if box.isMissingTestValue { reportMissingTestValue(Key.self) }
      return box.value
    }
  }

  /// This thread's first read of a default: from the shared store, remembered for next time.
  @usableFromInline @inline(never)
  static func firstRead<Key: TestDependencyKey>(
    of _: Key.Type, context: DependencyContext
  ) -> Unmanaged<AnyObject> {
    let box = store.box(for: Key.self, context: context)
    lookup.store(box, for: ObjectIdentifier(Key.self), context: context)
    return box
  }

  @usableFromInline @inline(never)
  static func reportMissingTestValue(_ key: Any.Type) {
    let name = String(reflecting: key)
    reportIssue(
      """
      \(name) has no test implementation, but was read in a test, so the test used its live \
      value. Override it in the test (`withDependencies { $0[\(name).self] = ... }`, or the \
      `.dependencies { ... }` trait), or give \(name) a `testValue`.
      """
    )
  }
}
