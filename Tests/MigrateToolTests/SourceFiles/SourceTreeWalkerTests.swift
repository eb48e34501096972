import Foundation
import Testing

@testable import SourceFiles

/// The walk lists a tree's `.swift` files in byte order of their reported paths, whatever order
/// the file system lists them in and however deep they lie.
@Suite("Source tree walker")
struct SourceTreeWalkerTests {
  @Test(
    "files come in byte order of paths, where folder names sort unlike the paths they start",
    arguments: [
      // All at one depth: `a-b/` and `a.b/` sort before `a/`, `B` before `a`, `é` last.
      ["a/X.swift", "a-b/X.swift", "a.b/X.swift", "B/X.swift", "é/X.swift", "a/A.swift"],
      // At several depths: a file beside a folder of the same stem, and deeper folders.
      [
        "a.swift", "a/X.swift", "a/b/Y.swift", "a-b/X.swift", "a-b/c/d/Z.swift", "Z.swift",
        "a/b/c/A.swift", "b/a.swift",
      ],
    ])
  func byteOrder(files: [String]) throws {
    try withTemporaryDirectory { directory in
      for file in files.reversed() { try write("let x = 1\n", to: directory + "/" + file) }
      let walk = try SourceTreeWalker(excludes: []).files(in: [directory])
      let expected = files.map { directory + "/" + $0 }
        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      #expect(walk.files.map(\.displayPath) == expected)
    }
  }

  @Test("files named by PATH arguments join the walked ones in byte order")
  func pathArguments() throws {
    try withTemporaryDirectory { directory in
      for file in ["b/B.swift", "b/c/C.swift", "a.swift", "c.swift"] {
        try write("let x = 1\n", to: directory + "/" + file)
      }
      let paths = ["c.swift", "b", "a.swift"].map { directory + "/" + $0 }
      let walk = try SourceTreeWalker(excludes: []).files(in: paths)
      #expect(
        walk.files.map(\.displayPath)
          == ["a.swift", "b/B.swift", "b/c/C.swift", "c.swift"].map { directory + "/" + $0 })
    }
  }

  @Test("DocC catalogs (*.docc) are skipped by default: their .swift files are tutorial steps")
  func doccSkipped() throws {
    try withTemporaryDirectory { directory in
      for file in [
        "App/A.swift", "App/App.docc/Resources/step-1.swift", "Docs.docc/Tutorial/code.swift",
      ] {
        try write("let x = Foo.shared\n", to: directory + "/" + file)
      }
      let walk = try SourceTreeWalker(excludes: []).files(in: [directory])
      #expect(walk.files.map(\.displayPath) == [directory + "/App/A.swift"])
      #expect(walk.warnings.isEmpty)
    }
  }
}
