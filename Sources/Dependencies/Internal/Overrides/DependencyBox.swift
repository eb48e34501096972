/// One dependency value, boxed so that a table of values of different types can hold it as an
/// `AnyObject` and get it back with `unsafeDowncast` instead of a dynamic cast on every read.
@usableFromInline
// @unchecked: its fields are immutable and `Value` is Sendable; a subclass cannot restate it checked.
final class DependencyBox<Value: Sendable>: KeyedBox, @unchecked Sendable {
  @usableFromInline let value: Value
  /// Set on a default that stands in for a value the key lacks (a test value falling back to the
  /// live one, or the reverse); every read of it reports that.
  @usableFromInline let missing: MissingDefault

  @usableFromInline
  init(_ value: Value, key: ObjectIdentifier, missing: MissingDefault = .none) {
    self.value = value
    self.missing = missing
    super.init(key: key)
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

/// What every ``DependencyBox`` holds whatever its value's type: the key it was stored under, so
/// that a box found without its key (``ProcessDefaultCell``) can be checked before it is unboxed.
@usableFromInline
// @unchecked: its one field is immutable; a class with subclasses cannot be checked.
class KeyedBox: @unchecked Sendable {
  @usableFromInline let key: ObjectIdentifier

  init(key: ObjectIdentifier) { self.key = key }
}
