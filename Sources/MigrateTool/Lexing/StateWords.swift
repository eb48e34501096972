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
    // A candidate: a position and the next byte spell the start of one of the words (`st`, `cl`,
    // `en`, `ex`, `ac`, `pr`, `li`), which few positions of source code do.
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
    return anyWord(
      in: bytes, from: start, to: end, secondAt: 1,
      candidates: { first, second in
        ((first .== s) .& (second .== t)) .| ((first .== c) .& (second .== l))
          .| ((first .== e) .& ((second .== n) .| (second .== x)))
          .| ((first .== a) .& (second .== c)) .| ((first .== p) .& (second .== r))
          .| ((first .== l) .& (second .== i))
      },
      isWord: { keyword in
        switch keyword {
        case .struct, .class, .enum, .actor, .extension, .protocol, .liveValue, .live: true
        default: false
        }
      })
  }

  /// Whether `liveValue` or `live` stands alone at `position`.
  static func isLiveWord(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    switch word(in: bytes, at: position) {
    case .liveValue?, .live?: return true
    default: return false
    }
  }

  /// Whether a word that `isWord` accepts stands alone at a position in `start..<end`, looked for
  /// at the candidates only: sixteen positions a turn, `candidates` given the bytes there and
  /// the bytes `secondAt` further on.
  @inline(__always)
  private static func anyWord(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, secondAt offset: Int,
    candidates: (SIMD16<UInt8>, SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>,
    isWord: (Keyword) -> Bool
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    var index = start
    // Loads may reach past `end` (never past `bytes`): candidates there are not counted.
    while index < end && index &+ 16 &+ offset <= bytes.count {
      let first = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let second = raw.loadUnaligned(fromByteOffset: index &+ offset, as: SIMD16<UInt8>.self)
      // LaneMask rather than `any(_:)`, which does not inline for such a mask.
      var lanes = LaneMask(candidates(first, second))
      if lanes.low | lanes.high == 0 {
        index &+= 16
        continue
      }
      while let lane = lanes.popFirst() {
        let position = index &+ lane
        if position >= end { return false }
        if let keyword = word(in: bytes, at: position), isWord(keyword) { return true }
      }
      index &+= 16
    }
    while index < end {
      if let keyword = word(in: bytes, at: index), isWord(keyword) { return true }
      index += 1
    }
    return false
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
