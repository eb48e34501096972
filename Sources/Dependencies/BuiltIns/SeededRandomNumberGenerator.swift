/// A random number generator whose numbers are decided by a seed: the same seed gives the same
/// numbers on every run and every platform, for tests of code that uses
/// ``DependencyValues/withRandomNumberGenerator``.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 42)
/// let a = Int.random(in: 0..<100, using: &generator)  // the same on every run
/// ```
///
/// Not for cryptography. The numbers are SplitMix64's (Steele, Lea and Flood, 2014): small,
/// fast, and every 64-bit output appears once per period of 2^64.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose numbers are decided by `seed`.
  ///
  /// ```swift
  /// let generator = SeededRandomNumberGenerator(seed: 0)
  /// ```
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// ```swift
  /// var generator = SeededRandomNumberGenerator(seed: 1)
  /// let bits = generator.next()
  /// ```
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
