/// The error an unimplemented throwing endpoint throws, after reporting that it was called.
public struct UnimplementedFailure: Error, Sendable, CustomStringConvertible {
  /// What was called, as given to `unimplemented`: `"APIClient.fetch"`.
  public let description: String
}

/// An endpoint that reports an issue when called, and returns `placeholder` (nothing, for an
/// endpoint returning `Void`): the building block of a client's `testValue`, so that a test fails
/// when it reaches something it did not override.
///
/// ```swift
/// static let testValue = UserDefaultsClient(
///   string: unimplemented("UserDefaultsClient.string", placeholder: nil),
///   setString: unimplemented("UserDefaultsClient.setString")
/// )
/// ```
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (_: repeat each Argument) -> Result in
    reportUnimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// A throwing endpoint that reports an issue when called, then throws ``UnimplementedFailure``.
///
/// ```swift
/// fetch: unimplemented("APIClient.fetch")
/// ```
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (_: repeat each Argument) throws -> Result in
    reportUnimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: description)
  }
}

/// An async endpoint that reports an issue when called, and returns `placeholder` (nothing, for
/// an endpoint returning `Void`).
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (_: repeat each Argument) async -> Result in
    reportUnimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// An async throwing endpoint that reports an issue when called, then throws
/// ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (_: repeat each Argument) async throws -> Result in
    reportUnimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: description)
  }
}

/// Reports that an unimplemented endpoint was reached, and returns `placeholder`: for use inside
/// an endpoint's closure.
///
/// ```swift
/// fetch: { _ in unimplemented("APIClient.fetch", placeholder: Data()) }
/// ```
public func unimplemented<Result>(
  _ description: String = "",
  placeholder: @autoclosure () -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Result {
  reportUnimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
  return placeholder()
}

private func reportUnimplemented(
  _ description: String,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let name = description.isEmpty ? "An endpoint" : "'\(description)'"
  let override = overrideExample(endpoint: description)
  reportIssue(
    """
    Unimplemented: \(name) was called, and this test does not override it. Override it in the \
    test: `withDependencies { \(override) } operation: { ... }`, or the \
    `.dependencies { \(override) }` trait.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// How a test overrides the endpoint `description` names: `"APIClient.fetch"` gives
/// `$0.apiClient.fetch = { ... }`, on the guess that the `DependencyValues` property is named
/// after the client's type, as it usually is; anything else gives a placeholder to fill in.
func overrideExample(endpoint description: String) -> String {
  let parts = description.split(separator: ".")
  guard parts.count >= 2, let type = parts.dropLast().last, let first = type.first,
    first.isUppercase
  else { return "$0.client.endpoint = { ... }" }
  // A leading acronym is lowercased whole (`APIClient` -> `apiClient`), as Swift names it.
  let upper = type.prefix { $0.isUppercase }
  let lowered =
    upper.count > 1 && upper.count < type.count
    ? upper.dropLast().lowercased() + type.dropFirst(upper.count - 1)
    : type.prefix(upper.count).lowercased() + type.dropFirst(upper.count)
  return "$0.\(lowered).\(parts.last!) = { ... }"
}
