/// A value that the compiler cannot prove `Sendable`, vouched for by its user: what
/// swift-concurrency-extras' `UncheckedSendable` is, with the same API, so that code written for
/// swift-dependencies compiles against this package unchanged.
///
/// ```swift
/// let formatter = UncheckedSendable(DateFormatter())  // only ever used on one task at a time
/// let text = await Task { formatter.value.string(from: date) }.value
///
/// @UncheckedSendable var legacy = LegacyCache()
/// ```
///
/// The compiler no longer checks what crosses tasks: prefer a `Sendable` type, ``LockIsolated``,
/// or `nonisolated(unsafe) let`, and keep this for values whose safety is known some other way.
@dynamicMemberLookup
@propertyWrapper
// @unchecked Sendable: the point of this type; whoever wraps a value vouches that it is only
// used in ways that are safe across tasks.
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`: `UncheckedSendable(formatter)`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps `wrappedValue`, as a property wrapper: `@UncheckedSendable var cache = LegacyCache()`.
  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  /// The wrapped value, as a property wrapper.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The wrapper itself, to hand across tasks: `$cache`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a member of the value: `formatter.dateFormat`.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads or changes a member of the value: `$point.x += 1`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

/// Wrappers are equal when their values are.
extension UncheckedSendable: Equatable where Value: Equatable {}

/// Hashes the wrapped value.
extension UncheckedSendable: Hashable where Value: Hashable {}
