import Foundation

/// The objects `withDependencies` returned that have no `@Dependency` property, each with the
/// scope it was built in, so that `withDependencies(from:)` can hand on the dependencies of such a
/// parent (as swift-dependencies does).
///
/// An object with a `@Dependency` property of its own hands on what that property captured, and
/// releases it when it goes, so it is not remembered here. Other objects are held weakly, and each
/// new entry sweeps out the entries of objects that are gone (as swift-dependencies does), so the
/// overrides such an object kept are released once it is gone and another object is remembered.
// @unchecked: `entries` and `handsOnItsOwn` are only touched with `lock` held.
final class DependencyObjects: @unchecked Sendable {
  /// The process's registry: one, as the objects it remembers may cross any scope.
  static let registry = DependencyObjects()

  private struct Entry {
    weak var object: AnyObject?
    let values: DependencyValues
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// By class: whether its instances have a `@Dependency` property of their own, which a
  /// `Mirror` finds; asked once per class, as reflecting is slow.
  private var handsOnItsOwn: [ObjectIdentifier: Bool] = [:]

  /// Remembers `object` with the current scope, unless it hands on its own dependencies.
  func remember(_ object: AnyObject) {
    let type = ObjectIdentifier(Swift.type(of: object))
    lock.lock()
    let known = handsOnItsOwn[type]
    lock.unlock()
    let ownsDependencies = known ?? (capturedValues(of: object) != nil)
    let entry = ownsDependencies ? nil : Entry(object: object, values: DependencyValues.current)
    lock.lock()
    defer { lock.unlock() }
    handsOnItsOwn[type] = ownsDependencies
    guard let entry else { return }
    let gone = entries.compactMap { $0.value.object == nil ? $0.key : nil }
    for id in gone { entries[id] = nil }
    entries[ObjectIdentifier(object)] = entry
  }

  /// The scope `object` was returned from, if it was (and not another object since gone that
  /// had the same address).
  func values(of object: AnyObject) -> DependencyValues? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
    return entry.values
  }
}

/// The dependencies `model`'s `@Dependency` properties (and its superclasses') captured, merged;
/// nil if it has none.
func capturedValues(of model: AnyObject) -> DependencyValues? {
  var values: DependencyValues?
  var mirror: Mirror? = Mirror(reflecting: model)
  while let current = mirror {
    for child in current.children {
      if let dependency = child.value as? any CapturedDependencies {
        values = values.map { $0.merging(dependency.capturedValues) } ?? dependency.capturedValues
      }
    }
    mirror = current.superclassMirror
  }
  return values
}
