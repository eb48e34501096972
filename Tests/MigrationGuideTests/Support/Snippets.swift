import Foundation

/// A region of a compiled source file that a document quotes, marked in the source by
///
///     // snippet: NAME
///     ...
///     // snippet-end
///
/// Its text is the lines between the markers, without the indentation they share.
struct SnippetRegion: Equatable {
  let name: String
  let file: String
  let line: Int
  let text: String
}

/// A fenced ```swift block of a Markdown document, and the snippet it says it quotes: the
/// `<!-- snippet: NAME -->` line right above the fence.
struct DocumentBlock: Equatable {
  let snippetName: String?
  let line: Int
  let text: String
}

enum SnippetError: Error, CustomStringConvertible {
  case unterminatedRegion(file: String, line: Int, name: String)
  case duplicateRegion(name: String, first: String, second: String)
  case unterminatedBlock(document: String, line: Int)

  var description: String {
    switch self {
    case .unterminatedRegion(let file, let line, let name):
      "\(file):\(line): snippet '\(name)' has no `// snippet-end` line after it"
    case .duplicateRegion(let name, let first, let second):
      "snippet '\(name)' is marked twice: \(first) and \(second); give one another name"
    case .unterminatedBlock(let document, let line):
      "\(document):\(line): a ``` block is never closed"
    }
  }
}

enum Snippets {
  /// The regions marked in `source` (the text of `file`).
  static func regions(in source: String, file: String) throws -> [SnippetRegion] {
    var regions: [SnippetRegion] = []
    var open: (name: String, line: Int, lines: [Substring])?
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let current = open {
        if trimmed == "// snippet-end" {
          regions.append(
            SnippetRegion(
              name: current.name, file: file, line: current.line + 1,
              text: dedented(current.lines)))
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if trimmed.hasPrefix("// snippet: ") {
        open = (String(trimmed.dropFirst("// snippet: ".count)), index + 1, [])
      }
    }
    if let open { throw SnippetError.unterminatedRegion(file: file, line: open.line, name: open.name) }
    return regions
  }

  /// The ```swift blocks of a Markdown `document` (named `name` in messages).
  static func swiftBlocks(in document: String, name: String) throws -> [DocumentBlock] {
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
    var blocks: [DocumentBlock] = []
    var index = 0
    while index < lines.count {
      let fence = lines[index].trimmingCharacters(in: .whitespaces)
      guard fence.hasPrefix("```") else {
        index += 1
        continue
      }
      let start = index
      index += 1
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
        index += 1
      }
      guard index < lines.count else {
        throw SnippetError.unterminatedBlock(document: name, line: start + 1)
      }
      if fence == "```swift" {
        blocks.append(
          DocumentBlock(
            snippetName: start > 0 ? snippetName(marker: lines[start - 1]) : nil,
            line: start + 1, text: dedented(lines[(start + 1)..<index])))
      }
      index += 1
    }
    return blocks
  }

  /// Every region marked in the `.swift` files below `folders` of `root`, by name.
  static func regions(root: URL, folders: [String]) throws -> [String: SnippetRegion] {
    var byName: [String: SnippetRegion] = [:]
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard let files = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in files where relative.hasSuffix(".swift") {
        let path = "\(folder)/\(relative)"
        let source = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
        for region in try regions(in: source, file: path) {
          if let first = byName[region.name] {
            throw SnippetError.duplicateRegion(
              name: region.name, first: "\(first.file):\(first.line)",
              second: "\(region.file):\(region.line)")
          }
          byName[region.name] = region
        }
      }
    }
    return byName
  }

  private static func snippetName(marker: Substring) -> String? {
    let trimmed = marker.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!-- snippet: "), trimmed.hasSuffix(" -->") else { return nil }
    return String(trimmed.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
  }

  /// `lines` joined, without the indentation that all non-blank ones share.
  private static func dedented<Lines: Collection>(_ lines: Lines) -> String
  where Lines.Element == Substring {
    let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix(while: { $0 == " " }).count }
    let shared = indents.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(shared)) }
      .joined(separator: "\n")
  }
}
