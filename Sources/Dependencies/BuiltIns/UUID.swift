import Foundation

extension DependencyValues {
  /// Makes UUIDs: the replacement for `UUID()`.
  ///
  /// ```swift
  /// final class TodosModel {
  ///   @Dependency(\.uuid) var uuid
  ///   var todos: [Todo] = []
  ///   func add() { todos.append(Todo(id: uuid())) }
  /// }
  /// ```
  ///
  /// Live, it returns `UUID()`. In tests it fails the test that calls it without overriding it
  /// (and returns `UUID()`); give each test a predictable generator:
  ///
  /// ```swift
  /// withDependencies { $0.uuid = .incrementing } operation: { model.add() }
  /// #expect(model.todos.map(\.id) == [UUID(0)])
  /// ```
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

/// Gives ``DependencyValues/uuid`` its values.
enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static let testValue = UUIDGenerator {
    reportIssue(
      """
      Unimplemented: @Dependency(\\.uuid) was called in a test that does not override it, so it \
      returned a random UUID. Give the test its own: \
      `withDependencies { $0.uuid = .incrementing } operation: { ... }` \
      (or the `.dependency(\\.uuid, .incrementing)` trait).
      """
    )
    return UUID()
  }
}

/// Makes UUIDs: the value of ``DependencyValues/uuid``.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// let id = uuid()
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that returns whatever `generate` returns.
  ///
  /// ```swift
  /// let uuid = UUIDGenerator { UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")! }
  /// ```
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// A generator that always returns `uuid`.
  ///
  /// ```swift
  /// withDependencies { $0.uuid = .constant(UUID(42)) } operation: { ... }
  /// ```
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A new generator that counts up from `UUID(0)`: `UUID(0)`, `UUID(1)`, `UUID(2)`, ...
  ///
  /// ```swift
  /// let uuid = UUIDGenerator.incrementing
  /// uuid()  // 00000000-0000-0000-0000-000000000000
  /// uuid()  // 00000000-0000-0000-0000-000000000001
  /// ```
  ///
  /// Each read of `incrementing` is a generator of its own, so tests that each set it never share a
  /// count. One generator may be called from many tasks at once: each call gets the next number.
  public static var incrementing: Self {
    let next = LockedState(0)
    return Self {
      UUID(next.withLock { count in
        defer { count += 1 }
        return count
      })
    }
  }

  /// A new UUID.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// let id = uuid()
  /// ```
  public func callAsFunction() -> UUID {
    generate()
  }
}

extension UUID {
  /// The UUID whose last 16 hex digits are `intValue` (a negative value sets the third group to
  /// `0001` and uses its magnitude): a readable, predictable UUID for tests.
  ///
  /// ```swift
  /// UUID(1)    // 00000000-0000-0000-0000-000000000001
  /// UUID(255)  // 00000000-0000-0000-0000-0000000000FF
  /// UUID(-1)   // 00000000-0000-0001-0000-000000000001
  /// ```
  public init(_ intValue: Int) {
    let magnitude = intValue.magnitude
    func byte(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: magnitude >> (8 * (7 - index))) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, intValue < 0 ? 1 : 0,
        byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
      ))
  }
}
