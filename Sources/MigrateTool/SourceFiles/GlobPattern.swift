/// A `--exclude` pattern: `*` matches within a path component, `**` across components, `**/`
/// zero or more whole components, `?` one byte other than `/`. A pattern without `/` matches any
/// single component (`Generated`, `*.pb.swift`); a pattern with `/` matches the path below the
/// scanned PATH (`Gen/**`) or the path as reports show it, PATH included (`Sources/Gen/**`).
package struct GlobPattern: Sendable, Equatable {
  /// One piece of a pattern.
  package enum Element: Sendable, Equatable {
    /// This byte.
    case byte(UInt8)
    /// `?`: any one byte but `/`.
    case anyByte
    /// `*`: any run of bytes without `/`.
    case withinComponent
    /// `**` not followed by `/`: any run of bytes.
    case acrossComponents
    /// `**/`: nothing, or any run of bytes that ends with `/` (whole components).
    case wholeComponents
  }

  package let elements: [Element]
  package let matchesComponent: Bool
  /// The pattern's bytes when it has no wildcard (as the default excludes): matched by equality.
  package let literal: [UInt8]?
  /// The bytes after a leading `*` when nothing else is a wildcard and the pattern matches a
  /// component (`*.docc`, `*.pb.swift`): matched by the name's end.
  package let suffix: [UInt8]?

  package init(_ text: String) {
    var bytes = Array(text.utf8)
    // `Generated/` means the directory; the trailing slash adds nothing to a match.
    while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    if bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
    while bytes.starts(with: "./".utf8) { bytes.removeFirst(2) }
    matchesComponent = !bytes.contains(UInt8(ascii: "/"))
    var elements: [Element] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "*") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        index += 2
        if index < bytes.count && bytes[index] == UInt8(ascii: "/") {
          elements.append(.wholeComponents)
          index += 1
        } else {
          elements.append(.acrossComponents)
        }
        continue
      case UInt8(ascii: "*"): elements.append(.withinComponent)
      case UInt8(ascii: "?"): elements.append(.anyByte)
      case let byte: elements.append(.byte(byte))
      }
      index += 1
    }
    self.elements = elements
    literal = bytes.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") } ? nil : bytes
    let rest = bytes.dropFirst()
    suffix =
      matchesComponent && bytes.first == UInt8(ascii: "*")
        && !rest.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
      ? Array(rest) : nil
  }

  /// Whether a pattern with `/` may also match the path as reported (PATH included).
  package var matchesPaths: Bool { !matchesComponent }

  /// Whether the entry at `relativePath` (below the scanned PATH, `/`-separated) is matched.
  package func matches(relativePath: [UInt8], name: [UInt8]) -> Bool {
    let text = matchesComponent ? name : relativePath
    if let literal { return text == literal }
    if let suffix {
      return text.count >= suffix.count && text.reversed().starts(with: suffix.reversed())
    }
    return Self.match(elements, text)
  }

  /// Follows every way the pattern can consume the text at once: the set of text offsets the
  /// elements so far can end at, one element at a time. Time is the pattern's length times the
  /// text's, with no backtracking and no recursion.
  package static func match(_ elements: [Element], _ text: [UInt8]) -> Bool {
    let slash = UInt8(ascii: "/")
    var reached = [Bool](repeating: false, count: text.count + 1)
    reached[0] = true
    for element in elements {
      var next = [Bool](repeating: false, count: text.count + 1)
      var anyReached = false
      switch element {
      case .byte, .anyByte:
        for offset in 0..<text.count where reached[offset] {
          let byte = text[offset]
          let fits: Bool
          if case .byte(let wanted) = element {
            fits = byte == wanted
          } else {
            fits = byte != slash
          }
          if fits {
            next[offset + 1] = true
            anyReached = true
          }
        }
      case .withinComponent, .acrossComponents, .wholeComponents:
        // Sweep forward, carrying "some earlier reached offset can extend to here".
        var carrying = false
        for offset in 0...text.count {
          if reached[offset] { carrying = true }
          guard carrying else { continue }
          switch element {
          case .withinComponent:
            next[offset] = true
            if offset < text.count && text[offset] == slash { carrying = false }
          case .wholeComponents:
            next[offset] = reached[offset] || (offset > 0 && text[offset - 1] == slash)
          default:
            next[offset] = true
          }
          anyReached = anyReached || next[offset]
        }
      }
      guard anyReached else { return false }
      reached = next
    }
    return reached[text.count]
  }
}
