/// Reads a dependency from ``DependencyValues``.
///
/// ```swift
/// final class SettingsModel {
///   @Dependency(\.userDefaults) var userDefaults
///   @Dependency(\.logger) var logger
/// }
/// ```
///
/// The wrapper captures the dependencies in effect when it is created, so an object built inside
/// `withDependencies` keeps using its overrides after the scope has ended:
///
/// ```swift
/// let model = withDependencies { $0.logger = .recording(into: lines) } operation: {
///   SettingsModel()
/// }
/// model.save()  // logs to `lines`, not to the live logger
/// ```
///
/// On each read, an override of the scope that reads wins, then the captured values, then the
/// key's default value. An issue about a read (a key with no test value, read in a test) points at
/// the property's declaration.
///
/// The value need not be `Sendable` (`@Dependency(\.client.formatter)`): the wrapper holds no
/// value, only how to read it, so it is `Sendable` whatever it reads.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  /// What the scope that created the wrapper overrides.
  @usableFromInline let initialOverrides: DependencyOverrides
  /// Reads the value from the scope's overrides, the captured ones and the site, handed over
  /// one by one rather than as a ``DependencyValues``: a struct built here from the task-local's
  /// copy would own all its fields, so the captured overrides would be retained and released on
  /// every read; as separate arguments they are lent from the wrapper.
  @usableFromInline let read:
    @Sendable (
      _ overrides: DependencyOverrides, _ captured: DependencyOverrides,
      _ property: Unmanaged<DependencyPropertySite>
    ) -> Value
  /// Unretained: a site lives as long as the process (see ``DependencyPropertySite``), so
  /// copying a wrapper counts no references.
  @usableFromInline let site: Unmanaged<DependencyPropertySite>

  /// Reads the dependency at `keyPath` of ``DependencyValues``: `@Dependency(\.logger)`.
  ///
  /// The location arguments are filled in by the compiler.
  @inlinable
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.initialOverrides = DependencyValues.scopeOverrides
    self.read = { overrides, captured, property in
      let values = DependencyValues(overrides: overrides, captured: captured, property: property)
      return values[keyPath: keyPath]
    }
    self.site = DependencyPropertySite.Declaration(
      fileID: fileID, filePath: filePath, line: line, column: column, keyType: nil
    ).site()
  }

  /// Reads the dependency registered under `key`: `@Dependency(LoggerKey.self)`.
  ///
  /// The location arguments are filled in by the compiler.
  @inlinable
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where Key.Value == Value {
    self.initialOverrides = DependencyValues.scopeOverrides
    self.read = KeyReader<Key>().read
    self.site = DependencyPropertySite.Declaration(
      fileID: fileID, filePath: filePath, line: line, column: column, keyType: Key.self
    ).site()
  }

  /// The dependency's value in the current scope.
  ///
  /// While no scope is bound anywhere, the read goes straight to the captured overrides and the
  /// default; that check is all that is inlined where the property is read, so that the
  /// property's accessor stays small enough to be inlined itself.
  @inlinable @inline(__always)
  public var wrappedValue: Value {
    guard site._withUnsafeGuaranteedRef({ ScopeBinding.noneIsAlive($0.bindingCounter) }) else {
      return valueInScope
    }
    return read(DependencyOverrides(), initialOverrides, site)
  }

  /// The value when some scope is bound: its overrides, if the reading task has one, win.
  @inlinable @inline(never)
  var valueInScope: Value {
    guard let binding = site._withUnsafeGuaranteedRef({ ScopeBindingRead.current(key: $0.scopeKey) })
    else {
      return read(DependencyOverrides(), initialOverrides, site)
    }
    return binding._withUnsafeGuaranteedRef { read($0.overrides, initialOverrides, site) }
  }
}

/// Reads the value of `Key`, as a Sendable value rather than a captured metatype.
@usableFromInline
struct KeyReader<Key: TestDependencyKey>: Sendable {
  @usableFromInline init() {}

  @inlinable @Sendable func read(
    _ overrides: DependencyOverrides, _ captured: DependencyOverrides,
    _ property: Unmanaged<DependencyPropertySite>
  ) -> Key.Value {
    DependencyValues(overrides: overrides, captured: captured, property: property)[Key.self]
  }
}

/// What ``withDependencies(from:_:operation:)-(_,_,()->R)`` reads out of a model's `@Dependency`
/// properties.
protocol CapturedDependencies {
  var capturedValues: DependencyValues { get }
}

extension Dependency: CapturedDependencies {
  var capturedValues: DependencyValues { DependencyValues(overrides: initialOverrides) }
}
