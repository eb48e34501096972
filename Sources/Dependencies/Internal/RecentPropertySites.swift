#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Each thread's recent ``DependencyPropertySite``s, so that creating a `@Dependency` wrapper
/// whose site this thread has seen (a view or model built again) takes no lock.
///
/// Direct-mapped: a place has one slot, and a newer site in the same slot replaces the older one.
/// The sites are kept alive by ``DependencyPropertySites`` for the life of the process, so slots
/// hold them unretained. Where POSIX thread-specific storage is missing, every lookup goes to the
/// process-wide registry.
@usableFromInline
enum RecentPropertySites {
  /// The site of the declaration at this place, made on first use.
  ///
  /// Not inlined: a wrapper's initializer stays small enough to inline where it is used, which
  /// lets the compiler specialize its key path read. A static of this enum rather than of the
  /// site's class, so that the call needs no class metadata; the place and this thread's slot
  /// are computed here, in one function.
  @usableFromInline
  static func site(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, keyType: Any.Type?
  ) -> Unmanaged<DependencyPropertySite> {
    let place = DependencyPropertySites.Place(file: filePath, line: line, column: column)
    return site(at: place)
      ?? DependencyPropertySite.registeredSite(
        at: place, fileID: fileID, filePath: filePath, keyType: keyType)
  }

  private struct Slot {
    var place: DependencyPropertySites.Place
    var site: Unmanaged<DependencyPropertySite>?
  }

  private static let slotCount = 64

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    private static let key = makeThreadKey(destructor: deallocateThreadValue)

    /// This thread's site at `place`, if it has seen it lately.
    @inline(__always)
    static func site(
      at place: DependencyPropertySites.Place
    ) -> Unmanaged<DependencyPropertySite>? {
      guard let raw = pthread_getspecific(key) else { return nil }
      let slot = raw.assumingMemoryBound(to: Slot.self)[index(of: place)]
      guard slot.place == place else { return nil }
      return slot.site
    }

    @inline(__always)
    private static func index(of place: DependencyPropertySites.Place) -> Int {
      Int(truncatingIfNeeded: place.hash >> 40) & (slotCount - 1)
    }

    /// Keeps `site` as this thread's site at `place`.
    static func remember(_ site: DependencyPropertySite, at place: DependencyPropertySites.Place) {
      let slots: UnsafeMutablePointer<Slot>
      if let raw = pthread_getspecific(key) {
        slots = raw.assumingMemoryBound(to: Slot.self)
      } else {
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(place: place, site: nil), count: slotCount)
        // Freed by `deallocateThreadValue` when the thread exits. On failure (no memory) this
        // thread keeps going to the registry, only slower.
        guard pthread_setspecific(key, slots) == 0 else {
          slots.deallocate()
          return
        }
      }
      slots[index(of: place)] = Slot(place: place, site: .passUnretained(site))
    }
  #else
    static func site(
      at place: DependencyPropertySites.Place
    ) -> Unmanaged<DependencyPropertySite>? { nil }
    static func remember(_ site: DependencyPropertySite, at place: DependencyPropertySites.Place) {}
  #endif
}
