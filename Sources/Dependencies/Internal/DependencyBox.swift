/// One dependency value, boxed so that a table of values of different types can hold it and a
/// read can get it back with `unsafeDowncast` rather than a dynamic cast.
@usableFromInline
// @unchecked: its fields are immutable and `Value` is Sendable; a subclass cannot restate it checked.
final class DependencyBox<Value: Sendable>: AnyDependencyBox, @unchecked Sendable {
  @usableFromInline let value: Value

  init(_ value: Value, missing: MissingDefault = .none) {
    self.value = value
    super.init(missing: missing)
  }
}

/// What every ``DependencyBox`` holds whatever its value's type: whether it is a default that
/// stands in for a value its key lacks, which every read reports.
@usableFromInline
// @unchecked: its one field is immutable; a class with subclasses cannot be checked.
class AnyDependencyBox: @unchecked Sendable {
  let missing: MissingDefault
  /// Whether every read of this box reports a missing value (``missing``).
  @usableFromInline let isMissing: Bool

  init(missing: MissingDefault) {
    self.missing = missing
    self.isMissing = missing != .none
  }
}
