/// Crossing a common string literal in one go, for skims.
extension SwiftLexer {
  /// Where the string literal that opens with the `"` at `start` ends, when a skim may cross it
  /// in one go: a single-line, non-raw string whose interpolations (if any) hold only plain code,
  /// with no barrier in that code. `barrierIndex` is the first barrier at or after `start`; the
  /// result's is the first at or after the end.
  ///
  /// Returns nil, having changed nothing, for everything else, which the skim then scans token by
  /// token as `next()` would: `"""`, a line break (`\n` or `\r`) before the closing quote, the
  /// end of the input, and interpolated code with a quote, comment, brace, bracket, `#`, backtick,
  /// backslash or line break in it, or a barrier. What is crossed here is what that scan would
  /// cross: every escape skips the byte after the backslash, and an interpolation ends at the `)`
  /// that balances its `(`; the string changes no depth the skim keeps, since its brackets
  /// balance.
  @_transparent  // `@inline(__always)` left it a call in the skim loop
  func quickStringEnd(
    from start: Int, barriers: [Int], barrierIndex: Int
  ) -> (end: Int, barrierIndex: Int)? {
    let count = bytes.count
    var index = start &+ 1
    var barrierIndex = barrierIndex
    var barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        // `""` closes an empty string, but `"""` opens a multi-line one.
        if index == start &+ 1 && index &+ 1 < count && bytes[index &+ 1] == UInt8(ascii: "\"") {
          return nil
        }
        let end = index &+ 1
        // Barriers up to here are text.
        while barrier < end {
          barrierIndex &+= 1
          barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
        }
        return (end, barrierIndex)
      case 0x0A, 0x0D:
        return nil
      case UInt8(ascii: "\\"):
        guard index &+ 1 < count else { return nil }
        guard bytes[index &+ 1] == UInt8(ascii: "(") else {
          index &+= 2
          continue
        }
        let code = index &+ 2
        while barrier < code {
          barrierIndex &+= 1
          barrier = barrierIndex < barriers.count ? barriers[barrierIndex] : Int.max
        }
        guard let close = plainInterpolationEnd(from: code), barrier >= close else { return nil }
        index = close &+ 1
      default:
        index &+= 1
      }
    }
    return nil
  }

  /// The offset of the `)` that closes an interpolation whose code starts at `start`, when that
  /// code is plain: names, numbers, operators, dots, commas and balanced parentheses only.
  @inline(__always)
  private func plainInterpolationEnd(from start: Int) -> Int? {
    let count = bytes.count
    var depth = 0
    var index = start
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "("):
        depth &+= 1
      case UInt8(ascii: ")"):
        if depth == 0 { return index }
        depth &-= 1
      case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "{"), UInt8(ascii: "}"),
        UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "#"), UInt8(ascii: "`"),
        UInt8(ascii: "\\"), 0x0A, 0x0D:
        return nil
      default:
        break
      }
      index &+= 1
    }
    return nil
  }
}
