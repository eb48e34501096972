/// Which defaults a read gets: a context and a cache of default values, in one word, so that a
/// thread's table (``DefaultValueTable``) finds a default by comparing two words.
///
/// The cache's id takes the high bits and the context the low two. Ids stay below twice
/// ``DefaultCaches/testTag``, so that no two scopes share a word.
@usableFromInline
struct DefaultScope: Equatable, Sendable {
  @usableFromInline let bits: UInt

  @inlinable @inline(__always)
  init(context: DependencyContext, cache: UInt) {
    bits = cache &<< 2 | UInt(context.tableSalt)
  }

  /// This scope's cache in `context`.
  @inlinable @inline(__always)
  func with(context: DependencyContext) -> DefaultScope {
    DefaultScope(context: context, cache: cache)
  }

  /// The id of the cache (``DefaultValueStore/id``).
  @usableFromInline var cache: UInt { bits >> 2 }

  @usableFromInline var context: DependencyContext {
    switch bits & 3 {
    case 0: .live
    case 1: .preview
    default: .test
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
