extension DependencyValues {
  /// Random numbers: the replacement for `Int.random(in:)`, `shuffled()` and friends, which use
  /// the system's generator.
  ///
  /// ```swift
  /// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  /// let deck = withRandomNumberGenerator { cards.shuffled(using: &$0) }
  /// ```
  ///
  /// Live, it uses `SystemRandomNumberGenerator`. A test that uses it without overriding it fails
  /// with "no test implementation"; give the test a seeded generator, whose numbers are the same
  /// on every run:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.withRandomNumberGenerator = WithRandomNumberGenerator(
  ///     SeededRandomNumberGenerator(seed: 42))
  /// } operation: { ... }
  /// ```
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

/// Gives ``DependencyValues/withRandomNumberGenerator`` its values; it has no test value on
/// purpose (see there).
enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
}

/// Lends a random number generator to a closure: the value of
/// ``DependencyValues/withRandomNumberGenerator``.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
///
/// The generator is shared by every copy of this value and lent to one closure at a time, so
/// tasks that use it at once each get their own numbers, and a seeded generator gives the same
/// sequence on every run of a sequential test.
public struct WithRandomNumberGenerator: Sendable {
  private let generator: LockedState<any RandomNumberGenerator & Sendable>

  /// Lends `generator` to each call.
  ///
  /// ```swift
  /// let random = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 7))
  /// ```
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = LockedState(generator)
  }

  /// Runs `work` with the generator, which nobody else uses until `work` returns.
  ///
  /// ```swift
  /// let winner = withRandomNumberGenerator { players.randomElement(using: &$0) }
  /// ```
  public func callAsFunction<R: Sendable>(
    _ work: @Sendable (inout any RandomNumberGenerator & Sendable) throws -> R
  ) rethrows -> R {
    try generator.withLock { try work(&$0) }
  }
}
