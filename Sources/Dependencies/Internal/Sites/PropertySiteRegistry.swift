import Foundation

/// Every ``DependencyPropertySite`` made so far, by the place of its declaration.
///
/// Creating a `@Dependency` wrapper looks its site up here, so this is on the path of every model
/// and view that is built: an open-addressing table with a multiplicative hash, in memory only
/// touched with `lock` held (no `Hasher`, no exclusivity checks), rather than a `Dictionary`.
@usableFromInline
// @unchecked Sendable: `table` is only read or written with `lock` held.
final class PropertySiteRegistry: @unchecked Sendable {
  /// The process's sites: one per declaration, kept for the life of the process.
  static let registry = PropertySiteRegistry()

  /// A declaration's place: no two declarations share a file, line and column. The file is told
  /// by the address of its `#filePath` literal, which is fixed for the life of the process.
  @usableFromInline
  struct Place: Equatable {
    @usableFromInline let file: UInt
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt

    /// Mixes the three words into one, for a table's start index (take the high bits).
    var hash: UInt { (file &+ line &* 131 &+ column) &* 0x9E37_79B9_7F4A_7C15 }

    @inlinable @inline(__always)
    init(file: StaticString, line: UInt, column: UInt) {
      self.file =
        file.hasPointerRepresentation
        ? UInt(bitPattern: file.utf8Start) : UInt(file.unicodeScalar.value)
      self.line = line
      self.column = column
    }
  }

  private struct Slot {
    var place: Place
    var site: DependencyPropertySite?
  }

  private struct Table {
    var slots: UnsafeMutablePointer<Slot>
    var mask: Int
    var count = 0

    init(capacity: Int) {
      slots = .allocate(capacity: capacity)
      let empty = Slot(place: Place(file: "", line: 0, column: 0), site: nil)
      slots.initialize(repeating: empty, count: capacity)
      mask = capacity - 1
    }
  }

  private let lock = NSLock()
  private let table: UnsafeMutablePointer<Table>

  private init() {
    table = .allocate(capacity: 1)
    table.initialize(to: Table(capacity: 64))
  }

  /// The site at `place`, made with `make` if there is none yet.
  func site(at place: Place, make: () -> DependencyPropertySite) -> DependencyPropertySite {
    lock.lock()
    defer { lock.unlock() }
    var index = start(place)
    while let site = table.pointee.slots[index].site {
      if table.pointee.slots[index].place == place { return site }
      index = (index + 1) & table.pointee.mask
    }
    let site = make()
    table.pointee.slots[index] = Slot(place: place, site: site)
    table.pointee.count += 1
    if table.pointee.count * 2 > table.pointee.mask { grow() }
    return site
  }

  private func start(_ place: Place) -> Int {
    Int(truncatingIfNeeded: place.hash >> 32) & table.pointee.mask
  }

  /// Doubles the table. The old slots are moved, not copied, so their sites keep one reference.
  private func grow() {
    let old = table.move()
    table.initialize(to: Table(capacity: (old.mask + 1) * 2))
    for index in 0...old.mask {
      let slot = (old.slots + index).move()
      guard slot.site != nil else { continue }
      var target = start(slot.place)
      while table.pointee.slots[target].site != nil { target = (target + 1) & table.pointee.mask }
      table.pointee.slots[target] = slot
    }
    old.slots.deallocate()
  }
}
