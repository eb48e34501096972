/// One `@Dependency` property as created: what the scope that created it overrides, and where it
/// was declared, so that an issue about a read through it points at the declaration.
///
/// One object per wrapper, so that a read hands both on as one reference.
@usableFromInline
final class DependencyPropertySite: Sendable {
  /// What the scope that created the wrapper overrides.
  let captured: DependencyOverrides
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// The key type of `@Dependency(Key.self)`; nil for `@Dependency(\.keyPath)`.
  let keyType: Any.Type?

  init(
    captured: DependencyOverrides, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt, keyType: Any.Type?
  ) {
    self.captured = captured
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.keyType = keyType
  }
}
