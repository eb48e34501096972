/// What each byte value is to the lexer: the one table behind its dispatch (`SwiftLexer.next()`)
/// and the skim's stop search (`nextSkimStop`), so the two cannot disagree.
///
/// Bytes >= 0x80 are identifier bytes, so Unicode names and invalid UTF-8 never stop a scan; the
/// lead bytes of non-ASCII operator characters are marked too, and decoded where met in code.
enum ByteTable {
  /// The classes one byte belongs to.
  struct Classes: OptionSet, Sendable {
    let rawValue: UInt8

    /// Space, tab, line feed, carriage return: between tokens.
    static let whitespace = Classes(rawValue: 1 << 0)
    /// Starts a name: a letter, `_`, `$`, or any byte >= 0x80.
    static let identifierStart = Classes(rawValue: 1 << 1)
    /// Continues a name: an identifier start or a digit.
    static let identifierBody = Classes(rawValue: 1 << 2)
    /// `0`-`9`.
    static let digit = Classes(rawValue: 1 << 3)
    /// An operator character (`.` only continues operators that start with a dot).
    static let `operator` = Classes(rawValue: 1 << 4)
    /// Starts a token whose extent a skim cannot tell from the bytes around it (a string, a
    /// comment, a regex literal, a `#` word, a backticked name) or changes the brace depth.
    static let skimStop = Classes(rawValue: 1 << 5)
    /// May start a non-ASCII operator character (`UnicodeOperator`); an identifier byte too,
    /// until decoding says otherwise.
    static let unicodeLead = Classes(rawValue: 1 << 6)
    /// An identifier body byte that is no `unicodeLead`: a name goes on over it undecoded.
    static let plainIdentifierBody = Classes(rawValue: 1 << 7)
  }

  /// The classes of each byte value, built on first use and never freed.
  // nonisolated(unsafe): safe, the table is written once, before the pointer is published.
  nonisolated(unsafe) static let entries: UnsafePointer<Classes> = {
    let table = UnsafeMutablePointer<Classes>.allocate(capacity: 256)
    for value in 0...255 { table[value] = classes(of: UInt8(value)) }
    return UnsafePointer(table)
  }()

  /// The definition the table is built from.
  static func classes(of byte: UInt8) -> Classes {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D:
      return .whitespace
    case 0xC2, 0xC3, 0xE2, 0xE3:
      return [.identifierStart, .identifierBody, .unicodeLead]
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
      return [.identifierStart, .identifierBody, .plainIdentifierBody]
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return [.digit, .identifierBody, .plainIdentifierBody]
    case UInt8(ascii: "/"):
      return [.operator, .skimStop]
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
      UInt8(ascii: "?"):
      return .operator
    case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "{"),
      UInt8(ascii: "}"):
      return .skimStop
    default:
      return []
    }
  }

  /// The skim stops, each repeated in every lane, for the sixteen-byte search; built on first
  /// use and never freed.
  // nonisolated(unsafe): safe, the buffer is written once, before it is published.
  nonisolated(unsafe) static let skimStopLanes: UnsafeBufferPointer<SIMD16<UInt8>> = {
    let stops = (0...255).filter { classes(of: UInt8($0)).contains(.skimStop) }
    let lanes = UnsafeMutablePointer<SIMD16<UInt8>>.allocate(capacity: stops.count)
    for (index, stop) in stops.enumerated() { lanes[index] = SIMD16(repeating: UInt8(stop)) }
    return UnsafeBufferPointer(start: lanes, count: stops.count)
  }()

  @inline(__always)
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    entries[Int(byte)].contains(.identifierStart)
  }

  @inline(__always)
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    entries[Int(byte)].contains(.identifierBody)
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { entries[Int(byte)].contains(.digit) }

  @inline(__always)
  static func isOperator(_ byte: UInt8) -> Bool { entries[Int(byte)].contains(.operator) }

  @inline(__always)
  static func isHorizontalSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// The offset of the first skim stop at or after `start`, or the end of `bytes`: sixteen bytes
  /// a turn with portable `SIMD16` compares (SSE2 / NEON), since most stretches of the code a
  /// skim passes over hold no stop at all. `lanes` and `table` are `skimStopLanes` and
  /// `entries`, which a caller loads once for many searches.
  @inline(__always)
  static func nextSkimStop(
    from start: Int, in bytes: UnsafeBufferPointer<UInt8>,
    lanes: UnsafeBufferPointer<SIMD16<UInt8>> = skimStopLanes,
    table: UnsafePointer<Classes> = entries
  ) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let end = bytes.count
    let raw = UnsafeRawPointer(base)
    var index = start
    while index &+ 16 <= end {
      let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      var hits = SIMD16<UInt8>(repeating: 0)
      for stop in lanes {
        hits |= unsafeBitCast(chunk .== stop, to: SIMD16<UInt8>.self)
      }
      let mask = LaneMask(hits)
      if !mask.isEmpty { return index &+ mask.first }
      index &+= 16
    }
    while index < end && !table[Int(base[index])].contains(.skimStop) { index &+= 1 }
    return index
  }
}
