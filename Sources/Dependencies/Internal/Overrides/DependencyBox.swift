/// One dependency value, boxed so that a table of values of different types can hold it as an
/// `AnyObject` and get it back with `unsafeDowncast` instead of a dynamic cast on every read.
@usableFromInline
final class DependencyBox<Value: Sendable>: Sendable {
  @usableFromInline let value: Value
  /// Set on a default that stands in for a value the key lacks (a test value falling back to the
  /// live one, or the reverse); every read of it reports that.
  @usableFromInline let missing: MissingDefault

  @usableFromInline
  init(_ value: Value, missing: MissingDefault = .none) {
    self.value = value
    self.missing = missing
  }

  /// Unboxes a value stored under `Key`.
  ///
  /// - Precondition: `box` was stored under `ObjectIdentifier(Key.self)`, which holds only
  ///   `DependencyBox<Key.Value>` by construction (checked in debug builds).
  @inlinable @inline(__always)
  static func unbox(_ box: AnyObject) -> DependencyBox<Value> {
    unsafeDowncast(box, to: DependencyBox<Value>.self)
  }
}
