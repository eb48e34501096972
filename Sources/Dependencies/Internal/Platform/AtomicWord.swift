#if canImport(Synchronization)
  import Synchronization
#endif

/// A word that any thread reads and writes without a lock: `Synchronization.Atomic`, where the
/// platform has it (Linux; Apple platforms from iOS 18 and macOS 15).
///
/// Held as an object made under `#available`, as a stored property's type cannot be newer than
/// the deployment target; ``make()`` gives nil where there are no atomics, and every operation
/// on nil does nothing (a load gives nil), so a caller keeps its plain path for those platforms.
@usableFromInline
enum AtomicWord {
  #if canImport(Synchronization)
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @usableFromInline
    final class Storage: Sendable {
      @usableFromInline let word = Atomic<UInt>(0)
      init() {}
    }
  #endif

  /// A new word holding 0; nil where there are no atomics.
  static func make() -> (any AnyObject & Sendable)? {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        return Storage()
      }
    #endif
    return nil
  }

  /// The word's value, with no ordering; nil where there are no atomics.
  @inlinable @inline(__always)
  static func loadRelaxed(_ word: (any AnyObject & Sendable)?) -> UInt? {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), let word {
        // A `Storage` wherever it is not nil: `make()` makes one under this same check.
        return unsafeDowncast(word, to: Storage.self).word.load(ordering: .relaxed)
      }
    #endif
    return nil
  }

  /// The word's value, seeing every write made before the store that wrote it; nil where there
  /// are no atomics.
  @inlinable @inline(__always)
  static func loadAcquiring(_ word: (any AnyObject & Sendable)?) -> UInt? {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), let word {
        return unsafeDowncast(word, to: Storage.self).word.load(ordering: .acquiring)
      }
    #endif
    return nil
  }

  /// Adds `delta` (wrapping), with no ordering.
  static func add(_ delta: UInt, to word: (any AnyObject & Sendable)?) {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), let word {
        unsafeDowncast(word, to: Storage.self).word.wrappingAdd(delta, ordering: .relaxed)
      }
    #endif
  }

  /// Stores `value` if the word holds 0, publishing every write made before; false if it did not.
  static func storeIfZero(_ value: UInt, in word: (any AnyObject & Sendable)?) -> Bool {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), let word {
        return unsafeDowncast(word, to: Storage.self).word.compareExchange(
          expected: 0, desired: value, ordering: .releasing
        ).exchanged
      }
    #endif
    return false
  }
}
