import Foundation
import Testing

/// The repository root: three levels above this file (Tests/MigrationGuideTests/<file>).
private let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("The guide quotes code that compiles")
struct GuideSnippetTests {
  @Test(
    "every Swift block in the document is a marked region of compiled code, to the letter",
    arguments: ["MIGRATION.md", "README.md"])
  func blocksMatchCode(document: String) throws {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    let blocks = try Snippets.swiftBlocks(in: text, name: document)
    let regions = try Snippets.regions(root: root, folders: ["Sources", "Tests"])
    #expect(!blocks.isEmpty, "\(document) has no Swift block at all")
    for block in blocks {
      guard let name = block.snippetName else {
        Issue.record(
          """
          \(document):\(block.line): a ```swift block with no `<!-- snippet: NAME -->` line above \
          it. Mark the code it shows in a compiled file (`// snippet: NAME` ... \
          `// snippet-end`) and name it here.
          """)
        continue
      }
      guard let region = regions[name] else {
        Issue.record(
          """
          \(document):\(block.line): snippet '\(name)' is marked nowhere in Sources or Tests. \
          Mark it with `// snippet: \(name)` ... `// snippet-end`.
          """)
        continue
      }
      #expect(
        block.text == region.text,
        """
        \(document):\(block.line): the block differs from snippet '\(name)' at \
        \(region.file):\(region.line). The code there now reads:
        \(region.text)
        """)
    }
  }
}

@Suite("Reading snippets")
struct SnippetParsingTests {
  @Test("a region is the dedented text between its markers")
  func region() throws {
    let source = """
      struct A {
        // snippet: key
        enum Key {
          static let x = 1
        }
        // snippet-end
      }
      """
    let regions = try Snippets.regions(in: source, file: "A.swift")
    #expect(
      regions == [
        SnippetRegion(
          name: "key", file: "A.swift", line: 3, text: "enum Key {\n  static let x = 1\n}")
      ])
  }

  @Test("a block names its snippet on the line above the fence; other blocks are ignored")
  func blocks() throws {
    let document = """
      Intro
      <!-- snippet: key -->
      ```swift
      enum Key {}
      ```
      ```sh
      swift test
      ```
      ```swift
      let unmarked = 1
      ```
      """
    let blocks = try Snippets.swiftBlocks(in: document, name: "D.md")
    #expect(
      blocks == [
        DocumentBlock(snippetName: "key", line: 3, text: "enum Key {}"),
        DocumentBlock(snippetName: nil, line: 9, text: "let unmarked = 1"),
      ])
  }

  @Test("a block that drifted from its region no longer matches")
  func drift() throws {
    let region = try Snippets.regions(
      in: "// snippet: a\nlet x = 1\n// snippet-end", file: "A.swift")[0]
    let block = try Snippets.swiftBlocks(
      in: "<!-- snippet: a -->\n```swift\nlet x = 2\n```", name: "D.md")[0]
    #expect(block.text != region.text)
  }

  @Test("an unterminated region is an error that names the file and line")
  func unterminated() {
    #expect(throws: SnippetError.self) {
      try Snippets.regions(in: "x\n// snippet: a\nlet x = 1", file: "A.swift")
    }
  }
}
