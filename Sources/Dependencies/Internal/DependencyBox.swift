/// One dependency value, boxed so that a table of values of different types can hold it as an
/// `AnyObject` and get it back with `unsafeDowncast` instead of a dynamic cast on every read.
@usableFromInline
final class DependencyBox<Value: Sendable>: Sendable {
  @usableFromInline let value: Value
  /// Set on a default test value that fell back to the live value because the key declares no
  /// `testValue`; every read of it in a test reports "no test implementation".
  @usableFromInline let isMissingTestValue: Bool

  @usableFromInline
  init(_ value: Value, isMissingTestValue: Bool = false) {
    self.value = value
    self.isMissingTestValue = isMissingTestValue
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
