/// The default (live, preview or test) values of keys that no scope overrides, each built once per
/// key, context and cache, the first time it is read (see ``DefaultValueCache``).
///
/// Reading a built value takes no lock and touches no shared reference count: each thread keeps
/// its own table of unretained references to the boxes the caches keep alive.
@usableFromInline
enum DefaultValues {
  /// How this process finds a thread's table of defaults.
  @usableFromInline static let lookup = ThreadDefaultTables()

  /// The box of the default value of `Key` for a read outside any scope: in the running test's
  /// cache, else the process's, in that cache's own context.
  ///
  /// Out of line (specialized per key), so that the accessor keeps few registers of its own (an
  /// accessor that reads an override pays for them too), and apart from
  /// ``scopedBox(for:overrides:captured:)``, so that only the scope stays in a register across
  /// the thread-local lookup. The accessor checks the box's `missing`, so that the site of the
  /// read, which an issue needs, is not passed along on every read.
  @inlinable @inline(never)
  static func ambientBox<Key: TestDependencyKey>(for _: Key.Type) -> Unmanaged<AnyObject> {
    let defaults = lookup
    let scope = ambientScope(defaults)
    return defaults.box(for: ObjectIdentifier(Key.self), scope: scope)
      ?? firstRead(
        of: Key.self, scope: scope, overrides: DependencyOverrides(),
        captured: DependencyOverrides())
  }

  /// ``ambientBox(for:)`` for a `@Dependency` read: outside tests, the box is also kept by the
  /// property's site (see ``ProcessDefaultCell``), where its next reads find it.
  @inlinable @inline(never)
  static func ambientBox<Key: TestDependencyKey>(
    for _: Key.Type, property: Unmanaged<DependencyPropertySite>
  ) -> Unmanaged<AnyObject> {
    let box = ambientBox(for: Key.self)
    // A default that stands in for a missing value reports on every read, so it is not kept.
    if lookup.testHooks == nil,
      box._withUnsafeGuaranteedRef({ DependencyBox<Key.Value>.unbox($0).missing }) == .none
    {
      rememberProcessDefault(box, in: property)
    }
    return box
  }

  /// Keeps `box` in `property`'s site.
  @usableFromInline
  static func rememberProcessDefault(
    _ box: Unmanaged<AnyObject>, in property: Unmanaged<DependencyPropertySite>
  ) {
    ProcessDefaultCell.fill(property.takeUnretainedValue().processDefault, box: box)
  }

  /// The box of the default value of `Key` for a read in a scope that sets `overrides` over
  /// `captured` ones, in the context and cache they give. Out of line, as
  /// ``ambientBox(for:)`` is.
  @inlinable @inline(never)
  static func scopedBox<Key: TestDependencyKey>(
    for _: Key.Type, overrides: DependencyOverrides, captured: DependencyOverrides
  ) -> Unmanaged<AnyObject> {
    let table: UnsafeMutablePointer<DefaultValueTable>?
    let scope: DefaultScope
    if let tableKey = overrides.cache?.tableKey ?? captured.cache?.tableKey,
      let cacheScope = overrides.cache?.scope ?? captured.cache?.scope
    {
      // In a fresh root, its cache has what the global would give.
      table = ThreadDefaultTables.table(key: tableKey)
      scope = (overrides.context ?? captured.context).map(cacheScope.with(context:)) ?? cacheScope
    } else {
      let defaults = lookup
      // The table first: fewer values to keep across that call than across the scope's.
      table = defaults.table()
      scope = self.scope(of: overrides, over: captured, defaults)
    }
    return table?.pointee.box(for: ObjectIdentifier(Key.self), scope: scope)
      ?? firstRead(of: Key.self, scope: scope, overrides: overrides, captured: captured)
  }

  /// The scope of a read that no scope sets a context or cache for: the running test's cache,
  /// else the process's, in that cache's own context.
  @inlinable @inline(__always)
  static func ambientScope(_ defaults: ThreadDefaultTables) -> DefaultScope {
    guard let hooks = defaults.testHooks else { return DefaultScope(cacheContextOf: 0) }
    return testScope(hooks)
  }

  /// The scope of a read in a test process outside any fresh root: the running test's cache.
  /// Out of line, so that the read path outside tests keeps fewer registers.
  @usableFromInline @inline(never)
  static func testScope(_ hooks: any _DependenciesTestSupportHooks.Type) -> DefaultScope {
    DefaultScope(cacheContextOf: ambientCacheID(hooks))
  }

  /// The scope of a read: the reading scope's context and cache win over the captured ones, and
  /// both over the process's; with no context set, the cache's own.
  @inlinable @inline(__always)
  static func scope(
    of overrides: DependencyOverrides, over captured: DependencyOverrides,
    _ defaults: ThreadDefaultTables
  ) -> DefaultScope {
    let cache =
      overrides.cache?.id ?? captured.cache?.id ?? ambientScope(defaults).cache
    guard let context = overrides.context ?? captured.context else {
      return DefaultScope(cacheContextOf: cache)
    }
    return DefaultScope(context: context, cache: cache)
  }

  /// The cache a read with `overrides` over `captured` ones uses: a fresh root's, else the
  /// running test's, else the process's.
  static func store(
    of overrides: DependencyOverrides, over captured: DependencyOverrides
  ) -> DefaultValueCache {
    overrides.cache ?? captured.cache ?? DefaultValueCache.ambient(id: ambientScope(lookup).cache)
  }

  /// The cache of a read outside any fresh root in a test process: the running test's, else the
  /// process's (0).
  static func ambientCacheID(_ hooks: any _DependenciesTestSupportHooks.Type) -> UInt {
    let test = hooks.currentTest()
    guard test != 0 else { return 0 }
    // Test numbers count up from 1; past the limit, two tests would share a cache.
    precondition(test < DefaultValueCache.testTag, "too many tests for one process")
    return test | DefaultValueCache.testTag
  }

  /// This thread's first read of a default in a cache: from the cache, remembered for next time
  /// unless it stands in for a value the key lacks. Every read of such a default reports, so it
  /// always comes here, and a read that finds its default in the table has nothing to check.
  @usableFromInline @inline(never)
  static func firstRead<Key: TestDependencyKey>(
    of _: Key.Type, scope: DefaultScope, overrides: DependencyOverrides,
    captured: DependencyOverrides
  ) -> Unmanaged<AnyObject> {
    let store = overrides.cache ?? captured.cache ?? DefaultValueCache.ambient(id: scope.cache)
    var reader = DependencyValues(overrides: overrides)
    reader.captured = captured
    let context = scope.context ?? store.cacheContext()
    let box = store.box(for: Key.self, context: context, reader: reader)
    let missing = box._withUnsafeGuaranteedRef { DependencyBox<Key.Value>.unbox($0).missing }
    if missing == .none {
      lookup.store(box, for: ObjectIdentifier(Key.self), scope: scope)
    }
    return box
  }

  /// Reports a read of a default that stands in for a value its key lacks, and returns it.
  /// Takes the box, so that the reading accessor keeps nothing but `property` across the call
  /// that found it.
  @usableFromInline @inline(never)
  static func reportMissing<Key: TestDependencyKey>(
    _ box: DependencyBox<Key.Value>, _ key: Key.Type, property: DependencyPropertySite?,
    site: DependencyReadSite
  ) -> Key.Value {
    reportMissing(box.missing, key, property: property, site: site)
    return box.value
  }

  static func reportMissing(
    _ missing: MissingDefault, _ key: Any.Type, property: DependencyPropertySite?,
    site: DependencyReadSite
  ) {
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
