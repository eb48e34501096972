/// Where a `@Dependency` property was declared, and how it names its dependency.
///
/// One object per declaration, made the first time a wrapper of it is created and kept for the
/// life of the process (there are as many as there are `@Dependency` declarations in the code).
/// So a read hands it on as one unretained reference (``DependencyValues/property``), with no
/// reference counting on the read path, and a copy of the values that outlives the read (an
/// accessor may return `self`, or a closure that captures it) still points at a live object.
@usableFromInline
final class DependencyPropertySite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// The key type of `@Dependency(Key.self)`; nil for `@Dependency(\.keyPath)`.
  let keyType: Any.Type?
  /// ``ScopeBinding/counter``, reached from here without a global's once-check.
  @usableFromInline let bindingCounter: (any AnyObject & Sendable)?
  /// The process default this declaration read, outside tests (see ``ProcessDefaultCell``).
  @usableFromInline let processDefault: (any AnyObject & Sendable)?
  /// ``ScopeBindingRead/key``, reached from here without a global's once-check.
  @usableFromInline let scopeKey: UInt
  /// ``ScopeBinding/unbound``, reached from here without a global's once-check.
  @usableFromInline let unbound: Unmanaged<ScopeBinding>

  private init(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, keyType: Any.Type?
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.keyType = keyType
    self.bindingCounter = ScopeBinding.counter
    self.processDefault = ProcessDefaultCell.make()
    self.scopeKey = ScopeBindingRead.key
    self.unbound = .passUnretained(ScopeBinding.unbound)
  }

  /// The process's site of `declaration`, made if new, and remembered by this thread.
  @inline(never)
  static func registeredSite(of declaration: Declaration) -> Unmanaged<DependencyPropertySite> {
    let place = declaration.place
    let site = PropertySiteRegistry.registry.site(at: place) {
      DependencyPropertySite(
        fileID: declaration.fileID, filePath: declaration.filePath, line: place.line,
        column: place.column, keyType: declaration.keyType)
    }
    PropertySiteThreadCache.remember(site, at: place)
    return .passUnretained(site)
  }

  /// What a `@Dependency` wrapper's initializer knows of its declaration, handed to the site
  /// lookup (``site()``) as one argument: too large for registers, it is passed by address, in the
  /// register the callee must keep anyway, so the lookup saves no word across its thread-local
  /// call. The place is worked out where the wrapper is created, where the compiler sees its
  /// literals.
  @usableFromInline
  struct Declaration {
    @usableFromInline let place: PropertySiteRegistry.Place
    @usableFromInline let fileID: StaticString
    @usableFromInline let filePath: StaticString
    /// The key type of `@Dependency(Key.self)`; nil for `@Dependency(\.keyPath)`.
    @usableFromInline let keyType: Any.Type?

    @inlinable @inline(__always)
    init(
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, keyType: Any.Type?
    ) {
      self.place = PropertySiteRegistry.Place(file: filePath, line: line, column: column)
      self.fileID = fileID
      self.filePath = filePath
      self.keyType = keyType
    }
  }
}
