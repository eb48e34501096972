/// Which defaults a read gets: a context and a cache of default values, in one word, so that a
/// thread's table (``DefaultValueTable``) finds a default by comparing two words.
///
/// The cache's id takes the high bits and the context the low two. A read that no scope sets a
/// context for gets the cache's own context (the process's, or one `prepareDependencies` set),
/// marked by the fourth value of those bits and resolved by the cache on first read. Ids stay
/// below twice ``DefaultValueCache/testTag``, so that no two scopes share a word.
@usableFromInline
struct DefaultScope: Equatable, Sendable {
  @usableFromInline let bits: UInt

  /// The low bits of a scope in the cache's own context.
  @usableFromInline static let cacheContextBits: UInt = 3

  @inlinable @inline(__always)
  init(context: DependencyContext, cache: UInt) {
    bits = cache &<< 2 | UInt(context.tableSalt)
  }

  /// The scope of a read, in `cache`, that no scope sets a context for.
  @inlinable @inline(__always)
  init(cacheContextOf cache: UInt) {
    bits = cache &<< 2 | Self.cacheContextBits
  }

  /// This scope's cache in `context`.
  @inlinable @inline(__always)
  func with(context: DependencyContext) -> DefaultScope {
    DefaultScope(context: context, cache: cache)
  }

  /// The id of the cache (``DefaultValueCache/id``).
  @usableFromInline var cache: UInt { bits >> 2 }

  /// The context a scope sets; nil for the cache's own (``DefaultValueCache/cacheContext()``).
  @usableFromInline var context: DependencyContext? {
    switch bits & 3 {
    case 0: .live
    case 1: .preview
    case 2: .test
    default: nil
    }
  }
}

extension DependencyContext {
  @usableFromInline var tableSalt: UInt8 {
    switch self {
    case .live: 0
    case .preview: 1
    case .test: 2
    }
  }
}
