import SwiftScanning

/// How many of a singleton's uses stand in each kind of site (`AccessSite`).
package struct SiteCounts: Sendable, Equatable {
  /// In instance members: a stored `@Dependency` of the type replaces them.
  package var instance = 0
  /// In `static` or `class` members.
  package var `static` = 0
  /// Outside every type.
  package var free = 0
  /// Parameters' default values: seams, where callers can pass another value already.
  package var defaultArgument = 0

  package init(instance: Int = 0, static: Int = 0, free: Int = 0, defaultArgument: Int = 0) {
    self.instance = instance
    self.static = `static`
    self.free = free
    self.defaultArgument = defaultArgument
  }

  /// Counts one use at `site`.
  package mutating func add(_ site: AccessSite) {
    switch site {
    case .instance: instance += 1
    case .static: `static` += 1
    case .free: free += 1
    case .defaultArgument: defaultArgument += 1
    }
  }

  /// Adds `other`'s counts.
  package mutating func add(_ other: SiteCounts) {
    instance += other.instance
    `static` += other.static
    free += other.free
    defaultArgument += other.defaultArgument
  }

  /// Uses in static members and free code: no stored property of an instance can take them.
  package var staticOrFree: Int { `static` + free }
}
