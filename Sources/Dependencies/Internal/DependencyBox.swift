/// One dependency value, boxed so that a table of values of different types can hold it and a
/// read can get it back with `unsafeDowncast` rather than a dynamic cast.
@usableFromInline
// @unchecked: its fields are immutable and `Value` is Sendable; a subclass cannot restate it checked.
final class DependencyBox<Value: Sendable>: AnyDependencyBox, @unchecked Sendable {
  @usableFromInline let value: Value

  init(_ value: Value, key: ObjectIdentifier, missing: MissingDefault) {
    self.value = value
    super.init(key: key, missing: missing)
  }

  /// A box for a value a scope sets.
  @usableFromInline
  convenience init(_ value: Value, key: ObjectIdentifier) {
    self.init(value, key: key, missing: .none)
  }
}

/// What every ``DependencyBox`` holds whatever its value's type: the key it was stored under, and
/// whether it is a default that stands in for a value its key lacks, which every read reports.
@usableFromInline
// @unchecked: its one field is immutable; a class with subclasses cannot be checked.
class AnyDependencyBox: @unchecked Sendable {
  /// The key's type, so that a box found without its key (``DependencyPropertySite``) can be
  /// checked.
  let key: ObjectIdentifier
  let missing: MissingDefault
  /// Whether every read of this box reports a missing value (``missing``).
  @usableFromInline let isMissing: Bool

  init(key: ObjectIdentifier, missing: MissingDefault) {
    self.key = key
    self.missing = missing
    self.isMissing = missing != .none
  }
}
