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
  /// Reads the value out of the values in effect: a key path's getter, or a key's subscript.
  private let read: @Sendable (DependencyValues) -> Value
  /// What the scope that created the wrapper overrides, and where the property was declared.
  private let site: DependencyPropertySite

  /// Reads the dependency at `keyPath` of ``DependencyValues``: `@Dependency(\.logger)`.
  ///
  /// The location arguments are filled in by the compiler.
  @inlinable
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    // Inlined where the wrapper is created, where the key path is a literal: the closure then
    // calls the property's getter, rather than applying a key path on every read.
    self.init(
      read: { $0[keyPath: keyPath] }, fileID: fileID, filePath: filePath, line: line,
      column: column, keyType: nil)
  }

  @usableFromInline
  init(
    read: @escaping @Sendable (DependencyValues) -> Value, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt, keyType: Any.Type?
  ) {
    self.read = read
    self.site = DependencyPropertySite.make(
      captured: CurrentScope.kept, fileID: fileID, filePath: filePath, line: line,
      column: column, keyType: keyType)
  }

  /// Reads the dependency registered under `key`: `@Dependency(LoggerKey.self)`.
  ///
  /// The location arguments are filled in by the compiler.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where Key.Value == Value {
    self.init(
      read: KeyReader<Key>().read, fileID: fileID, filePath: filePath, line: line,
      column: column, keyType: Key.self)
  }

  /// The dependency's value in the current scope.
  public var wrappedValue: Value {
    read(DependencyValues(overrides: CurrentScope.overrides, property: site))
  }
}

/// Reads the value of `Key`, as a Sendable value rather than a captured metatype.
private struct KeyReader<Key: TestDependencyKey>: Sendable {
  @Sendable func read(_ values: DependencyValues) -> Key.Value { values[Key.self] }
}

/// What ``withDependencies(from:_:operation:)-(_,_,()->R)`` reads out of a model's `@Dependency`
/// properties.
protocol CapturedDependencies {
  var capturedValues: DependencyValues { get }
}

extension Dependency: CapturedDependencies {
  var capturedValues: DependencyValues { DependencyValues(overrides: site.captured) }
}
