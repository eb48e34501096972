/// Sets the default values of dependencies, once, at the app's entry point: what every later read
/// gets where no scope overrides the key.
///
/// ```swift
/// @main
/// struct MyApp: App {
///   init() {
///     prepareDependencies { $0.apiClient = .live(baseURL: configuration.baseURL) }
///   }
/// }
/// ```
///
/// Call it before anything reads those dependencies: a key already read keeps the value it had,
/// and the call reports it. Setting the context (`$0.context = .live`) sets it for every read that
/// no scope sets one for, and the keys set with it are prepared for that context. In a test, it
/// prepares the running test's own defaults.
///
/// Returns what `updateValues` returns, such as a value it built on the way:
///
/// ```swift
/// let database = try prepareDependencies {
///   let database = try Database.open(at: url)
///   $0.database = database
///   return database
/// }
/// ```
public func prepareDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> R,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) rethrows -> R {
  let current = DependencyValues.current
  let store = current.overrides.cache ?? TestCaches.ambient()
  let startContext = current.overrides.context ?? store.cacheContext(fixing: false)
  var values = DependencyValues(overrides: DependencyOverrides())
  // Setting a field (`$0.config.baseURL = url`) reads the value to change it. That read builds
  // its default in a cache of its own, dropped afterwards: built in the real one, the default
  // would count as read, and the preparation would be refused.
  values.overrides.cacheReference = .fresh()
  values.overrides.context = startContext
  let result = try SettingScope.setting { try updateValues(&values) }
  let context = values.context
  if context != startContext, !store.prepare(context: context) {
    reportIssue(
      """
      prepareDependencies set the context after a dependency was read in the old one, so the \
      context stays. Call prepareDependencies first, at the app's entry point, before anything \
      reads a dependency.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return result
  }
  for entry in values.overrides.entries {
    guard !store.prepare(entry.box, for: entry.key, context: context) else { continue }
    reportIssue(
      """
      prepareDependencies was called after a dependency it sets was read, so that read's value \
      stays. Call prepareDependencies first, at the app's entry point, before anything reads it.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return result
}
