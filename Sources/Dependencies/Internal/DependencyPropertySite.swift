#if canImport(Synchronization)
  import Synchronization
#endif

/// One `@Dependency` property as created: what the scope that created it overrides, where it was
/// declared (so that an issue about a read through it points at the declaration), and, in an
/// app, the process default it read.
///
/// One object per wrapper, so that a read hands all of it on as one reference.
// @unchecked Sendable: its fields are immutable (the subclass adds an atomic); a class with a
// subclass cannot be checked.
class DependencyPropertySite: @unchecked Sendable {
  /// What the scope that created the wrapper overrides.
  let captured: DependencyOverrides
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// The key type of `@Dependency(Key.self)`; nil for `@Dependency(\.keyPath)`.
  let keyType: Any.Type?

  fileprivate init(
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

  /// A site that remembers its process default where the platform has atomics.
  static func make(
    captured: DependencyOverrides, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt, keyType: Any.Type?
  ) -> DependencyPropertySite {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        return RememberingPropertySite(
          captured: captured, fileID: fileID, filePath: filePath, line: line, column: column,
          keyType: keyType)
      }
    #endif
    return DependencyPropertySite(
      captured: captured, fileID: fileID, filePath: filePath, line: line, column: column,
      keyType: keyType)
  }

  /// The process default of `key` this property read before, if it remembers it.
  func processDefault(for key: ObjectIdentifier) -> AnyDependencyBox? { nil }

  /// Remembers `box`, the process default of a key this property read, unless it remembers one
  /// already.
  /// - Precondition: the process's cache holds `box` (so it lives as long as the process).
  func rememberProcessDefault(_ box: AnyDependencyBox) {}
}

#if canImport(Synchronization)
  /// A site that remembers the first process default it read, so that its next reads outside any
  /// scope, in an app, find it without the cache's lock: that value never changes once read
  /// (`prepareDependencies` refuses to replace a value or a context a read has used). A property
  /// whose key path reads several keys remembers the first; its other reads go to the cache.
  ///
  /// The box is held unretained: the process's cache, which is never freed, keeps it. (The
  /// library's `AtomicLazyReference`, which would retain it, is not inlined: its load costs a
  /// generic metadata lookup, more than the cache's lock.)
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  // @unchecked Sendable: its own field is an atomic; a subclass cannot restate Sendable checked.
  private final class RememberingPropertySite: DependencyPropertySite, @unchecked Sendable {
    private let remembered = Atomic<Unmanaged<AnyDependencyBox>?>(nil)

    override func processDefault(for key: ObjectIdentifier) -> AnyDependencyBox? {
      // Acquiring: the box's fields were written before its address was published.
      guard let box = remembered.load(ordering: .acquiring)?.takeUnretainedValue(),
        box.key == key
      else { return nil }
      return box
    }

    override func rememberProcessDefault(_ box: AnyDependencyBox) {
      _ = remembered.compareExchange(
        expected: nil, desired: Unmanaged.passUnretained(box), ordering: .releasing)
    }
  }
#endif
