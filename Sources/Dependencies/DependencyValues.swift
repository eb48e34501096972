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
/// value for the current ``context``, built once per process and context.
public struct DependencyValues: Sendable {
  /// The values of the current task, test or `withDependencies` scope.
  @usableFromInline @TaskLocal static var current = DependencyValues()

  /// What this scope sets.
  @usableFromInline var overrides = DependencyOverrides()
  /// While a ``Dependency`` is read: the values captured when it was created. Consulted after
  /// `overrides`, so the current scope wins over what an object was built with.
  @usableFromInline var captured = DependencyOverrides()

  /// Creates dependency values that override nothing: every key gives its default value.
  public init() {}

  /// The value for `key`: the current scope's override, else the captured one, else the key's
  /// default for the current ``context``.
  ///
  /// ```swift
  /// let logger = DependencyValues()[LoggerKey.self]
  /// ```
  @inlinable
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      if let box = overrides.box(for: id) ?? captured.box(for: id) {
        return DependencyBox<Key.Value>.unbox(box).value
      }
      return DefaultValues.value(for: Key.self, context: context)
    }
    set {
      overrides.set(DependencyBox(newValue), for: ObjectIdentifier(key))
    }
  }

  /// Which default values keys give: `live`, `preview` or `test`.
  ///
  /// Detected once per process: `SWIFT_DEPENDENCIES_CONTEXT=live|preview|test` wins, then
  /// `XCODE_RUNNING_FOR_PREVIEWS=1` means `preview`, then an XCTest or Swift Testing process means
  /// `test`; anything else is `live`. A scope can set it: `$0.context = .preview`.
  @inlinable
  public var context: DependencyContext {
    get { overrides.context ?? captured.context ?? .process }
    set { overrides.context = newValue }
  }

  /// These values with `other`'s overrides applied on top (where both set a key, `other` wins).
  func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = self
    merged.overrides.merge(other.captured)
    merged.overrides.merge(other.overrides)
    return merged
  }
}
