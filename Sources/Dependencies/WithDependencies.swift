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
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try updateValuesForOperation(&values)
  return try DependencyValues.withCurrent(values, operation: operation)
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
  try await updateValuesForOperation(&values)
  return try await DependencyValues.withCurrent(values, operation: operation)
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
/// The model's dependencies are those its `@Dependency` properties captured; they win over the
/// current scope's, and `updateValuesForOperation` wins over both.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current.merging(capturedDependencies(of: model))
  try updateValuesForOperation(&values)
  return try DependencyValues.withCurrent(values, operation: operation)
}

/// The async form of ``withDependencies(from:_:operation:)-(_,_,()->R)``.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current.merging(capturedDependencies(of: model))
  try await updateValuesForOperation(&values)
  return try await DependencyValues.withCurrent(values, operation: operation)
}

/// Runs `operation` with the dependencies that `model` was built with.
///
/// ```swift
/// detail = withDependencies(from: self) { DetailModel() }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model, operation: () throws -> R
) rethrows -> R {
  try withDependencies(from: model, { _ in }, operation: operation)
}

/// The async form of ``withDependencies(from:operation:)-(_,()->R)``.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await withDependencies(from: model, isolation: isolation, { _ in }, operation: operation)
}

/// The dependencies captured by the `@Dependency` properties of `model` and its superclasses.
/// Where two properties captured different values for one key, the one merged last wins.
private func capturedDependencies(of model: AnyObject) -> DependencyValues {
  var values = DependencyValues()
  var mirror: Mirror? = Mirror(reflecting: model)
  while let current = mirror {
    for child in current.children {
      if let dependency = child.value as? any CapturedDependencies {
        values = values.merging(dependency.capturedValues)
      }
    }
    mirror = current.superclassMirror
  }
  return values
}
