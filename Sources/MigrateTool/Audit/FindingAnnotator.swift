#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the audit adds to a file's findings after the scan, from the file's bytes: removes
/// accesses to ignored receivers, applies `migrate-tool:ignore` comments, and records each
/// access's line when a baseline or SARIF needs it.
///
/// Runs only on files with findings, and lexes a file a second time only when the scan saw a
/// comment that starts like a directive, so the default audit costs nothing more per file.
struct FindingAnnotator: Sendable {
  /// Receivers whose accesses are dropped (`URLSession`, or `Foundation.URLSession` for it too).
  var ignoredReceivers: Set<String> = []
  /// Whether to fill `Finding.lineText`.
  var recordsLineText = false

  /// Annotates `findings` (in offset order) from `bytes`; returns the suppressed ones.
  ///
  /// `lastFindingOffset` is where the file's last finding (before annotation) starts. A
  /// directive that silences a finding is spelled on its line or before (a line directive on
  /// that line, a next-line directive's comment ending before it, a file directive in the
  /// leading comments), so a file whose text up to the end of that line never spells the
  /// directives' marker is not lexed again.
  func annotate(
    _ findings: inout [Finding], bytes: UnsafeBufferPointer<UInt8>, lastFindingOffset: Int
  ) -> [SuppressedFinding] {
    guard !findings.isEmpty else { return [] }
    if !ignoredReceivers.isEmpty {
      findings.removeAll(where: isIgnored)
    }
    if recordsLineText {
      var lines = LineReader(bytes: bytes)
      for index in findings.indices {
        findings[index].lineText = lines.text(ofLine: findings[index].line)
      }
    }
    // Up to the line feed after the last finding (a lone `\r` before it only makes the test
    // generous: the directives are then read, and decide).
    let base = bytes.baseAddress!
    var end = bytes.count
    if let lineFeed = memchr(base + lastFindingOffset, 0x0A, bytes.count - lastFindingOffset) {
      end = UnsafeRawPointer(lineFeed) - UnsafeRawPointer(base)
    }
    let head = UnsafeBufferPointer(rebasing: bytes[..<end])
    guard !findings.isEmpty, ByteSearch.contains(SuppressionDirective.markerText, in: head) else {
      return []
    }
    let directives = DirectiveIndex(bytes: bytes)
    var suppressed: [SuppressedFinding] = []
    findings.removeAll { finding in
      guard let directive = directives.directive(forLine: finding.line) else { return false }
      suppressed.append(
        SuppressedFinding(finding: finding, scope: directive.scope, reason: directive.reason))
      return true
    }
    return suppressed
  }

  private func isIgnored(_ finding: Finding) -> Bool {
    guard finding.receiverKind == .type else { return false }
    if ignoredReceivers.contains(finding.receiver) { return true }
    guard let dot = finding.receiver.lastIndex(of: ".") else { return false }
    let lastPart = finding.receiver[finding.receiver.index(after: dot)...]
    return ignoredReceivers.contains(String(lastPart))
  }
}

/// The directives of one file, by the line they silence.
private struct DirectiveIndex {
  private var fileDirective: SuppressionDirective?
  private var byLine: [Int: SuppressionDirective] = [:]

  init(bytes: UnsafeBufferPointer<UInt8>) {
    var lexer = SwiftLexer(bytes: bytes)
    var locator = SourceLocator(bytes: bytes)
    var isLeading = true
    while true {
      let token = lexer.next()
      if token.kind == .endOfFile { break }
      guard token.kind == .comment else {
        isLeading = false
        continue
      }
      let text = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
      guard ByteSearch.contains(SuppressionDirective.marker, in: text),
        let directive = SuppressionDirective(comment: text)
      else { continue }
      let startLine = locator.locate(token.start).line
      let endLine = locator.locate(max(token.start, token.end - 1)).line
      switch directive.scope {
      case .file where isLeading && fileDirective == nil: fileDirective = directive
      case .file: break
      case .line: byLine[startLine] = byLine[startLine] ?? directive
      case .nextLine: byLine[endLine + 1] = byLine[endLine + 1] ?? directive
      }
    }
  }

  func directive(forLine line: Int) -> SuppressionDirective? {
    fileDirective ?? byLine[line]
  }
}

/// Reads the text of lines in increasing order, walking the buffer forward once. Lines end as
/// `SourceLocator` ends them: at `\n`, `\r\n` or a lone `\r`.
struct LineReader {
  let bytes: UnsafeBufferPointer<UInt8>
  private var line = 1
  private var lineStart: Int

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    lineStart = hasBOM ? 3 : 0
  }

  /// Line `number` (1-based, not before the last one asked for) without its line break.
  mutating func text(ofLine number: Int) -> String {
    while line < number, lineStart < bytes.count {
      lineStart = lineBreak(from: lineStart).next
      line += 1
    }
    let end = lineBreak(from: lineStart).start
    return String(decoding: bytes[lineStart..<end], as: UTF8.self)
  }

  /// The first line break at or after `index`: where it starts and where the next line starts
  /// (both the end of the buffer when none is left).
  private func lineBreak(from index: Int) -> (start: Int, next: Int) {
    let start = ByteSearch.lineEnd(in: bytes, from: index)
    guard start < bytes.count else { return (start, start) }
    let isCRLF = bytes[start] == 0x0D && start + 1 < bytes.count && bytes[start + 1] == 0x0A
    return (start, start + (isCRLF ? 2 : 1))
  }
}
