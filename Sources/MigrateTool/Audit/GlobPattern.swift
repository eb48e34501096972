/// A `--exclude` pattern: `*` matches within a path component, `**` across components, `?` one
/// byte other than `/`. A pattern without `/` matches any single component (`Generated`,
/// `*.pb.swift`); a pattern with `/` matches the path below the scanned PATH (`Sources/Gen/**`).
struct GlobPattern: Sendable, Equatable {
  let pattern: [UInt8]
  let matchesComponent: Bool

  init(_ text: String) {
    var bytes = Array(text.utf8)
    // `Generated/` means the directory; the trailing slash adds nothing to a match.
    while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    if bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
    pattern = bytes
    matchesComponent = !bytes.contains(UInt8(ascii: "/"))
  }

  /// Whether the entry at `relativePath` (below the scanned PATH, `/`-separated) is matched.
  func matches(relativePath: [UInt8], name: [UInt8]) -> Bool {
    Self.match(pattern[...], matchesComponent ? name[...] : relativePath[...])
  }

  /// Iterative matching with backtracking to the last star: linear in practice, no recursion.
  static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    let slash = UInt8(ascii: "/")
    var p = pattern.startIndex
    var t = text.startIndex
    // The last `*` (crossing slashes if it was `**`) and where the text resumed after it.
    var star: (pattern: Int, text: Int, crossesSlash: Bool)?
    while t < text.endIndex {
      if p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") {
        var next = p + 1
        let crossesSlash = next < pattern.endIndex && pattern[next] == UInt8(ascii: "*")
        if crossesSlash {
          next += 1
          // `**/` also matches no directory at all.
          if next < pattern.endIndex && pattern[next] == slash { next += 1 }
        }
        star = (next, t, crossesSlash)
        p = next
      } else if p < pattern.endIndex
        && (pattern[p] == text[t] || (pattern[p] == UInt8(ascii: "?") && text[t] != slash))
      {
        p += 1
        t += 1
      } else if let last = star, last.crossesSlash || text[last.text] != slash {
        star = (last.pattern, last.text + 1, last.crossesSlash)
        p = last.pattern
        t = last.text + 1
      } else {
        return false
      }
    }
    while p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") { p += 1 }
    return p == pattern.endIndex
  }
}
