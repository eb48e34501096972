import Testing

@testable import SwiftScanning

@Suite("Keyword look-up")
struct KeywordTests {
  static func lookUp(_ word: String) -> Keyword? {
    // Padding after the word: the look-up reads 16 bytes at a time when it can.
    let bytes = Array((word + " padding that is long enough").utf8)
    return bytes.withUnsafeBufferPointer {
      Keyword.spellingTable.keyword($0, 0, word.utf8.count)
    }
  }

  @Test("every keyword is found as itself, also at the very end of the input")
  func everyKeyword() {
    for keyword in Keyword.allCases {
      #expect(Self.lookUp(keyword.rawValue) == keyword)
      let bytes = Array(keyword.rawValue.utf8)
      let atEnd = bytes.withUnsafeBufferPointer {
        Keyword.spellingTable.keyword($0, 0, $0.count)
      }
      #expect(atEnd == keyword)
    }
  }

  @Test("near misses are plain identifiers")
  func nearMisses() {
    for word in [
      "le", "lets", "Let", "vars", "self_", "Selfie", "classy", "TestDependencyKe",
      "TestDependencyKez", "TestDependencyKeyy", "DependencyKe", "liveValues", "lives", "x", "",
      "staticx", "protocols", "extensio",
    ] {
      #expect(Self.lookUp(word) == nil, "\(word)")
    }
  }
}
