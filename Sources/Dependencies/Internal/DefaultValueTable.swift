/// The defaults one ``DefaultValueCache`` holds: an open-addressing table from a key and a
/// context to the state of that key's default, probed by comparing a word and a context rather
/// than hashing with `Hasher`, as every read of a default looks here.
struct DefaultValueTable {
  enum State {
    case building
    case built(AnyDependencyBox)
  }

  private struct Slot {
    let key: ObjectIdentifier
    let context: DependencyContext
    var state: State
  }

  private var slots = [Slot?](repeating: nil, count: 16)
  private var count = 0

  /// The state of the default of `key` in `context`; nil if none was asked for yet.
  subscript(key: ObjectIdentifier, context: DependencyContext) -> State? {
    get {
      var index = start(key, context)
      while let slot = slots[index] {
        if slot.key == key && slot.context == context { return slot.state }
        index = (index &+ 1) & (slots.count &- 1)
      }
      return nil
    }
    set {
      // A state is only ever replaced, never removed: a default lives as long as its cache.
      guard let newValue else { return }
      var index = start(key, context)
      while let slot = slots[index] {
        if slot.key == key && slot.context == context {
          slots[index]?.state = newValue
          return
        }
        index = (index &+ 1) & (slots.count &- 1)
      }
      slots[index] = Slot(key: key, context: context, state: newValue)
      count += 1
      if count * 2 > slots.count { grow() }
    }
  }

  /// Where probing for `key` in `context` starts: the key's address, mixed with the context.
  private func start(_ key: ObjectIdentifier, _ context: DependencyContext) -> Int {
    let mixed = (UInt(bitPattern: key) &+ UInt(context.index)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32) & (slots.count &- 1)
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot?](repeating: nil, count: old.count * 2)
    count = 0
    for case let slot? in old { self[slot.key, slot.context] = slot.state }
  }
}
