/// Markdown lines under a size limit: GitHub refuses a comment or job summary over 65,536
/// characters, so a report of any size must fit. Fixed lines (headings, counts) always go in;
/// the items of a list go in while they fit, and a line says how many were left out.
package struct MarkdownBudget {
  /// GitHub's limit for a comment body, in characters.
  package static let gitHubLimit = 65_536

  /// Bytes (never fewer than characters) the document may take.
  package let limit: Int
  /// Kept free for the fixed lines that follow a list (a `</details>`, a hint, a note).
  package let reserve: Int
  private(set) var lines: [String] = []
  private var used = 0

  package init(limit: Int = MarkdownBudget.gitHubLimit, reserve: Int = 2_048) {
    self.limit = limit
    self.reserve = reserve
  }

  /// Appends lines that must be in the document whatever its size.
  package mutating func append(_ fixed: String...) {
    append(contentsOf: fixed)
  }

  /// Appends lines that must be in the document whatever its size.
  package mutating func append(contentsOf fixed: [String]) {
    for line in fixed {
      lines.append(line)
      used += line.utf8.count + 1
    }
  }

  /// Whether `block` fits below the limit with the reserve and `leaving` more bytes to spare.
  package func fits(_ block: [String], leaving: Int = 0) -> Bool {
    used + block.reduce(0) { $0 + $1.utf8.count + 1 } <= limit - reserve - leaving
  }

  /// Appends as many of `items` as fit below the limit (keeping the reserve, and `leaving` more
  /// bytes for what must follow), then, if some did not fit, a line saying how many were left
  /// out and how to see them.
  package mutating func append(items: [String], leaving: Int = 0) {
    for (index, item) in items.enumerated() {
      guard used + item.utf8.count + 1 <= limit - reserve - leaving else {
        let left = items.count - index
        append(
          "- … and \(left) more, left out to keep this under GitHub's "
            + "\(Self.gitHubLimit)-character limit: `migrate-tool audit --format text` lists "
            + "them all.")
        return
      }
      append(item)
    }
  }

  /// The document.
  package var text: String { lines.joined(separator: "\n") }
}
