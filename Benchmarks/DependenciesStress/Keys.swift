import Dependencies

/// The process's live value of ``TagKey``: made once, never freed, so not counted.
final class LiveTag: Sendable {
  static let shared = LiveTag()
}

/// A dependency whose values are objects: the live one, or a `Tracked` override.
enum TagKey: DependencyKey {
  static let liveValue: any AnyObject & Sendable = LiveTag.shared
}

/// A default value that is an object with a `@Dependency` property (issue 47's leak): built in
/// each fresh root, and freed with it.
// @unchecked Sendable: its one stored property, the wrapper, is Sendable and never reassigned.
final class Service: @unchecked Sendable {
  @Dependency(PartKey.self) var part
  let tracked = Tracked(-1)
}

enum ServiceKey: DependencyKey {
  static var liveValue: Service { Service() }
}

/// What ``Service`` reads: a new counted object per cache.
enum PartKey: DependencyKey {
  static var liveValue: Tracked { Tracked(-2) }
}

/// A live value that reads another dependency while it is built (a reentrant read): built in a
/// clean scope, it sees the live tag whatever scope first reads it.
enum DerivedKey: DependencyKey {
  static var liveValue: Bool {
    @Dependency(TagKey.self) var tag
    return tag === LiveTag.shared
  }
}

extension DependencyValues {
  var tag: any AnyObject & Sendable {
    get { self[TagKey.self] }
    set { self[TagKey.self] = newValue }
  }
}

/// A model that reads the tag through a key path, as app code does.
struct Reader: Sendable {
  @Dependency(\.tag) var tag
  @Dependency(DerivedKey.self) var derived
}
