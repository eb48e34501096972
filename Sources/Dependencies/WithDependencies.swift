import Foundation

/// Runs `operation` with the dependencies changed by `updateValuesForOperation`, and returns its
/// result.
///
/// ```swift
/// let model = withDependencies {
///   $0.userDefaults = .inMemory()
/// } operation: {
///   SettingsModel()
/// }
/// ```
///
/// Overrides reach everything `operation` runs: nested scopes, objects it builds (which keep them,
/// see ``Dependency``), and the child tasks it starts with `Task {}`, `async let` or a task group.
/// `Task.detached` starts from no overrides: capture what it needs before detaching.
///
/// `$0 = DependencyValues()` starts a fresh root: no overrides, and default values of its own.
/// Setting never reports an issue: not a field (`$0.client.endpoint = { ... }`, which reads the
/// value to change it), nor a key-path write that calls an unimplemented getter on its way
/// (`.dependency(\.date.now, date)`). Issues raised while `updateValuesForOperation` runs are
/// dropped.
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try SettingScope.setting { try updateValuesForOperation(&values) }
  // A scope that returns a value, not an object, has nothing to remember.
  guard isClass(R.self) else {
    return try DependencyValues.withCurrent(values, operation: operation)
  }
  return try DependencyValues.withCurrent(values) { try rememberingScope(of: operation()) }
}

/// Runs the async `operation` with the dependencies changed by `updateValuesForOperation`.
///
/// ```swift
/// let name = await withDependencies {
///   $0.userDefaults = .inMemory(["name": "Blob"])
/// } operation: {
///   await model.loadName()
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try await SettingScope.setting { try await updateValuesForOperation(&values) }
  guard isClass(R.self) else {
    return try await DependencyValues.withCurrent(values, operation: operation)
  }
  return try await DependencyValues.withCurrent(values) {
    try await rememberingScope(of: operation())
  }
}

/// Runs `operation` with the dependencies that `model` was built with, changed by
/// `updateValuesForOperation`: how a parent model hands its dependencies to a child.
///
/// ```swift
/// func showDetail() {
///   detail = withDependencies(from: self) { DetailModel() }
/// }
/// ```
///
/// The model's dependencies are those its `@Dependency` properties captured, or, for a model with
/// none, those of the `withDependencies` scope that returned it. The current scope's overrides win
/// over them, and `updateValuesForOperation` wins over both. A model with neither is reported at
/// the call (the location arguments are filled in by the compiler).
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) rethrows -> R {
  let parent = parentValues(
    of: model, fileID: fileID, filePath: filePath, line: line, column: column)
  return try withDependencies {
    $0 = parent.merging($0)
    try updateValuesForOperation(&$0)
  } operation: {
    try operation()
  }
}

/// The async form of `withDependencies(from:_:operation:)`.
///
/// ```swift
/// let child = await withDependencies(from: self) { $0.logger = .recording() } operation: {
///   await DetailModel.load()
/// }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) async rethrows -> R {
  let parent = parentValues(
    of: model, fileID: fileID, filePath: filePath, line: line, column: column)
  return try await withDependencies {
    $0 = parent.merging($0)
    try await updateValuesForOperation(&$0)
  } operation: {
    try await operation()
  }
}

/// Runs `operation` with the dependencies that `model` was built with.
///
/// ```swift
/// detail = withDependencies(from: self) { DetailModel() }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model, operation: () throws -> R,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) rethrows -> R {
  try withDependencies(
    from: model, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The async form of `withDependencies(from:operation:)`.
///
/// ```swift
/// detail = await withDependencies(from: self) { await DetailModel.load() }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    from: model, isolation: isolation, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Whether `R` is a class: `R.self is AnyClass`, which the compiler leaves to run time even for a
/// concrete type. Layout it does work out: a class reference is one pointer with spare values to
/// mark nil, so any other layout (`Void`, `Int`, most structs) is not a class, with no call.
func isClass<R>(_: R.Type) -> Bool {
  MemoryLayout<R>.size == MemoryLayout<AnyObject>.size
    && MemoryLayout<R?>.size == MemoryLayout<AnyObject?>.size && R.self is AnyClass
}

/// Remembers the scope an object was returned from, for `withDependencies(from:)`.
@inline(__always)
private func rememberingScope<R>(of result: R) -> R {
  DependencyObjects.registry.remember(result as AnyObject)
  return result
}

/// The dependencies `model` was built with: merged from its `@Dependency` properties (and its
/// superclasses'), else those of the scope that returned it; else nothing, reported.
private func parentValues(
  of model: AnyObject,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> DependencyValues {
  if let values = capturedValues(of: model) ?? DependencyObjects.registry.values(of: model) {
    return values
  }
  reportIssue(
    """
    withDependencies(from:) was given a \(typeName(type(of: model))) that has no dependencies to \
    hand on, so the child gets the current scope's only. Give \(typeName(type(of: model))) a \
    `@Dependency` property, or build it inside a `withDependencies { } operation: { }` scope.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
  return DependencyValues(overrides: DependencyOverrides())
}
