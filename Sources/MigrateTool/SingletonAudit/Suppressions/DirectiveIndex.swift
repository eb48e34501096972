import SwiftScanning

/// The directives of one file, by the line they silence.
package struct DirectiveIndex {
  private var fileDirective: SuppressionDirective?
  private var byLine: [Int: SuppressionDirective] = [:]

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    var locator = SourceLocator(bytes: bytes)
    for token in SwiftLexer.comments(in: bytes) {
      let text = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
      guard ByteSearch.contains(SuppressionDirective.marker, in: text),
        let directive = SuppressionDirective(comment: text)
      else { continue }
      let startLine = locator.locate(token.start).line
      let endLine = locator.locate(max(token.start, token.end - 1)).line
      switch directive.scope {
      case .file where token.isLeading && fileDirective == nil: fileDirective = directive
      case .file: break
      case .line: byLine[startLine] = byLine[startLine] ?? directive
      case .nextLine: byLine[endLine + 1] = byLine[endLine + 1] ?? directive
      }
    }
  }

  package func directive(forLine line: Int) -> SuppressionDirective? {
    fileDirective ?? byLine[line]
  }
}
