#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds accesses to accessors and singleton declarations in one file's bytes.
///
/// A single pass over the lexer's tokens with a few pieces of state: the dotted chain being read
/// (for receivers), the scopes (for roles and declaring types), the modifiers of the declaration
/// being read, and the `liveValue`/`live` property whose initializer is being read.
///
/// A class: one scanner serves every file on every thread, passed on with one reference count
/// rather than a copy of each of its lists.
package final class AccessScanner: Sendable {
  /// How much of a file the scanner lexes token by token.
  package enum Strategy: Sendable {
    /// Every token up to the last accessor spelled in the file, but for brace blocks that the
    /// block skim crosses (`SwiftLexer.skimBlock`), when the next accessor is at least `reach`
    /// bytes ahead (closer, it would most likely stop the skim). The default.
    case skimming(reach: Int = 96)
    /// Every token of every file that spells an accessor: the plain reference the skimming
    /// strategy is tested against.
    case exhaustive
  }

  /// Accessor names as UTF-8 to search for, e.g. `shared`.
  let needles: [ByteSearch.Needle]
  /// The same names as strings, shared by every finding instead of built per finding.
  let names: [String]
  /// Each accessor's length and first byte, checked before comparing bytes.
  let accessorShapes: [(length: Int, first: UInt8)]
  let strategy: Strategy
  /// The service locators whose members are accesses too (`--locator`).
  let locators: [Locator]
  /// Each locator's first name as UTF-8 to search for.
  let locatorNeedles: [ByteSearch.Needle]

  package init(accessors: [String], locators: [String] = [], strategy: Strategy = .skimming()) {
    needles = accessors.map { ByteSearch.Needle(Array($0.utf8)) }
    names = accessors
    accessorShapes = needles.map { ($0.bytes.count, $0.bytes.first ?? 0) }
    self.strategy = strategy
    self.locators = locators.map(Locator.init)
    locatorNeedles = self.locators.map { ByteSearch.Needle($0.parts[0]) }
  }

  package func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> FileScan {
    // Every finding and declaration is an accessor's name, so where the accessors are spelled
    // bounds what must be lexed: a file without one needs no lexing at all.
    var spellings: [Int] = []
    spellings.reserveCapacity(64)
    for needle in needles {
      ByteSearch.occurrences(of: needle, in: bytes, into: &spellings)
    }
    let accessorSpellings = spellings.count
    for needle in locatorNeedles {
      ByteSearch.occurrences(of: needle, in: bytes, into: &spellings)
    }
    // In order, so that the last is where lexing can stop and a skim meets them in turn.
    if needles.count + locatorNeedles.count > 1 { spellings.sort() }
    guard var last = spellings.last else { return FileScan() }
    // A locator's member comes after its name, how far after only lexing tells.
    if spellings.count > accessorSpellings { last = Int.max }
    var state = AccessScanState(bytes: bytes, scanner: self)
    // Each access is a spelling: room for all of them, so the list never grows (a copy each).
    state.result.accesses.reserveCapacity(spellings.count)
    state.lastSpelling = last
    if case .skimming(let reach) = strategy {
      state.skimReach = reach
      // What a skim must not cross in code: the accessors' spellings.
      state.barriers = spellings
    }
    state.run()
    if !state.locatorAccesses.isEmpty {
      LocatorForms.refine(&state.result, at: state.locatorAccesses, in: bytes)
    }
    return state.result
  }
}
