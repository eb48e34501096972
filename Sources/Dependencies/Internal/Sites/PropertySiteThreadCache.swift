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
/// The sites are kept alive by ``PropertySiteRegistry`` for the life of the process, so slots
/// hold them unretained. Where POSIX thread-specific storage is missing, every lookup goes to the
/// process-wide registry.
enum PropertySiteThreadCache {
  /// The site of `declaration`, made on first use.
  @inline(__always)
  static func site(
    of declaration: DependencyPropertySite.Declaration
  ) -> Unmanaged<DependencyPropertySite> {
    recentSite(of: declaration) ?? DependencyPropertySite.registeredSite(of: declaration)
  }

  private struct Slot {
    var place: PropertySiteRegistry.Place
    var site: Unmanaged<DependencyPropertySite>?
  }

  private static let slotCount = 64

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    private static let key = makeThreadKey(destructor: deallocateThreadValue)

    /// This thread's site of `declaration`, if it has seen it lately.
    @inline(__always)
    private static func recentSite(
      of declaration: DependencyPropertySite.Declaration
    ) -> Unmanaged<DependencyPropertySite>? {
      guard let raw = pthread_getspecific(key) else { return nil }
      // Read after the call, so that only the declaration's address is kept across it.
      let place = declaration.place
      let slot = raw.assumingMemoryBound(to: Slot.self)[index(of: place)]
      guard slot.place == place else { return nil }
      return slot.site
    }

    @inline(__always)
    private static func index(of place: PropertySiteRegistry.Place) -> Int {
      Int(truncatingIfNeeded: place.hash >> 40) & (slotCount - 1)
    }

    /// Keeps `site` as this thread's site at `place`.
    static func remember(_ site: DependencyPropertySite, at place: PropertySiteRegistry.Place) {
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
    private static func recentSite(
      of declaration: DependencyPropertySite.Declaration
    ) -> Unmanaged<DependencyPropertySite>? { nil }
    static func remember(_ site: DependencyPropertySite, at place: PropertySiteRegistry.Place) {}
  #endif
}

extension DependencyPropertySite.Declaration {
  /// The site of this declaration, made on first use (see ``PropertySiteThreadCache``).
  ///
  /// Not inlined: a wrapper's initializer stays small enough to inline where it is used, which
  /// lets the compiler specialize its key path read. A method of the declaration, which is passed
  /// by address, so that the call has no other argument (a static's unused metatype would cost a
  /// thunk) and needs no class metadata.
  @usableFromInline
  func site() -> Unmanaged<DependencyPropertySite> {
    PropertySiteThreadCache.site(of: self)
  }
}
