/// The error ``TestClock/checkSuspension()`` throws when sleeps are pending on the clock.
///
/// ```swift
/// do {
///   try await clock.checkSuspension()
/// } catch let error as SuspensionError {
///   print(error)  // "1 sleep is still pending on the TestClock, due in 1.0 seconds ..."
/// }
/// ```
public struct SuspensionError: Error, CustomStringConvertible {
  /// How far each pending sleep's deadline is from the clock's current time.
  let pendingSleeps: [String]

  /// What is pending, and how to fix it.
  ///
  /// ```swift
  /// "\(error)"  // "2 sleeps are still pending on the TestClock, due in 1.0 seconds, ..."
  /// ```
  public var description: String {
    let count = pendingSleeps.count == 1 ? "1 sleep is" : "\(pendingSleeps.count) sleeps are"
    return """
      \(count) still pending on the TestClock, due in \(pendingSleeps.joined(separator: ", ")). \
      Advance the clock past them, or cancel the tasks that sleep, before the test ends.
      """
  }
}
