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
  /// What the current task, test or `withDependencies` scope overrides;
  /// ``ScopeBinding/unbound`` outside any scope. A `@Dependency` read finds it with
  /// ``ScopeBindingRead``.
  @TaskLocal static var currentScope = ScopeBinding.unbound

  /// What the current task, test or `withDependencies` scope overrides.
  @usableFromInline
  static var scopeOverrides: DependencyOverrides {
    guard let binding = ScopeBindingRead.current(key: ScopeBindingRead.key) else {
      return DependencyOverrides()
    }
    return binding._withUnsafeGuaranteedRef { $0.overrides }
  }

  /// The values of the current task, test or `withDependencies` scope.
  static var current: DependencyValues {
    DependencyValues(overrides: scopeOverrides)
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

  @inlinable
  init(overrides: DependencyOverrides) {
    self.overrides = overrides
    self.startsFreshCache = false
  }

  /// The values a ``Dependency`` reads with: the scope's `overrides` over the ones it captured.
  @inlinable @inline(__always)
  init(
    overrides: DependencyOverrides, captured: DependencyOverrides,
    property: Unmanaged<DependencyPropertySite>
  ) {
    self.overrides = overrides
    self.captured = captured
    self.startsFreshCache = false
    self.property = property
  }

  /// Runs `operation` with `values` as the current values.
  static func withCurrent<R>(
    _ values: DependencyValues, operation: () throws -> R
  ) rethrows -> R {
    guard let binding = values.binding() else { return try operation() }
    return try $currentScope.withValue(binding, operation: operation)
  }

  /// Runs the async `operation` with `values` as the current values.
  static func withCurrent<R>(
    _ values: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    guard let binding = values.binding() else { return try await operation() }
    return try await $currentScope.withValue(binding, operation: operation)
  }

  /// The binding of a scope run with these values. One that overrides nothing hides the
  /// overrides of the scope it runs in (a continuation's values replace the current ones) with
  /// ``ScopeBinding/unbound``, and outside any scope it needs no binding (nil).
  private func binding() -> ScopeBinding? {
    let overrides = scopeStorage(startingFresh: startsFreshCache)
    guard overrides.storage == nil else { return ScopeBinding(overrides) }
    return ScopeBindingRead.current(key: ScopeBindingRead.key) == nil ? nil : .unbound
  }

  /// What a scope with these values overrides: its own overrides over any captured ones, and a
  /// cache of its own if `startingFresh`.
  private func scopeStorage(startingFresh: Bool) -> DependencyOverrides {
    var merged = overrides
    if captured.storage != nil {
      merged = captured
      merged.cache = overrides.cache ?? captured.cache
      merged.merge(overrides)
    }
    if startingFresh { merged.cache = DefaultValueCache.fresh() }
    return merged
  }

  /// The scope a reader with these values is in, for building a default there.
  var readerScope: DependencyValues {
    DependencyValues(overrides: scopeStorage(startingFresh: false))
  }

  /// What this scope sets.
  @usableFromInline var overrides = DependencyOverrides()
  /// While a ``Dependency`` is read: the values captured when it was created. Consulted after
  /// `overrides`, so the current scope wins over what an object was built with.
  @usableFromInline var captured = DependencyOverrides()
  /// Set by `DependencyValues()`: a scope run with these values is a fresh root, with a cache of
  /// default values of its own (so `withDependencies { $0 = DependencyValues() }` starts afresh).
  @usableFromInline var startsFreshCache: Bool
  /// While ``Dependency/wrappedValue`` reads: the property, so that an issue points at it.
  /// Unretained: sites live as long as the process, so values that outlive the read (an accessor
  /// may hand out a closure that holds them) still point at a live site.
  @usableFromInline var property: Unmanaged<DependencyPropertySite>?

  /// Creates dependency values that override nothing: every key gives its default value.
  ///
  /// A scope run with them is a fresh root, with default values of its own:
  ///
  /// ```swift
  /// withDependencies { $0 = DependencyValues() } operation: { Model() }
  /// ```
  public init() {
    self.startsFreshCache = true
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
      let stored: Unmanaged<AnyObject>
      if overrides.storage == nil && captured.storage == nil {
        if let property {
          if let box = property._withUnsafeGuaranteedRef({
            ProcessDefaultCell.box(in: $0.processDefault, for: ObjectIdentifier(key))
          }) {
            // Only a default with nothing to report is kept there.
            return box._withUnsafeGuaranteedRef { DependencyBox<Key.Value>.unbox($0).value }
          }
          stored = DefaultValues.ambientBox(for: Key.self, property: property)
        } else {
          stored = DefaultValues.ambientBox(for: Key.self)
        }
      } else {
        let id = ObjectIdentifier(key)
        if let box = overrides.box(for: id) ?? captured.box(for: id) {
          return DependencyBox<Key.Value>.unbox(box).value
        }
        stored = DefaultValues.scopedBox(for: Key.self, overrides: overrides, captured: captured)
      }
      // Safe without a retain: the box's cache keeps it for at least this read. The process's and
      // the tests' caches are never freed, and a fresh root's cache is held by `overrides` or
      // `captured` until this read returns.
      return stored._withUnsafeGuaranteedRef { object in
        let box = DependencyBox<Key.Value>.unbox(object)
        guard box.missing == .none else {
          // Off the hot path: the site's constants are only built here.
          return DefaultValues.reportMissing(
            box, Key.self, property: property?.takeUnretainedValue(),
            site: DependencyReadSite(
              fileID: fileID, filePath: filePath, line: line, column: column, function: function))
        }
        return box.value
      }
    }
    set {
      overrides.set(DependencyBox(newValue, key: ObjectIdentifier(key)), for: ObjectIdentifier(key))
    }
  }

  /// Which default values keys give: `live`, `preview` or `test`.
  ///
  /// Detected once per process: `SWIFT_DEPENDENCIES_CONTEXT=live|preview|test` wins, then
  /// `XCODE_RUNNING_FOR_PREVIEWS=1` means `preview`, then an XCTest or Swift Testing process means
  /// `test`; anything else is `live`. A scope can set it (`$0.context = .preview`), and so can
  /// `prepareDependencies { $0.context = .live }`, for every read that no scope sets it for.
  @inlinable
  public var context: DependencyContext {
    get { overrides.context ?? captured.context ?? cacheContext }
    set { overrides.context = newValue }
  }

  /// The context of the cache these values read defaults from: the process's, unless prepared.
  @usableFromInline var cacheContext: DependencyContext {
    DefaultValues.store(of: overrides, over: captured).cacheContext()
  }

  /// These values with `other`'s overrides applied on top (where both set a key, `other` wins);
  /// the cache of default values stays these values' own, if they have one.
  func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = readerScope
    merged.overrides.merge(other.readerScope.overrides)
    return merged
  }
}
