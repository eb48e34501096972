/// The default (live, preview or test) values of keys that no scope overrides, each built once per
/// key, context and cache, the first time it is read (see ``DefaultValueStore``).
///
/// Reading a built value takes no lock and touches no shared reference count: each thread keeps
/// its own table of unretained references to the boxes the caches keep alive.
@usableFromInline
enum DefaultValues {
  /// How this process finds a thread's table of defaults.
  @usableFromInline static let lookup = ThreadLocalDefaults()

  /// The default value of `Key` for a read with `values`, in the context and cache they give,
  /// and whether it stands in for a value the key lacks (which the caller reports).
  @inlinable
  static func value<Key: TestDependencyKey>(
    for _: Key.Type, in values: DependencyValues
  ) -> (Key.Value, MissingDefault) {
    let id = ObjectIdentifier(Key.self)
    let defaults = lookup
    let context: DependencyContext
    let cache: UInt
    if values.overrides.storage == nil && values.captured.storage == nil {
      // The common case outside tests' scopes: two checks, not six.
      context = defaults.processContext
      cache = ambientCacheID(defaults.testHooks)
    } else {
      context = values.overrides.context ?? values.captured.context ?? defaults.processContext
      cache =
        values.overrides.cache?.id ?? values.captured.cache?.id
        ?? ambientCacheID(defaults.testHooks)
    }
    let box =
      defaults.box(for: id, context: context, cache: cache)
      ?? firstRead(of: Key.self, context: context, cache: cache, values: values)
    // Safe without a retain: the box's cache keeps it for at least this read. The process's and
    // the tests' caches are never freed, and a fresh root's cache is held by `values`, the
    // reading scope, until this call returns.
    return box._withUnsafeGuaranteedRef { object in
      let box = DependencyBox<Key.Value>.unbox(object)
      return (box.value, box.missing)
    }
  }

  /// The cache of a read outside any fresh root: the running test's, else the process's (0).
  @inlinable @inline(__always)
  static func ambientCacheID(_ hooks: (any _DependenciesTestSupportHooks.Type)?) -> UInt {
    guard let hooks else { return 0 }
    let test = hooks.currentTest()
    return test == 0 ? 0 : test | DefaultCaches.testTag
  }

  /// This thread's first read of a default in a cache: from the cache, remembered for next time.
  @usableFromInline @inline(never)
  static func firstRead<Key: TestDependencyKey>(
    of _: Key.Type, context: DependencyContext, cache: UInt, values: DependencyValues
  ) -> Unmanaged<AnyObject> {
    let store =
      values.overrides.cache ?? values.captured.cache ?? DefaultCaches.ambient(id: cache)
    let box = store.box(for: Key.self, context: context, reader: values)
    lookup.store(box, for: ObjectIdentifier(Key.self), context: context, cache: cache)
    return box
  }

  @usableFromInline @inline(never)
  static func reportMissing(
    _ missing: MissingDefault, _ key: Any.Type, property: DependencyPropertySite?,
    site: DependencyReadSite
  ) {
    // Setting a field (`$0.x.field = v`) reads the value to change it: not a use of it.
    guard !SettingScope.isSetting else { return }
    let name = site.dependencyName(key: key, property: property)
    let override = site.overrideExample(key: key, property: property)
    let keyName = typeName(key)
    let message: String
    switch missing {
    case .none:
      return
    case .testValue:
      message = """
        \(name) has no test implementation, but was read in a test, so the test used its live \
        value. Override it in the test (`withDependencies { \(override) }`, or the \
        `.dependencies { \(override) }` trait), or give \(keyName) a `testValue`.
        """
    case .liveValue:
      message = """
        \(name) has no live implementation, but was read in a live context, so its test value \
        is used. Conform \(keyName) to DependencyKey and give it a `liveValue`, or override it \
        with `withDependencies { \(override) }` (at the app's entry point: \
        `prepareDependencies`).
        """
    }
    let location = site.location(property: property)
    reportIssue(message, at: location)
  }
}
