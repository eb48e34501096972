/// The bytes a skim stops at, and the search for the next one.
///
/// Sixteen bytes a turn with portable `SIMD16` compares (SSE2 / NEON): in the code a skim passes
/// over, most sixteen-byte stretches hold no stop at all.
enum SkimStops {
  /// `"` `#` `/` `` ` `` `{` `}` and the brackets `(` `)` `[` `]`: what a skim must see where it
  /// keeps the bracket depth, or inside an interpolation (whose `)` resumes the string).
  case all
  /// The same without brackets.
  case outsideBrackets
  /// `all`, and where `live` may start (an `l` with an `e` three bytes on, which almost no
  /// other word of code has): what a skim of the statements between two braces must see, to
  /// give up at a `liveValue` or `live` property.
  case run

  /// The offset of the first stop at or after `start`, or the end of `bytes`.
  // `@_transparent`, not `@inline(__always)`: the skim loop kept the latter as a call, which
  // cost about 25 instructions a stop.
  @_transparent
  func next(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let end = bytes.count
    let raw = UnsafeRawPointer(base)
    let brackets = self != .outsideBrackets
    let live = self == .run
    // The `e` of `live` is read from a second load, three bytes further on.
    let reach = live ? 19 : 16
    var index = start
    // Typed constants: with them the compares resolve to SIMD16<UInt8>'s own vector operators,
    // not the generic lane-by-lane ones.
    let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
    let hash = SIMD16<UInt8>(repeating: UInt8(ascii: "#"))
    let slash = SIMD16<UInt8>(repeating: UInt8(ascii: "/"))
    let backtick = SIMD16<UInt8>(repeating: UInt8(ascii: "`"))
    let leftBrace = SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
    let rightBrace = SIMD16<UInt8>(repeating: UInt8(ascii: "}"))
    let one = SIMD16<UInt8>(repeating: 1)
    let rightParen = SIMD16<UInt8>(repeating: UInt8(ascii: ")"))
    let leftBracket = SIMD16<UInt8>(repeating: UInt8(ascii: "["))
    let rightBracket = SIMD16<UInt8>(repeating: UInt8(ascii: "]"))
    let l = SIMD16<UInt8>(repeating: UInt8(ascii: "l"))
    let e = SIMD16<UInt8>(repeating: UInt8(ascii: "e"))
    // `&+`: `index + reach <= end` bounds every sum here.
    while index &+ reach <= end {
      let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      // Combined as bytes (0xFF where a compare held), not as masks: in a large skim loop the
      // compiler left `any` a call, and the masks' `.|` went through one bit a lane and back.
      var hits = asBytes(chunk .== quote) | asBytes(chunk .== hash) | asBytes(chunk .== slash)
        | asBytes(chunk .== backtick) | asBytes(chunk .== leftBrace) | asBytes(chunk .== rightBrace)
      if brackets {
        // `(` and `)` differ only in the lowest bit.
        hits |= asBytes((chunk | one) .== rightParen) | asBytes(chunk .== leftBracket)
          | asBytes(chunk .== rightBracket)
      }
      if live {
        let fourth = raw.loadUnaligned(fromByteOffset: index &+ 3, as: SIMD16<UInt8>.self)
        hits |= asBytes(chunk .== l) & asBytes(fourth .== e)
      }
      let lanes = LaneMask(hits)
      if !lanes.isEmpty { return index &+ lanes.first }
      index &+= 16
    }
    while index < end && !isStop(at: index, in: bytes) { index &+= 1 }
    return index
  }

  /// A compare's lanes as bytes, 0xFF where it held.
  @_transparent
  private func asBytes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
    unsafeBitCast(mask, to: SIMD16<UInt8>.self)
  }

  /// Whether the byte at `index` is one of these stops.
  @inline(__always)
  func isStop(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch bytes[index] {
    case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: "`"),
      UInt8(ascii: "{"), UInt8(ascii: "}"):
      return true
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
      return self != .outsideBrackets
    case UInt8(ascii: "l"):
      return self == .run && index + 3 < bytes.count && bytes[index + 3] == UInt8(ascii: "e")
    default:
      return false
    }
  }
}
