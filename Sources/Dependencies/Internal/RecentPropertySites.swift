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
enum RecentPropertySites {
  private struct Slot {
    var place: DependencyPropertySites.Place
    var site: Unmanaged<DependencyPropertySite>?
  }

  private static let slotCount = 64

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    private static let key = makeThreadKey(destructor: deallocateThreadValue)

    /// This thread's site at `place`, if it has seen it lately.
    static func site(
      at place: DependencyPropertySites.Place
    ) -> Unmanaged<DependencyPropertySite>? {
      guard let raw = pthread_getspecific(key) else { return nil }
      let slot = raw.assumingMemoryBound(to: Slot.self)[index(of: place)]
      guard slot.place == place else { return nil }
      return slot.site
    }

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
        // Freed by `deallocateThreadValue` when the thread exits. On failure (no memory) this thread keeps
        // going to the registry, only slower.
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
