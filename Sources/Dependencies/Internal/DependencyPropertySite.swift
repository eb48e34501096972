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

  private init(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, keyType: Any.Type?
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.keyType = keyType
  }

  /// The site of the declaration at this place, made on first use (see
  /// ``RecentPropertySites/site(fileID:filePath:line:column:keyType:)``).
  static func at(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    keyType: Any.Type? = nil
  ) -> Unmanaged<DependencyPropertySite> {
    RecentPropertySites.site(
      fileID: fileID, filePath: filePath, line: line, column: column, keyType: keyType)
  }

  /// The process's site at `place`, made if new, and remembered by this thread.
  @inline(never)
  static func registeredSite(
    at place: DependencyPropertySites.Place, fileID: StaticString, filePath: StaticString,
    keyType: Any.Type?
  ) -> Unmanaged<DependencyPropertySite> {
    let site = DependencyPropertySites.registry.site(at: place) {
      DependencyPropertySite(
        fileID: fileID, filePath: filePath, line: place.line, column: place.column,
        keyType: keyType)
    }
    RecentPropertySites.remember(site, at: place)
    return .passUnretained(site)
  }
}
