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
  /// Reads the value: the reading scope's overrides, then the captured ones, then the site's
  /// default. The captured overrides and the site are handed over one by one rather than as a
  /// ``DependencyValues``: a struct built here would own all its fields, so the captured overrides
  /// would be retained and released on every read; as separate arguments they are lent from the
  /// wrapper. It finds the reading scope itself (``ScopeBindingRead/binding(of:)``), in code
  /// specialized for the key path, so that a read in a scope makes one call only.
  @usableFromInline let read:
    @Sendable (
      _ captured: DependencyOverrides, _ property: Unmanaged<DependencyPropertySite>
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
    // A local function rather than a closure literal: a closure this size is not inlined into
    // its copy that knows the key path, which would then apply the key path at run time; this
    // one is, and the key path becomes a call of its getter.
    @inline(__always) @Sendable func read(
      _ captured: DependencyOverrides, _ property: Unmanaged<DependencyPropertySite>
    ) -> Value {
      ScopeBindingRead.binding(of: property)._withUnsafeGuaranteedRef { scope in
        let values = DependencyValues(
          overrides: scope.overrides, captured: captured, property: property)
        return values[keyPath: keyPath]
      }
    }
    self.read = read
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
  /// Inlined where the property is read, as one call: the reader looks for the scope only while
  /// some scope is bound anywhere.
  @inlinable @inline(__always)
  public var wrappedValue: Value { read(initialOverrides, site) }
}

/// Reads the value of `Key`, as a Sendable value rather than a captured metatype.
@usableFromInline
struct KeyReader<Key: TestDependencyKey>: Sendable {
  @usableFromInline init() {}

  @inlinable @Sendable func read(
    _ captured: DependencyOverrides, _ property: Unmanaged<DependencyPropertySite>
  ) -> Key.Value {
    ScopeBindingRead.binding(of: property)._withUnsafeGuaranteedRef { scope in
      DependencyValues(overrides: scope.overrides, captured: captured, property: property)[
        Key.self]
    }
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
