/// Whether a stretch of source spells a word whose tokens change what the scanner keeps: one that
/// starts a type or extension header (`struct`, `class`, `enum`, `actor`, `extension`,
/// `protocol`), or the name of a property whose initializer makes accesses bridges (`liveValue`,
/// `live`), standing alone (not inside a longer name).
///
/// A conservative test for skimming: a word inside a comment or string counts too, which only
/// means that the stretch is lexed in full.
enum StateWords {
  /// Whether `bytes[start..<end]` spells one of the words.
  static func occur(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    // Sixteen positions a turn: a position is a candidate when it and the next byte spell the
    // start of one of the words (`st`, `cl`, `en`, `ex`, `ac`, `pr`, `li`), which few positions
    // of source code do. The second load reads one byte further, so it must end inside `bytes`;
    // loads may reach past `end`, where candidates are not counted.
    let s = SIMD16<UInt8>(repeating: UInt8(ascii: "s"))
    let t = SIMD16<UInt8>(repeating: UInt8(ascii: "t"))
    let c = SIMD16<UInt8>(repeating: UInt8(ascii: "c"))
    let l = SIMD16<UInt8>(repeating: UInt8(ascii: "l"))
    let e = SIMD16<UInt8>(repeating: UInt8(ascii: "e"))
    let n = SIMD16<UInt8>(repeating: UInt8(ascii: "n"))
    let x = SIMD16<UInt8>(repeating: UInt8(ascii: "x"))
    let a = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
    let p = SIMD16<UInt8>(repeating: UInt8(ascii: "p"))
    let r = SIMD16<UInt8>(repeating: UInt8(ascii: "r"))
    let i = SIMD16<UInt8>(repeating: UInt8(ascii: "i"))
    var index = start
    while index < end && index &+ 17 <= bytes.count {
      let first = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let second = raw.loadUnaligned(fromByteOffset: index &+ 1, as: SIMD16<UInt8>.self)
      let pairs = ((first .== s) .& (second .== t)) .| ((first .== c) .& (second .== l))
        .| ((first .== e) .& ((second .== n) .| (second .== x)))
        .| ((first .== a) .& (second .== c)) .| ((first .== p) .& (second .== r))
        .| ((first .== l) .& (second .== i))
      // LaneMask rather than `any(_:)`, which does not inline for this mask.
      var candidates = LaneMask(pairs)
      while let lane = candidates.popFirst() {
        let position = index &+ lane
        if position >= end { return false }
        if startsWord(bytes, at: position) { return true }
      }
      index &+= 16
    }
    while index < end {
      if startsWord(bytes, at: index) { return true }
      index += 1
    }
    return false
  }

  /// Whether `liveValue` or `live` stands alone at `position`.
  static func isLiveWord(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    switch word(in: bytes, at: position) {
    case .liveValue?, .live?: return true
    default: return false
    }
  }

  /// Whether one of the words stands alone at `position`.
  @inline(__always)
  private static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int)
    -> Bool
  {
    switch word(in: bytes, at: position) {
    case .struct?, .class?, .enum?, .actor?, .extension?, .protocol?, .liveValue?, .live?:
      return true
    default: return false
    }
  }

  /// The keyword that stands alone at `position` (not inside a longer name), if any.
  @inline(__always)
  private static func word(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Keyword? {
    let body = IdentifierBodyTable.entries
    guard position == 0 || !body[Int(bytes[position - 1])] else { return nil }
    var wordEnd = position + 1
    while wordEnd < bytes.count && body[Int(bytes[wordEnd])] { wordEnd += 1 }
    return Keyword.spellingsByLength.keyword(bytes, position, wordEnd)
  }
}
