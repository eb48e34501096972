/// The dependencies in effect: a value held in a task-local, so that each task, test and
/// `withDependencies` scope sees its own.
///
/// Add a dependency by extending `DependencyValues` with an accessor for its key:
///
/// ```swift
/// extension DependencyValues {
///   var logger: LoggerClient {
///     get { self[LoggerKey.self] }
///     set { self[LoggerKey.self] = newValue }
///   }
/// }
/// ```
///
/// Read it with ``Dependency`` (`@Dependency(\.logger) var logger`) and override it for a scope
/// with ``withDependencies(_:operation:)-(_,()->R)``. A key nobody overrides gives its default
/// value for the current ``context``, built once per context and cache: one cache for the app,
/// one for each test, and one for each fresh root (`$0 = DependencyValues()`).
public struct DependencyValues: Sendable {
  /// The values of the current task, test or `withDependencies` scope.
  static var current: DependencyValues {
    DependencyValues(overrides: CurrentScope.kept)
  }

  /// The values of the current task, test or `withDependencies` scope: swift-dependencies'
  /// underscored accessor, for code that reads through it.
  ///
  /// ```swift
  /// let now = DependencyValues._current.date.now
  /// let values = DependencyValues._current
  /// Thread { withDependencies { $0 = values } operation: { model.refresh() } }.start()
  /// ```
  ///
  /// Read-only here: run code with other values with ``withDependencies(_:operation:)-(_,()->R)``.
  public static var _current: DependencyValues { current }

  init(overrides: DependencyOverrides) {
    self.overrides = overrides
    self.startsFreshCache = false
    self.property = nil
  }

  /// The values a ``Dependency`` reads with: the scope's `overrides` over the ones `property`
  /// captured.
  init(overrides: DependencyOverrides, property: DependencyPropertySite) {
    self.overrides = overrides
    self.startsFreshCache = false
    self.property = property
  }

  /// Runs `operation` with `values` as the current values.
  static func withCurrent<R>(
    _ values: DependencyValues, operation: () throws -> R
  ) rethrows -> R {
    try CurrentScope.with(values.scopeStorage(startingFresh: values.startsFreshCache)) {
      try operation()
    }
  }

  /// Runs the async `operation` with `values` as the current values.
  static func withCurrent<R>(
    _ values: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await CurrentScope.with(values.scopeStorage(startingFresh: values.startsFreshCache)) {
      try await operation()
    }
  }

  /// What a scope with these values overrides: its own overrides over any captured ones (its
  /// cache, if it has one, wins), and a cache of its own if `startingFresh`.
  private func scopeStorage(startingFresh: Bool) -> DependencyOverrides {
    var merged = overrides
    if !captured.isEmpty {
      let cache =
        overrides.cacheReference.isNone ? captured.cacheReference : overrides.cacheReference
      merged = captured
      merged.merge(overrides)
      merged.cacheReference = cache
    }
    if startingFresh { merged.cacheReference = .fresh() }
    return merged
  }

  /// The scope a reader with these values is in, for building a default there.
  var readerScope: DependencyValues {
    DependencyValues(overrides: scopeStorage(startingFresh: false))
  }

  /// What this scope sets.
  @usableFromInline var overrides = DependencyOverrides()
  /// Set by `DependencyValues()`: a scope run with these values is a fresh root, with a cache of
  /// default values of its own (so `withDependencies { $0 = DependencyValues() }` starts afresh).
  var startsFreshCache: Bool
  /// While ``Dependency/wrappedValue`` reads: the property, with the values it captured when it
  /// was created (consulted after `overrides`, so the current scope wins over what an object was
  /// built with), and where it was declared, so that an issue points at it.
  let property: DependencyPropertySite?

  /// The values the reading property captured, if a property reads.
  private var captured: DependencyOverrides { property?.captured ?? DependencyOverrides() }

  /// Creates dependency values that override nothing: every key gives its default value.
  ///
  /// A scope run with them is a fresh root, with default values of its own:
  ///
  /// ```swift
  /// withDependencies { $0 = DependencyValues() } operation: { Model() }
  /// ```
  public init() {
    self.startsFreshCache = true
    self.property = nil
  }

