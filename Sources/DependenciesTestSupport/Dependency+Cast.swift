import Dependencies

extension Dependency {
  /// Reads the dependency at `keyPath` as the concrete type a test gave it:
  /// `@Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock`.
  ///
  /// ```swift
  /// @Suite(.dependencies { $0.continuousClock = TestClock() })
  /// struct TimerTests {
  ///   @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
  ///
  ///   @Test func fires() async { await clock.advance(by: .seconds(1)) }
  /// }
  /// ```
  ///
  /// A read whose value is not a `Value` stops the process, at the declaration, with a message
  /// that says which override the test lacks (an exit test can expect it:
  /// `#expect(processExitsWith: .failure)`).
  public init<Existential>(
    _ keyPath: any KeyPath<DependencyValues, Existential> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let cast = CastByKeyPath<Existential, Value>(
      keyPath: keyPath, site: CastSite(fileID: fileID, line: line, column: column))
    self.init(
      \DependencyValues.[cast: cast], fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Reads the dependency registered under `key` as the concrete type a test gave it:
  /// `@Dependency(ClientKey.self, as: TestClient.self) var client`.
  ///
  /// A read whose value is not a `Value` stops the process, as the key-path form does.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let cast = CastByKey<Key, Value>(site: CastSite(fileID: fileID, line: line, column: column))
    self.init(
      \DependencyValues.[cast: cast], fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// Where a casting `@Dependency` is declared: where a failed cast stops the process.
private struct CastSite: Hashable, Sendable {
  let fileID: StaticString
  let line: UInt
  let column: UInt

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column && "\(lhs.fileID)" == "\(rhs.fileID)"
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
  }
}

/// What `@Dependency(\.x, as:)` reads and to what it casts: a subscript argument of the key
/// path the wrapper reads through, so it is `Hashable`.
private struct CastByKeyPath<Existential, Concrete>: Hashable, Sendable {
  let keyPath: any KeyPath<DependencyValues, Existential> & Sendable
  let site: CastSite

  static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath) && lhs.site == rhs.site
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath as AnyKeyPath)
    hasher.combine(site)
  }

  /// `client` for `\DependencyValues.client`, or `<property>` where the runtime cannot name a
  /// key path's properties (Linux names a computed property by its address).
  var propertyName: String {
    let prefix = "\\DependencyValues."
    let description = "\(keyPath)"
    let name = description.dropFirst(prefix.count)
    guard description.hasPrefix(prefix), let first = name.first, first == "_" || first.isLetter,
      name.allSatisfy({ $0 == "_" || $0 == "." || $0.isLetter || $0.isNumber })
    else { return "<property>" }
    return String(name)
  }
}

/// What `@Dependency(Key.self, as:)` casts to, as a subscript argument (the key is in the type).
private struct CastByKey<Key: TestDependencyKey, Concrete>: Hashable, Sendable {
  let site: CastSite
}

extension DependencyValues {
  fileprivate subscript<Existential, Concrete>(cast cast: CastByKeyPath<Existential, Concrete>)
    -> Concrete
  {
    let value = self[keyPath: cast.keyPath]
    guard let concrete = value as? Concrete else {
      fatalError(
        castFailure(
          declaration: "\\.\(cast.propertyName)", override: "$0.\(cast.propertyName)",
          found: value, concrete: Concrete.self),
        file: cast.site.fileID, line: cast.site.line)
    }
    return concrete
  }

  fileprivate subscript<Key, Concrete>(cast cast: CastByKey<Key, Concrete>) -> Concrete {
    let value = self[Key.self]
    guard let concrete = value as? Concrete else {
      fatalError(
        castFailure(
          declaration: "\(Key.self).self", override: "$0[\(Key.self).self]", found: value,
          concrete: Concrete.self),
        file: cast.site.fileID, line: cast.site.line)
    }
    return concrete
  }
}

/// The message when a casting `@Dependency` read a value of another type: what it found, and
/// the override that gives the test a `Concrete`.
private func castFailure<Concrete>(
  declaration: String, override: String, found value: Any, concrete: Concrete.Type
) -> String {
  """
  @Dependency(\(declaration), as: \(Concrete.self).self) read a '\(type(of: value))', which \
  is not a '\(Concrete.self)'. Override the dependency in the test or its suite:

    @Suite(.dependencies { \(override) = \(Concrete.self)(/* ... */) })
  """
}