  /// The value for `key`: the current scope's override, else the captured one, else the key's
  /// default for the current ``context``.
  ///
  /// ```swift
  /// let logger = DependencyValues()[LoggerKey.self]
  /// ```
  ///
  /// The location and `function` arguments are filled in by the compiler; an issue about the read
  /// (a key with no test value, read in a test) points at them and names the accessor.
  @inlinable
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      // Inlined, so that the box is unboxed where its type is known: in generic code, reaching
      // the value would cost a metadata lookup and a witness call on every read.
      let box = box(for: Key.self)
      if box.isMissing {
        // Off the hot path: the site's arguments are only passed here.
        reportMissing(
          box, Key.self, fileID: fileID, filePath: filePath, line: line, column: column,
          function: function)
      }
      // Every box stored for `Key` holds a `Key.Value`: the setter and the cache store no other.
      return unsafeDowncast(box, to: DependencyBox<Key.Value>.self).value
    }
    set { set(newValue, for: Key.self) }
  }

  /// The box of `key`'s value: the current scope's override, else the captured one, else the
  /// key's default in the context and cache these values read in.
  @usableFromInline
  func box(for key: any TestDependencyKey.Type) -> AnyDependencyBox {
    let id = ObjectIdentifier(key)
    if let box = overrides.box(for: id) { return box }
    if let property, let box = property.captured.box(for: id) { return box }
    return defaultBox(for: key)
  }

  /// The box of `key`'s default, which no scope overrides.
  private func defaultBox(for key: any TestDependencyKey.Type) -> AnyDependencyBox {
    if overrides.isEmpty, let property, property.captured.isEmpty {
      return processDefaultBox(for: key, property: property)
    }
    let cache = overrides.cache ?? captured.cache ?? TestCaches.ambient()
    return cache.box(for: key, context: overrides.context ?? captured.context, reader: self)
  }

  /// The box of `key`'s default, for a `@Dependency` read with nothing set: in an app, the
  /// process's default in its own context, which the property remembers.
  private func processDefaultBox(
    for key: any TestDependencyKey.Type, property: DependencyPropertySite
  ) -> AnyDependencyBox {
    if let box = property.processDefault(for: ObjectIdentifier(key)) { return box }
    let box = TestCaches.ambient().box(for: key, context: nil, reader: self)
    if TestSupportHooks.process == nil && !box.isMissing { property.rememberProcessDefault(box) }
    return box
  }

  /// Reports a read at the given site of a default that stands in for a value its key lacks.
  @usableFromInline
  func reportMissing(
    _ box: AnyDependencyBox, _ key: any TestDependencyKey.Type, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt, function: StaticString
  ) {
    let site = DependencyReadSite(
      fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    box.missing.report(key: key, property: property, site: site)
  }

  /// Sets `value` as `key`'s value in this scope.
  @inlinable
  mutating func set<Key: TestDependencyKey>(_ value: Key.Value, for key: Key.Type) {
    overrides.set(DependencyBox(value, key: ObjectIdentifier(key)), for: ObjectIdentifier(key))
  }

  /// Which default values keys give: `live`, `preview` or `test`.
  ///
  /// Detected once per process: `SWIFT_DEPENDENCIES_CONTEXT=live|preview|test` wins, then
  /// `XCODE_RUNNING_FOR_PREVIEWS=1` means `preview`, then an XCTest or Swift Testing process means
  /// `test`; anything else is `live`. A scope can set it (`$0.context = .preview`), and so can
  /// `prepareDependencies { $0.context = .live }`, for every read that no scope sets it for.
  public var context: DependencyContext {
    get {
      overrides.context ?? captured.context
        ?? (overrides.cache ?? captured.cache ?? TestCaches.ambient()).cacheContext()
    }
    set { overrides.context = newValue }
  }

  /// These values with `other`'s overrides applied on top (where both set a key, `other` wins);
  /// the cache of default values stays these values' own, if they have one.
  func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = readerScope
    merged.overrides.merge(other.readerScope.overrides)
    return merged
  }
}
